import { useI18n } from '../../hooks/use-i18n';
import { productCategoriesConfig, productsConfig, productStockConfig } from '../../resources/products';
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

/**
 * /product/stock: products whose stock is tracked, with quantity and minimum. Bookings and stock
 * movements (stock/update, stock/log of spec 2) are not in the API yet; quantities are edited on the
 * product.
 */
export function ProductStockPage() {
  const { t } = useI18n();
  return <ResourceListPage config={productStockConfig} preset={{ label: t('routes.productStock'), filter: { 'stock.tracked': true } }} />;
}
