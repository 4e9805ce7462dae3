import { Badge, tokens } from '@fluentui/react-components';
import { WarningFilled } from '@fluentui/react-icons';
import { productCategoriesResource, productsResource } from '../../../shared/api/products';
import type { Product } from '../../../shared/domain/product/product';
import { formatNumber } from '../components/ResourceList/cell-format';
import { taxesResource } from '../../../shared/api/settings';
import { CURRENCY_REF } from './refs';
import type { CellContext, Entity, Label, ResourceWebConfig } from './resource-types';

export const UNIT_LABELS: Record<string, Label> = {
  Piece: 'label.products.piece',
  Can: 'label.products.can',
  Bottle: 'label.products.bottle',
  Bucket: 'label.products.bucket',
  KiloGram: 'label.products.kilogram',
  Gramm: 'label.products.gram',
  Unit: 'label.products.unit',
};

const productLabels = {
  sku: 'label.products.articleNumber',
  barcode: 'label.products.barcode',
  categoryId: 'label.products.category',
  priceRule: 'label.products.priceRule',
  good: 'label.products.kindOfGood',
  calculationType: 'label.products.calculation',
  taxId: 'label.products.tax',
  stock: 'label.products.stock',
  'stock.tracked': 'label.products.trackStock',
  'stock.quantity': 'label.products.quantity',
  'stock.minQuantity': 'label.products.minimumQuantity',
  availableOnline: 'label.products.bookableOnline',
  'assets.type': 'label.products.kind',
} satisfies Record<string, Label>;

export const productsConfig: ResourceWebConfig = {
  resource: productsResource,
  routes: { list: '/product/list', create: '/product/create', detail: (id) => `/product/${id}` },
  defaultSort: { sort: 'sort', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'sku', minWidth: 100 },
    { key: 'unit', format: 'enum', minWidth: 90 },
    { key: 'priceRule', minWidth: 130 },
    { key: 'price', sort: 'price', format: 'money', minWidth: 100 },
    { key: 'currency', minWidth: 70, grow: 0.5 },
    { key: 'availableOnline', format: 'boolean', minWidth: 80, grow: 0.5 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  filters: ['categoryId', 'unit', 'priceRule', 'good', 'active', 'availableOnline', 'price', 'stock.tracked', 'taxId'],
  refs: { categoryId: { resource: productCategoriesResource }, taxId: { resource: taxesResource }, currency: CURRENCY_REF },
  labels: productLabels,
  enumLabels: {
    unit: UNIT_LABELS,
    good: { ConsumptionGood: 'label.products.consumable', ReusableGood: 'label.products.reusableRental' },
    calculationType: { complete: 'label.products.complete', unit: 'label.products.perUnit' },
    'assets.type': { resort: 'label.products.resort', vessel: 'label.products.vessel' },
  },
  // The quantity changes only through stock movements (/product/stock), which log every change.
  readOnlyFields: ['stock.quantity'],
  hints: {
    'stock.quantity': 'label.products.recordedAsMovementsUnderProductsStock',
    images: 'label.products.idsFromTheMediaLibraryThe',
  },
  sections: [
    { title: 'label.products.product', fields: ['name', 'sku', 'barcode', 'categoryId', 'unit', 'good', 'sort', 'active', 'availableOnline'] },
    { title: 'label.products.price', fields: ['price', 'currency', 'priceRule', 'calculationType', 'taxId'] },
    { title: 'label.products.stock', fields: ['stock.tracked', 'stock.quantity', 'stock.minQuantity'] },
    { title: 'label.products.descriptionAndPictures', fields: ['description', 'images', 'assets'] },
  ],
};

/** At or below the minimum quantity: the stock screen flags it (in words, not only in colour). */
export function stockLevel(item: Entity): 'below' | 'at' | 'ok' {
  const stock = item.stock as Product['stock'] | undefined;
  if (!stock?.tracked) return 'ok';
  if (stock.quantity < stock.minQuantity) return 'below';
  return stock.quantity === stock.minQuantity ? 'at' : 'ok';
}

function StockQuantity({ item, ctx }: { item: Entity; ctx: CellContext }) {
  const level = stockLevel(item);
  const quantity = (item.stock as Product['stock'] | undefined)?.quantity ?? 0;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS }} data-testid="stock-quantity">
      <span style={{ fontWeight: level === 'ok' ? undefined : tokens.fontWeightSemibold }}>{formatNumber(quantity, ctx.lang)}</span>
      {level === 'ok' ? null : (
        <Badge appearance="tint" color={level === 'below' ? 'danger' : 'warning'} icon={<WarningFilled />} data-testid="stock-low">
          {ctx.t(level === 'below' ? 'stock.belowMinimum' : 'stock.atMinimum')}
        </Badge>
      )}
    </span>
  );
}

/** /product/stock: the products whose stock is tracked, with quantity and minimum (the page adds its actions). */
export const productStockConfig: ResourceWebConfig = {
  ...productsConfig,
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'sku', minWidth: 100 },
    { key: 'unit', format: 'enum', minWidth: 90 },
    { key: 'stock.quantity', minWidth: 190, grow: 1.4, render: (item, ctx) => <StockQuantity item={item} ctx={ctx} /> },
    { key: 'stock.minQuantity', format: 'number', minWidth: 120 },
  ],
};

export const productCategoriesConfig: ResourceWebConfig = {
  resource: productCategoriesResource,
  defaultSort: { sort: 'sort', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 180 },
    { key: 'description', grow: 3, minWidth: 200 },
    { key: 'sort', sort: 'sort', format: 'number', minWidth: 90, grow: 0.5 },
    { key: 'color', format: 'color', minWidth: 70, grow: 0.4 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  refs: { parentId: { resource: productCategoriesResource } },
  labels: { parentId: 'label.products.parentCategory' },
  widgets: { color: 'color' },
};
