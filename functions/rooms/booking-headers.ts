import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../data/client';
import { bookingItem, bookingKey, type BookingItem } from '../data/entities/booking';

/** Booking headers by id: BatchGet of 100 keys at a time (unprocessed keys read again); missing ones are left out. */
export async function bookingHeaders(tenant: string, ids: string[]): Promise<Map<string, BookingItem>> {
  const found = new Map<string, BookingItem>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(i, i + 100).map((id) => bookingKey(tenant, id));
    for (let attempt = 0; keys && keys.length > 0 && attempt < 8; attempt++) {
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
