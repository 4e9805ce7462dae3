import { productsResource } from '../../../shared/api/products';
import { products } from '../../data/products';
import { resourceActions } from '../../lib/resource-engine';
import { prepareProduct } from './service';

/** Products on the generic resource engine; what a save must check and add is prepareProduct's. */
export const productActions = resourceActions(productsResource, products, { idPrefix: 'p', prepare: prepareProduct });
