import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { BookingCancelled, BookingCreated } from '../../events/booking-events';
import type { Claim } from '../../shared/domain/inventory/claims';
import { db, tableName } from './client';
import {
  bookingHistoryItem,
  bookingHistoryKey,
  bookingHeaderItem,
  bookingItem,
  bookingKey,
  bookingNoCounterItem,
  bookingNoCounterKey,
  type BookingItem,
} from './entities/booking';
import { cabinGenderItem, cabinGenderKey, claimItem, claimKey } from './entities/inventory';
import { outboxPut } from './outbox';
import type { TransactItem } from './transactions';

/**
 * The booking aggregate's reads and its two writes (docs/decisions.md, "Booking core"): a create and a cancel,
 * each ONE TransactWriteItems holding the header, the inventory items it takes or releases, the booking number
 * (create) or the previous version (cancel), the cabin gender items and the outbox event.
 */

/** A non-mixed cabin's gender item as a booking takes it: `present` when it was read as existing (same gender). */
export interface GenderTake {
  schedule: string;
  cabin: string;
  gender: 'm' | 'f';
  beds: number;
  present: boolean;
}

/** A non-mixed cabin's gender item as a cancel releases it: `holders` as read now. */
export interface GenderRelease {
  schedule: string;
  cabin: string;
  beds: number;
  holders: number;
}

export type CreateOutcome = { ok: true } | { ok: false; taken: Claim } | { ok: false; retry: string };
export type CancelOutcome = { ok: true } | { ok: false; retry: string };

/** How many actions a create (or the matching cancel) sends: claims, gender items, header, counter or history, outbox. */
export function bookingActionCount(claims: number, genders: number): number {
  return claims + genders + 3;
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

/** Holders of a non-mixed cabin's gender item on a schedule (consistent); 0 when there is none. */
export async function cabinGenderHolders(tenant: string, schedule: string, cabin: string): Promise<number> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: cabinGenderKey(tenant, schedule, cabin), ConsistentRead: true }));
  return res.Item ? cabinGenderItem.fromItem(res.Item).holders : 0;
}

const headerItem = bookingHeaderItem;
const eventOf = (b: BookingItem) => ({
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

function genderReleaseAction(tenant: string, g: GenderRelease): TransactItem {
  const Key = cabinGenderKey(tenant, g.schedule, g.cabin);
  const values = { ':read': g.holders };
  if (g.holders <= g.beds) {
    return { Delete: { TableName: tableName(), Key, ConditionExpression: 'holders = :read', ExpressionAttributeValues: values } };
  }
  return {
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: 'SET holders = :next',
      ConditionExpression: 'holders = :read',
      ExpressionAttributeValues: { ...values, ':next': g.holders - g.beds },
    },
  };
}

/** Why a transaction was cancelled, per action ('None' for the actions that were fine). */
async function send(items: TransactItem[]): Promise<string[] | undefined> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
    return undefined;
  } catch (err) {
    if (err instanceof TransactionCanceledException) return (err.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
    throw err;
  }
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
  const counter: TransactItem =
    readNo === undefined
      ? {
          Put: {
            TableName: T,
            Item: bookingNoCounterItem.toItem(bookingNoCounterKey(tenant), { lastNo: booking.bookingNo }),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }
      : {
          Put: {
            TableName: T,
            Item: bookingNoCounterItem.toItem(bookingNoCounterKey(tenant), { lastNo: booking.bookingNo }),
            ConditionExpression: 'lastNo = :read',
            ExpressionAttributeValues: { ':read': readNo },
          },
        };
  const items: TransactItem[] = [
    ...claims.map((c) => ({ Put: { TableName: T, Item: claimItem(tenant, c), ConditionExpression: 'attribute_not_exists(pk)' } })),
    ...genders.map((g) => genderTakeAction(tenant, g)),
    { Put: { TableName: T, Item: headerItem(tenant, booking), ConditionExpression: 'attribute_not_exists(pk)' } },
    counter,
    outboxPut(tenant, BookingCreated, eventOf(booking), new Date(booking.createdAt)),
  ];
  const reasons = await send(items);
  if (!reasons) return { ok: true };
  const taken = reasons.findIndex((code, i) => i < claims.length && code === 'ConditionalCheckFailed');
  if (taken >= 0) return { ok: false, taken: claims[taken] as Claim };
  return { ok: false, retry: reasons.join(',') };
}

/**
 * Cancels a booking: the header's next version (condition `version = :read`), the previous version as history,
 * every claim item deleted with `ownerId = :id`, the gender items released and the booking.cancelled event, in one
 * transaction. A header changed meanwhile (a concurrent cancel), a gender item changed or a conflict answers
 * `retry`; an item not held by the booking is a broken invariant and throws.
 */
export async function cancelBooking(
  tenant: string,
  current: BookingItem,
  next: BookingItem,
  claims: Claim[],
  genders: GenderRelease[],
): Promise<CancelOutcome> {
  const T = tableName();
  const items: TransactItem[] = [
    ...claims.map((c) => ({
      Delete: { TableName: T, Key: claimKey(tenant, c), ConditionExpression: 'ownerId = :id', ExpressionAttributeValues: { ':id': current.id } },
    })),
    ...genders.map((g) => genderReleaseAction(tenant, g)),
    {
      Put: {
        TableName: T,
        Item: headerItem(tenant, next),
        ConditionExpression: 'version = :read',
        ExpressionAttributeValues: { ':read': current.version },
      },
    },
    {
      Put: {
        TableName: T,
        Item: bookingHistoryItem.toItem(bookingHistoryKey(tenant, current.id, current.version), current),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    outboxPut(tenant, BookingCancelled, eventOf(next), new Date(next.updatedAt)),
  ];
  const reasons = await send(items);
  if (!reasons) return { ok: true };
  // A concurrent cancel won: its deletes fail our item conditions too; the caller re-reads the header.
  if (reasons[claims.length + genders.length] === 'ConditionalCheckFailed') return { ok: false, retry: 'header changed' };
  const lost = reasons.findIndex((code, i) => i < claims.length && code === 'ConditionalCheckFailed');
  if (lost >= 0) throw new Error(`Booking ${current.id} does not hold ${JSON.stringify(claims[lost])}`);
  return { ok: false, retry: reasons.join(',') };
}
