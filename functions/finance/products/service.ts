import { ulid } from 'ulid';
import type { ProductCategory, StockUpdate } from '../../../shared/domain/product/product';
import { requireParentStep } from '../../../shared/domain/product/category';
import { needsOpeningMovement, openingMovement, requireLogPeriod, stockOnSave, type StockActor } from '../../../shared/domain/product/stock-movement';
import type { Principal } from '../../../shared/auth/principal';
import { ValidationError } from '../../../shared/errors';
import { media } from '../../data/media';
import { productCategories, products } from '../../data/products';
import { taxes } from '../../data/settings-resources';
import { listStockMovements, movementPut, recordStockMovement } from '../../data/stock';
import { eq, requireRefs } from '../../lib/references';
import type { Prepared, WriteInput } from '../../lib/resource-engine';
import { requirePriceFitsCurrency } from './price';
import type { productsResource } from '../../../shared/api/products';

/**
 * The products context's use cases with I/O: they read what the rules need, call the rules of
 * shared/domain/product/ and hand the writes to the data layer (functions/data/products.ts, stock.ts).
 * The operation files (stock-record.ts, stock-log.ts, products.ts, categories.ts) unpack and answer.
 */

type Schema = typeof productsResource.schema;

/** Who records a movement, as the log shows it. */
export const actorOf = (principal?: Principal): StockActor => ({ userId: principal?.userId, userName: principal?.name ?? principal?.email });

/** Records one stock movement (POST /api/product/stock/update). */
export function recordMovement(tenant: string, request: StockUpdate, principal?: Principal) {
  return recordStockMovement(tenant, request, actorOf(principal));
}

/** One page of the stock log, newest first; 400 when the period is upside down. */
export async function stockLogPage(tenant: string, q: { productId?: string; from?: string; to?: string; page: number; size: number }) {
  requireLogPeriod(q.from, q.to);
  const { data, total, more } = await listStockMovements(tenant, {
    productId: q.productId,
    from: q.from,
    to: q.to,
    offset: (q.page - 1) * q.size,
    limit: q.size,
  });
  return { data, ...(total !== undefined ? { total } : {}), more, page: q.page, size: q.size };
}

/**
 * A product about to be saved: its references exist, its price fits its currency, the quantity changes
 * only through movements (stockOnSave), and a new tracked product's quantity is written as its opening
 * movement in the same transaction.
 */
export async function prepareProduct(input: WriteInput<Schema>): Promise<Prepared<Schema>> {
  const { tenant, kind, id, data, current, principal } = input;
  await requireRefs(tenant, [
    { repo: productCategories, id: data.categoryId, path: 'body.categoryId', label: 'product category' },
    { repo: taxes, id: data.taxId, path: 'body.taxId', label: 'tax' },
    ...data.images.map((id, i) => ({ repo: media, id, path: `body.images.${i}`, label: 'media' })),
  ]);
  await requirePriceFitsCurrency(tenant, data);
  const saved = { ...data, stock: stockOnSave(kind, data.stock, current?.stock) };
  if (!needsOpeningMovement(kind, saved.stock)) return { data: saved };
  const now = new Date();
  const opening = openingMovement({ id, name: data.name, quantity: data.stock.quantity }, actorOf(principal), { now, id: ulid(now.getTime()) });
  return { data: saved, also: [movementPut(tenant, opening)], describeAlso: () => 'the opening stock movement exists already' };
}

/** The parent of a category exists, and following parents up never comes back to it (nor goes deeper than allowed). */
export async function requireCategoryParent(tenant: string, id: string, data: ProductCategory): Promise<void> {
  let parentId = data.parentId;
  for (let depth = 0; parentId; depth++) {
    requireParentStep(id, parentId, depth);
    const parent = await productCategories.get(tenant, parentId);
    if (!parent)
      throw new ValidationError(`product category ${parentId} does not exist`, [
        { path: 'body.parentId', message: `product category ${parentId} does not exist` },
      ]);
    parentId = parent.parentId;
  }
}

/** Why a category cannot be deleted (it still has products or subcategories), or null. */
export async function categoryDeleteBlocker(tenant: string, category: { id: string; name: string }): Promise<string | null> {
  const [product, child] = await Promise.all([
    products.firstMatch(tenant, [eq('categoryId', category.id)]),
    productCategories.firstMatch(tenant, [eq('parentId', category.id)]),
  ]);
  if (product) return `Product category ${category.name} still has products (for example ${product.name}); move them first`;
  if (child) return `Product category ${category.name} still has the subcategory ${child.name}; move or delete it first`;
  return null;
}
