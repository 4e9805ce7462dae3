import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Claim } from '../../shared/domain/inventory/claims';
import { bookingCountsAction } from './booking-counts';
import { db, tableName } from './client';
import {
  bookingCounterItem,
  bookingCounterKey,
  bookingHeaderItem,
  bookingHistoryItem,
  bookingHistoryKey,
  type BookingCounter,
  type BookingItem,
} from './entities/booking';
import { bookingSearchActions } from './booking-search';
import { cabinGenderItem, cabinGenderKey, claimItem, claimKey } from './entities/inventory';
import type { TransactItem } from './transactions';
import { getItem } from './read-round';

/**
 * THE change primitive of the booking lifecycle (docs/decisions.md, "Booking lifecycle"): every change of an existing
 * booking is ONE TransactWriteItems of
 *   the inventory items it takes (Put, attribute_not_exists(pk)) — first, so a cancellation reason names them —,
 *   the items it releases (Delete, ownerId = :id), the cabin gender items (net per cabin, conditioned on the read),
 *   the header's next version (Put, version = :read), the previous version as history item (HISTORY#<v>),
 *   the number counters it uses (lastNo = :read), new bookings it creates (rebook, split), their search index and
 *   number lookup items (net, functions/data/booking-search.ts), the outbox event, and the booking counts' net deltas
 *   (ADD, functions/data/booking-counts.ts).
 * A new booking is the same change without a header before it (functions/booking/bookings/service.ts).
 * Nothing is partial: a taken unit, a changed header or counter cancels the whole transaction.
 */

/** A counter the change uses: read as `read` (undefined: none yet), written as `next`. */
export interface CounterUse {
  sk: BookingCounter;
  read: number | undefined;
  next: number;
}

/** A non-mixed cabin's gender item: as read (undefined: absent) and its holders after the change (taken − released). */
export interface GenderChange {
  schedule: string;
  cabin: string;
  read: { gender: 'm' | 'f'; holders: number } | undefined;
  holders: number;
  gender: 'm' | 'f';
}

export interface BookingChange {
  /** The header as read; undefined when the change creates booking `next` (Put, attribute_not_exists; no history). */
  current: BookingItem | undefined;
  next: BookingItem;
  take: Claim[];
  release: Claim[];
  genders: GenderChange[];
  counters: CounterUse[];
  /** New bookings written with the change (their claims are in `take`). */
  created: BookingItem[];
  /** Units passing from one booking to another in the change (rebook over the same nights): Put `ownerId = :from`. */
  transfer?: { claim: Claim; from: string }[];
  /** Other existing bookings changed with it (rebook reverted): header by version + history, claims in take/release. */
  companions?: { current: BookingItem; next: BookingItem }[];
  /** The outbox Put (built by the caller with outboxPut). */
  event: TransactItem;
  /** Derived items written with the change, after the event (the todo index: functions/data/todos.ts). */
  extra?: TransactItem[];
}

export type ChangeOutcome = { ok: true } | { ok: false; taken: Claim } | { ok: false; retry: string };

/** The headers a change writes (current → next; companions) and the bookings it creates. */
function headersOf(c: Pick<BookingChange, 'next' | 'created' | 'companions'> & { current?: BookingItem }) {
  const headers = [...(c.current ? [{ current: c.current, next: c.next }] : []), ...(c.companions ?? [])];
  return { headers, created: c.current ? c.created : [c.next, ...c.created] };
}

/**
 * How many actions a change sends (DynamoDB allows 100 per transaction). With `current` and `next` (the headers after
 * numbering) it counts the search index and number lookup writes too (functions/data/booking-search.ts).
 */
export function changeActionCount(c: Omit<BookingChange, 'event' | 'current' | 'next'> & { current?: BookingItem; next?: BookingItem }): number {
  const { headers, created } = c.next ? headersOf({ ...c, next: c.next }) : { headers: [], created: [] };
  return (
    // Only counted: any valid tenant id builds the same number of writes.
    bookingSearchActions('count', headers, created).length +
    (c.extra?.length ?? 0) +
    c.take.length +
    c.release.length +
    c.genders.length +
    c.counters.length +
    c.created.length +
    2 * (c.companions?.length ?? 0) +
    (c.transfer?.length ?? 0) +
    // the header, its history and the outbox event; and the booking counts' one Update (functions/data/booking-counts.ts)
    4
  );
}

/** A cabin's gender item (consistent), or undefined. */
export async function readCabinGender(tenant: string, schedule: string, cabin: string): Promise<GenderChange['read']> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: cabinGenderKey(tenant, schedule, cabin), ConsistentRead: true }));
  if (!res.Item) return undefined;
  const item = cabinGenderItem.fromItem(res.Item);
  return { gender: item.gender, holders: item.holders };
}

/** A counter's last number (consistent); undefined before the first. */
export async function readCounter(tenant: string, sk: BookingCounter): Promise<number | undefined> {
  const item = await getItem(bookingCounterKey(tenant, sk), true);
  return item ? bookingCounterItem(sk).fromItem(item).lastNo : undefined;
}

/** The counter Put: `lastNo = :read`, or attribute_not_exists for the first number (gap-free: only a written change uses one). */
export function counterAction(tenant: string, c: CounterUse): TransactItem {
  const Item = bookingCounterItem(c.sk).toItem(bookingCounterKey(tenant, c.sk), { lastNo: c.next });
  return c.read === undefined
    ? { Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' } }
    : { Put: { TableName: tableName(), Item, ConditionExpression: 'lastNo = :read', ExpressionAttributeValues: { ':read': c.read } } };
}

/** The gender item's write, conditioned on what was read (a change meanwhile cancels and the caller plans again). */
export function genderAction(tenant: string, g: GenderChange): TransactItem {
  const T = tableName();
  const Key = cabinGenderKey(tenant, g.schedule, g.cabin);
  if (!g.read) {
    return {
      Put: { TableName: T, Item: cabinGenderItem.toItem(Key, { gender: g.gender, holders: g.holders }), ConditionExpression: 'attribute_not_exists(pk)' },
    };
  }
  const values = { ':read': g.read.holders };
  if (g.holders <= 0) return { Delete: { TableName: T, Key, ConditionExpression: 'holders = :read', ExpressionAttributeValues: values } };
  return {
    Update: {
      TableName: T,
      Key,
      UpdateExpression: 'SET holders = :next, gender = :g',
      ConditionExpression: 'holders = :read',
      ExpressionAttributeValues: { ...values, ':next': g.holders, ':g': g.gender },
    },
  };
}

/** Sends a transaction: undefined when written, else the cancellation reason per action ('None' where fine). */
export async function sendTransaction(items: TransactItem[]): Promise<string[] | undefined> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
    return undefined;
  } catch (err) {
    if (err instanceof TransactionCanceledException) return (err.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
    throw err;
  }
}

/**
 * Writes one change of a booking, all or nothing. A header changed meanwhile, a counter or gender item changed or a
 * transaction conflict answers `retry`; a unit to take that is held answers `taken`; an item to release that the
 * booking does not hold (with the header unchanged) is a broken invariant and throws.
 */
export async function commitBookingChange(tenant: string, c: BookingChange): Promise<ChangeOutcome> {
  const T = tableName();
  const { headers, created } = headersOf(c);
  const items: TransactItem[] = [
    ...c.take.map((claim) => ({ Put: { TableName: T, Item: claimItem(tenant, claim), ConditionExpression: 'attribute_not_exists(pk)' } })),
    ...c.release.map((claim) => ({
      Delete: { TableName: T, Key: claimKey(tenant, claim), ConditionExpression: 'ownerId = :id', ExpressionAttributeValues: { ':id': claim.owner.id } },
    })),
    ...(c.transfer ?? []).map((t) => ({
      Put: { TableName: T, Item: claimItem(tenant, t.claim), ConditionExpression: 'ownerId = :from', ExpressionAttributeValues: { ':from': t.from } },
    })),
    ...c.genders.map((g) => genderAction(tenant, g)),
    ...headers.map((h) => ({
      Put: {
        TableName: T,
        Item: bookingHeaderItem(tenant, h.next),
        ConditionExpression: 'version = :read',
        ExpressionAttributeValues: { ':read': h.current.version },
      },
    })),
    ...headers.map((h) => ({
      Put: {
        TableName: T,
        Item: bookingHistoryItem.toItem(bookingHistoryKey(tenant, h.current.id, h.current.version), h.current),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
    ...c.counters.map((counter) => counterAction(tenant, counter)),
    ...created.map((b) => ({ Put: { TableName: T, Item: bookingHeaderItem(tenant, b), ConditionExpression: 'attribute_not_exists(pk)' } })),
    // The search index and number lookups of every header written (net: nothing when no searched field changed).
    ...bookingSearchActions(tenant, headers, created),
    c.event,
    ...(c.extra ?? []),
    // Last, so the reasons' indexes above stay as they are: the counts' net deltas (none when nothing counted changes).
    ...bookingCountsAction(
      tenant,
      headers.map((h) => h.current),
      [...headers.map((h) => h.next), ...created],
    ),
  ];
  if (items.length > 100) throw new Error(`A booking change holds at most 100 actions, got ${items.length}`);
  const reasons = await sendTransaction(items);
  if (!reasons) return { ok: true };
  const moved = c.take.length + c.release.length + (c.transfer?.length ?? 0);
  const header = moved + c.genders.length;
  if (reasons.slice(header, header + headers.length).includes('ConditionalCheckFailed')) return { ok: false, retry: 'header changed' };
  const taken = reasons.findIndex((code, i) => i < c.take.length && code === 'ConditionalCheckFailed');
  if (taken >= 0) return { ok: false, taken: c.take[taken] as Claim };
  const lost = reasons.findIndex((code, i) => i >= c.take.length && i < moved && code === 'ConditionalCheckFailed');
  if (lost >= 0) throw new Error(`A released unit is not held by its booking: ${JSON.stringify([...c.release, ...(c.transfer ?? [])][lost - c.take.length])}`);
  return { ok: false, retry: reasons.join(',') };
}
