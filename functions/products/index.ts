import { productCategoriesResource, productExtraEndpoints as api, productsResource } from '../../shared/api/products';
import { PRODUCT_CONSTANTS } from '../../shared/domain/product/product';
import { media } from '../data/media';
import { productCategories, products } from '../data/products';
import { recordStockMovement, listStockMovements, movementPut } from '../data/stock';
import { openingMovement } from '../../shared/domain/product/stock-movement';
import { ulid } from 'ulid';
import { taxes } from '../data/settings-resources';
import { requirePriceFitsCurrency } from './price';
import type { Principal } from '../../shared/auth/principal';
import { ValidationError } from '../../shared/errors';
import { action, resourceHandler } from '../lib/http';
import { eq, requireRefs } from '../lib/references';
import { resourceActions } from '../lib/resource-engine';

/** Who records a movement, as the log shows it. */
const actorOf = (principal?: Principal) => ({ userId: principal?.userId, userName: principal?.name ?? principal?.email });
/** A date or an instant as comparable ISO text (a date is its first instant, UTC). */
const startOf = (value: string) => (value.length === 10 ? `${value}T00:00:00.000Z` : new Date(value).toISOString());

/** How deep categories may nest; also the bound of the cycle check. */
const MAX_CATEGORY_DEPTH = 10;

/** Products and product categories. */
export const handler = resourceHandler('products', [
  ...resourceActions(productsResource, products, {
    idPrefix: 'p',
    prepare: async ({ tenant, data, kind, current, id, principal }) => {
      await requireRefs(tenant, [
        { repo: productCategories, id: data.categoryId, path: 'body.categoryId', label: 'product category' },
        { repo: taxes, id: data.taxId, path: 'body.taxId', label: 'tax' },
        ...data.images.map((id, i) => ({ repo: media, id, path: `body.images.${i}`, label: 'media' })),
      ]);
      await requirePriceFitsCurrency(tenant, data);
      // The quantity changes only through stock movements (POST /api/product/stock/update), so that the log
      // explains every unit: an update keeps the stored quantity, a copy starts empty, and a new tracked
      // product's quantity is recorded as its opening stock in the same transaction.
      if (kind === 'update' && current) return { data: { ...data, stock: { ...data.stock, quantity: current.stock.quantity } } };
      if (kind === 'copy') return { data: { ...data, stock: { ...data.stock, quantity: 0 } } };
      if (kind === 'create' && data.stock.tracked && data.stock.quantity !== 0) {
        const now = new Date();
        const opening = openingMovement({ id, name: data.name, quantity: data.stock.quantity }, actorOf(principal), { now, id: ulid(now.getTime()) });
        return { data, also: [movementPut(tenant, opening)], describeAlso: () => 'the opening stock movement exists already' };
      }
      return { data };
    },
  }),

  ...resourceActions(productCategoriesResource, productCategories, {
    idPrefix: 'pc',
    // The parent must exist, and following parents up must never come back to this category.
    prepare: async ({ tenant, id, data }) => {
      let parentId = data.parentId;
      for (let depth = 0; parentId; depth++) {
        if (parentId === id || depth >= MAX_CATEGORY_DEPTH) {
          throw new ValidationError('A category cannot be inside itself or nest deeper than 10 levels', [{ path: 'body.parentId', message: 'cycle or too deep' }]);
        }
        const parent = await productCategories.get(tenant, parentId);
        if (!parent) throw new ValidationError(`product category ${parentId} does not exist`, [{ path: 'body.parentId', message: `product category ${parentId} does not exist` }]);
        parentId = parent.parentId;
      }
      return { data };
    },
    blockDelete: async (tenant, category) => {
      const [product, child] = await Promise.all([products.firstMatch(tenant, [eq('categoryId', category.id)]), productCategories.firstMatch(tenant, [eq('parentId', category.id)])]);
      if (product) return `Product category ${category.name} still has products (for example ${product.name}); move them first`;
      if (child) return `Product category ${category.name} still has the subcategory ${child.name}; move or delete it first`;
      return null;
    },
  }),

  action(api.constants, async () => ({
    units: [...PRODUCT_CONSTANTS.units],
    priceRules: [...PRODUCT_CONSTANTS.priceRules],
    goods: [...PRODUCT_CONSTANTS.goods],
    calculationTypes: [...PRODUCT_CONSTANTS.calculationTypes],
  })),

  action(api.stockUpdate, async ({ tenant, body, principal }) => recordStockMovement(tenant, body, actorOf(principal))),

  action(api.stockLog, async ({ tenant, query }) => {
    if (query.from && query.to && startOf(query.from) > startOf(query.to)) {
      throw new ValidationError('from must not be after to', [{ path: 'query.from', message: 'after to' }]);
    }
    const { data, total } = await listStockMovements(tenant, { productId: query.productId, from: query.from, to: query.to, offset: (query.page - 1) * query.size, limit: query.size });
    return { data, total, page: query.page, size: query.size };
  }),
]);
