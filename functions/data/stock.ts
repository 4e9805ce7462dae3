import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { productsResource } from '../../shared/api/products';
import type { Product, StockMovement, StockUpdate } from '../../shared/domain/product/product';
import { planMovement, type StockActor } from '../../shared/domain/product/stock-movement';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { db, tableName } from './client';
import { masterDataKey } from './entities/master-data';
import { productStockLogPk, stockLogItem, stockLogKeys, stockLogPk } from './entities/stock-log';
import { queryPages } from './paging';
import { INDEX } from './table-definition';
import type { Entity, Stored } from './repository';
import type { TransactItem } from './transactions';

/**
 * Stock movements of tracked products.
 *
 * Keys: every movement is one item in the tenant's log partition `T#<tenant>#STOCKLOG`, sort key
 * `<ISO instant>#<ulid>` (time ordered, so "newest first" and a period are one Query), and on gsi1 under
 * `T#<tenant>#STOCKLOG#<productId>` with the same sort key (one product's log, also one Query). The log
 * item carries the product's name at the time, so it reads without the product and outlives it.
 *
 * Concurrency: the product's new quantity and the log item are written in ONE transaction whose
 * condition is the product's version (read consistently just before). A concurrent change makes the
 * condition fail; the movement then reads again and retries with jittered backoff, so no change is ever
 * lost and every log item's quantityBefore/After is exact. An atomic `ADD` would not need the read, but a
 * transaction does not answer the new value, and the log needs it (and an inventory count needs the
 * current value to compute its difference). The product's version goes up with every movement, so a
 * product form saved from an older version answers 409 instead of overwriting the quantity.
 */

const PRODUCT = productsResource.entityType;
/** Attempts of one movement against concurrent changes of the same product. */
export const STOCK_MAX_ATTEMPTS = 40;
const META = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk', 'entityType', 'search', 'tenant', 'expiresAt'];

export type StoredProduct = Entity<typeof productsResource.schema>;

export { productStockLogPk, stockLogPk };

function strip<T>(item: Record<string, unknown>): T {
  const copy = { ...item };
  for (const k of META) delete copy[k];
  return copy as T;
}

/** The log item of a movement, for a transaction (a new product's opening stock is recorded with it). */
export function movementPut(tenant: string, movement: StockMovement): TransactItem {
  const sk = `${movement.at}#${movement.id}`;
  return {
    Put: {
      TableName: tableName(),
      Item: stockLogItem.toItem({ ...stockLogKeys(tenant, movement.productId, sk), tenant }, movement),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * The writes of one planned movement: the product's new quantity conditioned on the version read and on tracking, and
 * the log item. recordStockMovement sends them alone; a POS sale or an onsite item sends them with its own writes, so
 * the stock moves exactly when the sale or the item is written.
 */
export function stockMovementWrites(tenant: string, current: { id: string; version: number }, movement: StockMovement): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: masterDataKey(tenant, PRODUCT, current.id),
        UpdateExpression: 'SET #s.#q = :after, #v = :next, #u = :at',
        ConditionExpression: 'attribute_exists(pk) AND #v = :v AND #s.#t = :yes',
        ExpressionAttributeNames: { '#s': 'stock', '#q': 'quantity', '#t': 'tracked', '#v': 'version', '#u': 'updatedAt' },
        ExpressionAttributeValues: { ':after': movement.quantityAfter, ':next': current.version + 1, ':at': movement.at, ':v': current.version, ':yes': true },
      },
    },
    movementPut(tenant, movement),
  ];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The product as stored now (read consistently), or null. */
export async function readProduct(tenant: string, productId: string): Promise<(Product & Stored) | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: masterDataKey(tenant, PRODUCT, productId), ConsistentRead: true }));
  return res.Item ? strip<Product & Stored>(res.Item) : null;
}

/** Retry after a failed transaction only when it failed on the product's condition or on a concurrent transaction. */
function isContention(err: unknown): boolean {
  if (!(err instanceof TransactionCanceledException)) return false;
  const reasons = err.CancellationReasons ?? [];
  return reasons[0]?.Code === 'ConditionalCheckFailed' || reasons.some((r) => r.Code === 'TransactionConflict');
}

/**
 * Records one movement: the product's new quantity and the log item in one transaction, conditioned on the
 * product's version; retried on contention. Throws 404 (no such product) and what the rules of
 * `planMovement` (shared/domain/product/stock-movement.ts) throw: 409 STOCK_NOT_TRACKED, 409 INSUFFICIENT_STOCK,
 * 409 VERSION_CONFLICT (only when the caller sent a version).
 */
export async function recordStockMovement(
  tenant: string,
  request: StockUpdate,
  actor: StockActor = {},
  opts: { now?: () => Date; maxAttempts?: number } = {},
): Promise<{ product: StoredProduct; movement: StockMovement }> {
  const maxAttempts = opts.maxAttempts ?? STOCK_MAX_ATTEMPTS;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    if (attempt > 0) await sleep(Math.random() * Math.min(250, 8 * 2 ** Math.min(attempt, 6)));
    const current = await readProduct(tenant, request.productId);
    if (!current) throw new NotFoundError(`product ${request.productId} does not exist`);
    const now = opts.now?.() ?? new Date();
    const movement = planMovement(current, request, actor, { now, id: ulid(now.getTime()) });
    const { quantityAfter: after, at } = movement;
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: stockMovementWrites(tenant, current, movement),
        }),
      );
    } catch (err) {
      if (isContention(err)) continue;
      throw err;
    }
    const product = { ...current, stock: { ...current.stock, quantity: after }, version: current.version + 1, updatedAt: at } as StoredProduct;
    return { product, movement };
  }
  throw new ConflictError(`product ${request.productId} is being changed by many at once; try again`);
}

export interface StockLogQuery {
  productId?: string;
  /** Inclusive bounds: ISO dates (whole UTC days) or instants. */
  from?: string;
  to?: string;
  offset: number;
  limit: number;
}

/** The sort-key bounds of a period: `<instant>#<ulid>` lies between them. */
function bounds(from?: string, to?: string): { low: string; high: string } {
  const instant = (value: string, end: boolean) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : new Date(value).toISOString();
  return { low: from ? instant(from, false) : '0', high: to ? `${instant(to, true)}~` : '~' };
}

/**
 * One page of movements, newest first, and whether more follow: one Query over the tenant's log partition (or the
 * product's on gsi1) reading the page and one item beyond it, never a Scan or a count (the "Counts" decision
 * of the list answers: a log answers `more`, no total).
 */
export async function listStockMovements(tenant: string, q: StockLogQuery): Promise<{ data: StockMovement[]; total?: number; more: boolean }> {
  const { low, high } = bounds(q.from, q.to);
  const base: QueryCommandInput = q.productId
    ? {
        TableName: tableName(),
        IndexName: INDEX.collection,
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :low AND :high',
        ExpressionAttributeValues: { ':pk': productStockLogPk(tenant, q.productId), ':low': low, ':high': high },
      }
    : {
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
        ExpressionAttributeValues: { ':pk': stockLogPk(tenant), ':low': low, ':high': high },
      };
  if (low > high) return { data: [], more: false };
  const want = q.offset + q.limit + 1;
  const items: Array<Record<string, unknown>> = [];
  for await (const res of queryPages(() => ({ ...base, ScanIndexForward: false, Limit: Math.min(1000, want - items.length) }))) {
    items.push(...(res.Items ?? []));
    if (items.length >= want) break;
  }
  const data = items.slice(q.offset, want - 1).map((i) => stockLogItem.fromItem(i));
  // Read to the end of the period: the total is known without a count.
  return items.length >= want ? { data, more: true } : { data, total: items.length, more: false };
}
