import { productCategoriesResource, productsResource } from '../../shared/api/products';
import { repositoryFor } from '../lib/resource-engine';

export const products = repositoryFor(productsResource);
export const productCategories = repositoryFor(productCategoriesResource);
