import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_STAY_NIGHTS, daysBetween } from '../../shared/domain/inventory/stay';
import { db, tableName } from './client';
import { bookingCountsItem, bookingCountsKey, bookingListPk, type BookingItem } from './entities/booking';
import { queryPages } from './paging';
import { INDEX } from './table-definition';
import type { TransactItem } from './transactions';

/**
 * The tenant's booking counts (docs/decisions/booking.md, "Counts"): one item beside the number counters with
 * `total`, `state_<state>` and `year_<yyyy>` (check-in year, else the year created), and for the bookings that hold a
 * stay (STAYING_STATES) `nights_<n>` by their nights (0 without dates), which bounds how far back a range read must
 * start (longestStayOf). Every change of headers adds its net deltas in its own transaction (bookingCountsAction), so
 * the counts are exact whenever the headers are.
 */
export type BookingCounts = Record<string, number>;

type Counted = Pick<BookingItem, 'state' | 'checkIn' | 'checkOut' | 'createdAt'>;

/** The states whose bookings are in the house on their nights (the start page's and the calendars' bookings). */
export const STAYING_STATES = ['draft', 'confirmed', 'planned', 'resolved', 'waiting'] as const;
const staying = new Set<string>(STAYING_STATES);

const yearOf = (b: Counted) => (b.checkIn ?? b.createdAt).slice(0, 4);
const nightsOf = (b: Counted) => (b.checkIn && b.checkOut ? Math.max(0, daysBetween(b.checkIn, b.checkOut)) : 0);

/** The count attributes one header adds to. */
export function countKeysOf(b: Counted): string[] {
  const keys = ['total', `state_${b.state}`, `year_${yearOf(b)}`];
  if (staying.has(b.state)) keys.push(`nights_${nightsOf(b)}`);
  return keys;
}

/**
 * The longest stay among the tenant's staying bookings, from the counts: a booking in the house on `day` checked in
 * at most that many nights before it. MAX_STAY_NIGHTS when the counts cannot tell: the nights do not add up to the
 * staying bookings (a counts item written before the nights were counted, until a recount).
 */
export function longestStayOf(counts: BookingCounts): number {
  let longest = 0;
  let counted = 0;
  for (const [key, n] of Object.entries(counts)) {
    if (!key.startsWith('nights_') || n <= 0) continue;
    counted += n;
    longest = Math.max(longest, Number(key.slice(7)));
  }
  const stayingBookings = STAYING_STATES.reduce((sum, s) => sum + Math.max(0, counts[`state_${s}`] ?? 0), 0);
  return counted === stayingBookings && Number.isInteger(longest) ? longest : MAX_STAY_NIGHTS;
}

/** The net deltas of headers `before` → `after` (zero deltas left out). */
export function countDeltas(before: readonly Counted[], after: readonly Counted[]): Map<string, number> {
  const deltas = new Map<string, number>();
  const add = (b: Counted, d: number) => {
    for (const key of countKeysOf(b)) deltas.set(key, (deltas.get(key) ?? 0) + d);
  };
  for (const b of before) add(b, -1);
  for (const b of after) add(b, +1);
  for (const [key, d] of deltas) if (d === 0) deltas.delete(key);
  return deltas;
}

/**
 * The ONE Update of the counts item that a change of headers `before` → `after` needs (ADD of each net delta), or
 * none when nothing counted changes. One action per transaction: DynamoDB forbids two on the same item.
 */
export function bookingCountsAction(tenant: string, before: readonly Counted[], after: readonly Counted[]): TransactItem[] {
  const deltas = [...countDeltas(before, after)];
  if (deltas.length === 0) return [];
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const adds = deltas.map(([key, d], i) => {
    names[`#c${i}`] = key;
    values[`:c${i}`] = d;
    return `#c${i} :c${i}`;
  });
  return [
    {
      Update: {
        TableName: tableName(),
        Key: bookingCountsKey(tenant),
        UpdateExpression: `SET entityType = :type ADD ${adds.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':type': bookingCountsItem.entityType },
      },
    },
  ];
}

/** The tenant's counts (one Get; an absent item: no bookings yet). */
export async function readBookingCounts(tenant: string): Promise<BookingCounts> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: bookingCountsKey(tenant) }));
  return res.Item ? bookingCountsItem.fromItem(res.Item) : {};
}

/** The counts of headers (for a recount and for tests). */
export function countsOf(headers: readonly Counted[]): BookingCounts {
  return Object.fromEntries(countDeltas([], headers));
}

/** The years with bookings, ascending, from the counts. */
export function yearsOf(counts: BookingCounts): number[] {
  return Object.entries(counts)
    .filter(([key, n]) => key.startsWith('year_') && n > 0)
    .map(([key]) => Number(key.slice(5)))
    .sort((a, b) => a - b);
}

/**
 * Counts the tenant's headers again from the list index and writes the counts item (admin repair, seeds, imports):
 * reads the whole list, so never on a request path of a list. Concurrent changes between the read and the Put are
 * lost; run it when the tenant is quiet.
 */
export async function recountBookings(tenant: string): Promise<BookingCounts> {
  const headers: Counted[] = [];
  for await (const res of queryPages({
    TableName: tableName(),
    IndexName: INDEX.collection,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': bookingListPk(tenant) },
    ProjectionExpression: '#s, checkIn, checkOut, createdAt',
    ExpressionAttributeNames: { '#s': 'state' },
  })) {
    for (const item of res.Items ?? []) headers.push(item as Counted);
  }
  const counts = countsOf(headers);
  await db().send(new PutCommand({ TableName: tableName(), Item: bookingCountsItem.toItem(bookingCountsKey(tenant), counts) }));
  return counts;
}
