import { productCategoriesResource, productsResource } from '../../shared/api/products';
import { repositoryFor } from './repository';

export const products = repositoryFor(productsResource);
export const productCategories = repositoryFor(productCategoriesResource);
