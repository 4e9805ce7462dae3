import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { bookingItem, bookingKey, bookingListPk, type BookingItem } from './entities/booking';
import { queryPages } from './paging';
import { INDEX } from './table-definition';

/**
 * Booking headers by id: BatchGetItem in chunks of 100; unprocessed keys (throttling) are read again after a growing
 * pause, and still unread after 8 attempts they fail the request rather than pass for missing. Missing ids are left out.
 */
export async function bookingHeaders(tenant: string, ids: readonly string[]): Promise<Map<string, BookingItem>> {
  const found = new Map<string, BookingItem>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Array<Record<string, unknown>> | undefined = unique.slice(i, i + 100).map((id) => bookingKey(tenant, id));
    for (let attempt = 0; keys?.length; attempt++) {
      if (attempt === 8) throw new Error(`${keys.length} booking headers stayed unprocessed after 8 reads`);
      if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
      const res: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true } } }));
      for (const item of res.Responses?.[tableName()] ?? []) {
        const booking = bookingItem.fromItem(item);
        found.set(booking.id, booking);
      }
      keys = res.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return found;
}

/** Booking headers checking in from..to (inclusive, by the list order of the collection index), at most `limit`. */
export async function bookingsCheckingIn(tenant: string, from: string, to: string, limit = 2000): Promise<BookingItem[]> {
  const found: BookingItem[] = [];
  const pages = queryPages({
    TableName: tableName(),
    IndexName: INDEX.collection,
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': bookingListPk(tenant), ':from': `${from}#`, ':to': `${to}#~` },
  });
  for await (const res of pages) {
    for (const item of res.Items ?? []) found.push(bookingItem.fromItem(item));
    if (found.length >= limit) break;
  }
  return found.slice(0, limit);
}
