import { productCategoriesConfig, productsConfig } from '../../resources/products';
import { ResourceCreatePage, ResourceDetailPage, ResourceListPage, ResourcePanelPage } from '../resources/resource-pages';

/** /product and /product/list */
export function ProductListPage() {
  return <ResourceListPage config={productsConfig} />;
}

/** /product/create */
export function ProductCreatePage() {
  return <ResourceCreatePage config={productsConfig} />;
}

/** /product/:id */
export function ProductEditPage() {
  return <ResourceDetailPage config={productsConfig} />;
}

/** /product/category */
export function ProductCategoryPage() {
  return <ResourcePanelPage config={productCategoriesConfig} />;
}

/** /product/stock: stock levels, movements and their log. */
export { ProductStockPage } from './stock-page';
