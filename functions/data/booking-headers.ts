import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { bookingItem, bookingKey, type BookingItem } from './entities/booking';

/** Booking headers by id: BatchGetItem in chunks of 100, unprocessed keys retried; missing ids are left out. */
export async function bookingHeaders(tenant: string, ids: readonly string[]): Promise<Map<string, BookingItem>> {
  const found = new Map<string, BookingItem>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Array<Record<string, unknown>> | undefined = unique.slice(i, i + 100).map((id) => bookingKey(tenant, id));
    for (let attempt = 0; keys?.length && attempt < 5; attempt++) {
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
