import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { PosSale } from '../../shared/domain/pos/pos';
import type { StockMovement } from '../../shared/domain/product/product';
import { planMovement, type StockActor } from '../../shared/domain/product/stock-movement';
import { NotFoundError } from '../../shared/errors';
import { db, tableName } from './client';
import { posSaleCounterKey, posSaleDayPk, posSaleKey, posSaleKeys } from './entities/pos-sale';
import { readProduct, stockMovementWrites } from './stock';
import { INDEX } from './table-definition';
import type { TransactItem } from './transactions';

/**
 * POS sales (docs/decisions.md "Point of sale"). Keys:
 *   a sale:        pk `T#<t>#POSSALE`, sk `SALE#<saleId>`   (GetItem by id; `attribute_not_exists` makes a sale once)
 *   by day:        gsi1pk `T#<t>#POSSALEDAY`, gsi1sk `<day>#<no, 10 digits>` (the list and the stats: one Query)
 *   the counter:   pk `T#<t>#POSSALE`, sk `COUNTER` {lastNo}  (gap-free numbers: written with `lastNo = :read`)
 * The sale id comes from the client's idempotency key (`ps-<key>`), so a double click finds its sale.
 */
const META = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'entityType'];

export const saleIdOf = (key: string) => `ps-${key}`;

function strip(item: Record<string, unknown>): PosSale {
  const copy = { ...item };
  for (const k of META) delete copy[k];
  return copy as PosSale;
}

/** The sale, or null. */
export async function getSale(tenant: string, id: string): Promise<PosSale | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: posSaleKey(tenant, id), ConsistentRead: true }));
  return res.Item ? strip(res.Item) : null;
}

export async function getSaleOrThrow(tenant: string, id: string): Promise<PosSale> {
  const sale = await getSale(tenant, id);
  if (!sale) throw new NotFoundError(`sale ${id} does not exist`);
  return sale;
}

/** The last number given (0: none yet). */
export async function readSaleCounter(tenant: string): Promise<number> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: posSaleCounterKey(tenant), ConsistentRead: true }));
  return (res.Item?.lastNo as number | undefined) ?? 0;
}

/** The new sale (once: its id must be new) and the counter moved from `read` to its number, for one transaction. */
export function saleWrites(tenant: string, sale: PosSale, read: number): TransactItem[] {
  const T = tableName();
  return [
    {
      Put: {
        TableName: T,
        Item: { ...posSaleKeys(tenant, sale), ...sale },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: T,
        Key: posSaleCounterKey(tenant),
        UpdateExpression: 'SET lastNo = :next',
        ConditionExpression: read === 0 ? 'attribute_not_exists(lastNo)' : 'lastNo = :read',
        ExpressionAttributeValues: { ':next': sale.no, ...(read === 0 ? {} : { ':read': read }) },
      },
    },
  ];
}

/** The update that voids a sale inside another transaction. */
export function voidSaleWrite(tenant: string, id: string, reason: string, now: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: posSaleKey(tenant, id),
      UpdateExpression: 'SET #s = :v, voidReason = :r, voidedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND #s = :done',
      ExpressionAttributeNames: { '#s': 'state' },
      ExpressionAttributeValues: { ':v': 'voided', ':r': reason, ':now': now, ':done': 'done' },
    },
  };
}

/** The sales of days `from`..`to` (inclusive), newest first, at most `limit` (one Query, paged). */
export async function listSales(tenant: string, from: string, to: string, limit: number): Promise<PosSale[]> {
  const out: PosSale[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: INDEX.collection,
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': posSaleDayPk(tenant), ':lo': from, ':hi': `${to}#~` },
        ScanIndexForward: false,
        Limit: Math.min(500, limit - out.length),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    out.push(...(res.Items ?? []).map(strip));
    start = res.LastEvaluatedKey;
  } while (start && out.length < limit);
  return out;
}

/**
 * The stock movements for what a change sells (quantity > 0) or gives back (< 0), one per tracked product (a
 * transaction names an item once), read fresh: untracked products move nothing. 404 for an unknown product, 409
 * INSUFFICIENT_STOCK when a sale takes more than there is.
 */
export async function stockWritesFor(
  tenant: string,
  sold: ReadonlyArray<{ product: string; quantity: number }>,
  note: string,
  actor: StockActor,
): Promise<{ writes: TransactItem[]; movements: StockMovement[]; tracked: Set<string> }> {
  const per = new Map<string, number>();
  for (const s of sold) per.set(s.product, (per.get(s.product) ?? 0) + s.quantity);
  const writes: TransactItem[] = [];
  const movements: StockMovement[] = [];
  const tracked = new Set<string>();
  for (const [id, quantity] of per) {
    if (quantity === 0) continue;
    const product = await readProduct(tenant, id);
    if (!product) throw new NotFoundError(`product ${id} does not exist`);
    if (!product.stock.tracked) continue;
    tracked.add(id);
    const now = new Date();
    const movement = planMovement(product, { productId: id, change: -quantity, reason: quantity > 0 ? 'sale' : 'return', note }, actor, {
      now,
      id: ulid(now.getTime()),
    });
    movements.push(movement);
    writes.push(...stockMovementWrites(tenant, product, movement));
  }
  return { writes, movements, tracked };
}
