import { tableName } from './client';
import { bookingItem, bookingKey, bookingListPk, type BookingItem } from './entities/booking';
import { cursorOf, keyOfCursor } from './cursor';
import { batchGetItems, queryPages } from './paging';
import { INDEX } from './table-definition';

/**
 * Booking headers by id: BatchGetItem in chunks of 100 (batchGetItems: unprocessed keys read again, still unread
 * after 8 attempts they fail the request rather than pass for missing). Missing ids are left out.
 */
export async function bookingHeaders(tenant: string, ids: readonly string[]): Promise<Map<string, BookingItem>> {
  const found = new Map<string, BookingItem>();
  for (const item of await batchGetItems(
    [...new Set(ids)].map((id) => bookingKey(tenant, id)),
    { consistent: true, concurrency: 1 },
  )) {
    const booking = bookingItem.fromItem(item);
    found.set(booking.id, booking);
  }
  return found;
}

/**
 * One page of the booking headers checking in from..to (inclusive, by the list order of the collection index): at most
 * `limit`, from `cursor` on; `next` when more may follow (issue 23: a caller pages instead of stopping silently).
 */
export async function bookingsCheckingInPage(
  tenant: string,
  q: { from: string; to: string; limit: number; cursor?: string },
): Promise<{ items: BookingItem[]; next?: string }> {
  const items: BookingItem[] = [];
  let last: Record<string, unknown> | undefined;
  const start = keyOfCursor(q.cursor);
  const pages = queryPages((pagesRead) => ({
    TableName: tableName(),
    IndexName: INDEX.collection,
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': bookingListPk(tenant), ':from': `${q.from}#`, ':to': `${q.to}#~` },
    Limit: q.limit - items.length,
    ...(start && pagesRead === 0 ? { ExclusiveStartKey: start } : {}),
  }));
  for await (const res of pages) {
    for (const item of res.Items ?? []) items.push(bookingItem.fromItem(item));
    last = res.LastEvaluatedKey;
    if (items.length >= q.limit) break;
  }
  return { items, ...(last ? { next: cursorOf(last) } : {}) };
}
