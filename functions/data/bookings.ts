import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { BookingCreated } from '../../events/booking-events';
import type { Claim } from '../../shared/domain/inventory/claims';
import { db, tableName } from './client';
import { counterAction, readCounter, sendTransaction, type CounterUse } from './booking-changes';
import {
  BOOKINGNO_SK,
  bookingHeaderItem,
  bookingItem,
  bookingKey,
  bookingNoCounterItem,
  bookingNoCounterKey,
  OFFERNO_SK,
  RESERVATIONNO_SK,
  type BookingItem,
} from './entities/booking';
import { cabinGenderItem, cabinGenderKey, claimItem } from './entities/inventory';
import { outboxPut } from './outbox';
import { todoIndexWrites, withRuleTodos } from './todos';
import type { TransactItem } from './transactions';

/**
 * The booking aggregate's reads and its create (docs/decisions.md, "Booking core"): ONE TransactWriteItems holding
 * the header, the inventory items it takes, the booking number (and the offer or reservation number), the cabin
 * gender items and the outbox event. Every later change (cancel included) is functions/data/booking-changes.ts.
 */

/** A non-mixed cabin's gender item as a booking takes it: `present` when it was read as existing (same gender). */
export interface GenderTake {
  schedule: string;
  cabin: string;
  gender: 'm' | 'f';
  beds: number;
  present: boolean;
}

export type CreateOutcome = { ok: true; booking: BookingItem } | { ok: false; taken: Claim } | { ok: false; retry: string };

/** How many actions a create sends: claims, gender items, header, booking number, offer or reservation number, outbox. */
export function bookingActionCount(claims: number, genders: number): number {
  return claims + genders + 4;
}

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

const headerItem = bookingHeaderItem;
export const eventOf = (b: BookingItem) => ({
  bookingId: b.id,
  bookingNo: b.bookingNo,
  state: b.state,
  ...(b.resort !== undefined ? { resort: b.resort } : {}),
  ...(b.schedule !== undefined ? { schedule: b.schedule } : {}),
  ...(b.agency !== undefined ? { agency: b.agency } : {}),
  ...(b.customer !== undefined ? { customer: b.customer } : {}),
});

function genderTakeAction(tenant: string, g: GenderTake): TransactItem {
  const Key = cabinGenderKey(tenant, g.schedule, g.cabin);
  if (!g.present) {
    return {
      Put: {
        TableName: tableName(),
        Item: cabinGenderItem.toItem(Key, { gender: g.gender, holders: g.beds }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }
  return {
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: 'ADD holders :n',
      ConditionExpression: 'gender = :g',
      ExpressionAttributeValues: { ':n': g.beds, ':g': g.gender },
    },
  };
}

/** The offer number of a draft and the reservation number of a confirmed booking, read for its create. */
async function numbersAtCreate(tenant: string, booking: BookingItem): Promise<{ booking: BookingItem; bookingNo: number; counters: CounterUse[] }> {
  const sk = booking.state === 'draft' ? OFFERNO_SK : booking.state === 'confirmed' ? RESERVATIONNO_SK : undefined;
  if (sk === undefined) return { booking, bookingNo: booking.bookingNo, counters: [] };
  const read = await readCounter(tenant, sk);
  const next = (read ?? 0) + 1;
  const numbers = sk === OFFERNO_SK ? { offerNo: next } : { reservationNo: next, reservationDate: booking.createdAt };
  return { booking: { ...booking, ...numbers }, bookingNo: booking.bookingNo, counters: [{ sk, read, next }] };
}

/**
 * Creates a booking with everything it takes, all or nothing: each claim item Put with attribute_not_exists(pk),
 * the gender items, the header Put (attribute_not_exists), the booking number (`lastNo = :read`, or
 * attribute_not_exists for the first) and the booking.created event. A taken claim answers which one; a lost race
 * for the counter, a gender item that changed or a transaction conflict answers `retry`.
 */
export async function createBooking(
  tenant: string,
  booking: BookingItem,
  claims: Claim[],
  genders: GenderTake[],
  readNo: number | undefined,
): Promise<CreateOutcome> {
  const T = tableName();
  // The offer number (a draft) or reservation number (confirmed), gap-free, in the same transaction.
  const numbered = await numbersAtCreate(tenant, booking);
  // The todos of the rules, with their index items (functions/data/todos.ts), in the same transaction.
  const header = await withRuleTodos(tenant, numbered.booking);
  const counters: CounterUse[] = [{ sk: BOOKINGNO_SK, read: readNo, next: numbered.bookingNo }, ...numbered.counters];
  const items: TransactItem[] = [
    ...claims.map((c) => ({ Put: { TableName: T, Item: claimItem(tenant, c), ConditionExpression: 'attribute_not_exists(pk)' } })),
    ...genders.map((g) => genderTakeAction(tenant, g)),
    { Put: { TableName: T, Item: headerItem(tenant, header), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...counters.map((c) => counterAction(tenant, c)),
    outboxPut(tenant, BookingCreated, eventOf(booking), new Date(booking.createdAt)),
    ...todoIndexWrites(tenant, undefined, header),
  ];
  const reasons = await sendTransaction(items);
  if (!reasons) return { ok: true, booking: header };
  const taken = reasons.findIndex((code, i) => i < claims.length && code === 'ConditionalCheckFailed');
  if (taken >= 0) return { ok: false, taken: claims[taken] as Claim };
  return { ok: false, retry: reasons.join(',') };
}
