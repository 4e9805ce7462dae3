import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { bookingItem, bookingKey, bookingNoCounterItem, bookingNoCounterKey, type BookingItem } from './entities/booking';

/**
 * The booking aggregate's reads. Its writes, a create included, are THE change primitive:
 * functions/data/booking-changes.ts (docs/decisions/actor.md, "One create path").
 */

/** One booking header (consistent), or null. */
export async function getBooking(tenant: string, id: string): Promise<BookingItem | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: bookingKey(tenant, id), ConsistentRead: true }));
  return res.Item ? bookingItem.fromItem(res.Item) : null;
}

/** The tenant's last booking number (consistent); undefined before the first booking. */
export async function lastBookingNo(tenant: string): Promise<number | undefined> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: bookingNoCounterKey(tenant), ConsistentRead: true }));
  return res.Item ? bookingNoCounterItem.fromItem(res.Item).lastNo : undefined;
}

export const eventOf = (b: BookingItem) => ({
  bookingId: b.id,
  bookingNo: b.bookingNo,
  state: b.state,
  ...(b.resort !== undefined ? { resort: b.resort } : {}),
  ...(b.schedule !== undefined ? { schedule: b.schedule } : {}),
  ...(b.agency !== undefined ? { agency: b.agency } : {}),
  ...(b.customer !== undefined ? { customer: b.customer } : {}),
});
