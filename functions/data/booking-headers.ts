import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { bookingItem, bookingKey, type BookingItem } from './entities/booking';

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
