import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { BOOKING_SEARCH_WRITES } from '../../shared/domain/booking/search-writes';
import { db, tableName } from './client';
import { bookingListSk, type BookingItem } from './entities/booking';
import { bookingNumberItem, bookingNumberKey, type NumberKind } from './entities/search-index';
import { batchWriteAll } from './paging';
import { searchIds, searchIndexChange, searchTokens, type IndexEntry } from './search-index';
import type { TransactItem } from './transactions';

/**
 * The bookings' search index and number lookups (docs/decisions/platform.md, "Search index"): a booking is found by the
 * words of its lead customer's name and of its references (agency reference, voucher), and by its booking and
 * reservation number through a lookup item (a key read). Written by commitBookingChange in the change's own
 * transaction, as the net difference of every header the change writes.
 */

/**
 * The most index items of one booking: with its number lookup the search costs a created booking at most
 * BOOKING_SEARCH_WRITES actions of its change's transaction (the create reserves them: shared/domain/booking/create.ts;
 * changeActionCount counts them for every change).
 */
export const MAX_BOOKING_TOKENS = BOOKING_SEARCH_WRITES - 1;

/** The tokens a booking is found by (name words first); the matches of one token come in the list's order (check-in, id). */
export function bookingSearchEntry(b: BookingItem): IndexEntry {
  const tokens = searchTokens({ words: [b.customerName, ...(b.references ?? []).map((r) => r.value)] }, MAX_BOOKING_TOKENS);
  return { id: b.id, tokens, order: bookingListSk(b) };
}

function numberWrites(tenant: string, kind: NumberKind, id: string, before: number | undefined, after: number | undefined): TransactItem[] {
  if (before === after) return [];
  const T = tableName();
  return [
    ...(before !== undefined ? [{ Delete: { TableName: T, Key: bookingNumberKey(tenant, kind, before) } }] : []),
    ...(after !== undefined ? [{ Put: { TableName: T, Item: bookingNumberItem.toItem(bookingNumberKey(tenant, kind, after), { booking: id }) } }] : []),
  ];
}

/** The index and lookup writes of one header going from `before` (undefined: new) to `after`. */
export function bookingSearchChange(tenant: string, before: BookingItem | undefined, after: BookingItem): TransactItem[] {
  return [
    ...searchIndexChange(tenant, 'BOOKING', before ? bookingSearchEntry(before) : undefined, bookingSearchEntry(after)),
    ...numberWrites(tenant, 'BOOKINGNO', after.id, before?.bookingNo, after.bookingNo),
    ...numberWrites(tenant, 'RESERVATIONNO', after.id, before?.reservationNo, after.reservationNo),
  ];
}

/** Every index write of a change: its headers (current → next, companions) and the bookings it creates. */
export function bookingSearchActions(
  tenant: string,
  headers: ReadonlyArray<{ current: BookingItem | undefined; next: BookingItem }>,
  created: readonly BookingItem[],
): TransactItem[] {
  return [...headers.map((h) => bookingSearchChange(tenant, h.current, h.next)), ...created.map((b) => bookingSearchChange(tenant, undefined, b))].flat();
}

/** Every index and lookup item a stored booking has (bulk loads: the demo season; reindex compares with them). */
export function bookingSearchItems(tenant: string, b: BookingItem): Array<Record<string, unknown>> {
  return bookingSearchChange(tenant, undefined, b).flatMap((w) => (w.Put ? [w.Put.Item as Record<string, unknown>] : []));
}

/** Writes the index and lookup items of stored bookings (unconditional batch Puts). */
export async function putBookingSearch(tenant: string, bookings: readonly BookingItem[]): Promise<void> {
  await batchWriteAll(bookings.flatMap((b) => bookingSearchItems(tenant, b).map((Item) => ({ PutRequest: { Item } }))));
}

/** The ids of the bookings with booking number or reservation number `no`: ONE BatchGet of both lookups. */
export async function bookingIdsByNumber(tenant: string, no: number): Promise<string[]> {
  const T = tableName();
  const keys = [bookingNumberKey(tenant, 'BOOKINGNO', no), bookingNumberKey(tenant, 'RESERVATIONNO', no)];
  const res = await db().send(new BatchGetCommand({ RequestItems: { [T]: { Keys: keys } } }));
  const found = new Map((res.Responses?.[T] ?? []).map((i) => [String(i.pk), bookingNumberItem.fromItem(i).booking]));
  // The booking number first: it is what a number usually means.
  return [...new Set(keys.flatMap((k) => found.get(k.pk) ?? []))];
}

/** The ids of the bookings whose name or reference words match the search (prefix, folded), at most `want`. */
export function bookingIdsBySearch(tenant: string, search: string, want: number, descending = false): Promise<{ ids: string[]; more: boolean } | null> {
  return searchIds(tenant, 'BOOKING', search, want, descending);
}

/**
 * The index and lookup items of a booking that are missing or differ from what its header implies (reindex): ONE
 * BatchGet of the expected keys. Items of words the header no longer has cannot be found by key and are not looked for
 * (the change transaction deletes them; a bulk load that overwrote a header might leave one).
 */
export async function missingBookingSearchItems(tenant: string, b: BookingItem): Promise<Array<Record<string, unknown>>> {
  const expected = bookingSearchItems(tenant, b);
  if (!expected.length) return [];
  const T = tableName();
  const res = await db().send(new BatchGetCommand({ RequestItems: { [T]: { Keys: expected.map((i) => ({ pk: i.pk, sk: i.sk })), ConsistentRead: true } } }));
  const stored = new Map((res.Responses?.[T] ?? []).map((i) => [`${String(i.pk)}|${String(i.sk)}`, JSON.stringify(i, Object.keys(i).sort())]));
  if (res.UnprocessedKeys?.[T]?.Keys?.length) return expected;
  return expected.filter((i) => stored.get(`${String(i.pk)}|${String(i.sk)}`) !== JSON.stringify(i, Object.keys(i).sort()));
}
