import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from './client';
import { readBookingCounts } from './booking-counts';
import { bookingItem, bookingListPk, type BookingItem } from './entities/booking';
import { filterExpression, type FilterTerm } from './filter-expression';
import { nextLimit, queryPages } from './paging';
import { INDEX } from './table-definition';

/**
 * Reads of the booking list (docs/decisions.md, "Booking list"): ONE Query of the tenant's list index (gsi1
 * `T#<t>#BOOKING`, sk `<checkIn>#<id>`), narrowed by a check-in range in the key condition, the structured filters
 * as a FilterExpression, and what DynamoDB cannot compare (a case- and accent-free name search) in `match`.
 */
export interface BookingListRead {
  filter: readonly FilterTerm[];
  /** Check-in from..to (ISO days, inclusive): the key condition, not a filter. */
  from?: string;
  to?: string;
  descending?: boolean;
  /** A test DynamoDB cannot make, applied to each header read. */
  match?: (b: ListedBooking) => boolean;
}

/** A header as listed: with its `source` (wiz's field; read here whether or not the header schema names it yet). */
export type ListedBooking = BookingItem & { source?: string };

function listed(item: Record<string, unknown>): ListedBooking {
  const booking: ListedBooking = bookingItem.fromItem(item);
  if (typeof item.source === 'string') booking.source = item.source;
  return booking;
}

function queryInput(tenant: string, read: BookingListRead): QueryCommandInput {
  const expr = filterExpression(read.filter);
  const values: Record<string, unknown> = { ':pk': bookingListPk(tenant), ...(expr?.values ?? {}) };
  let key = 'gsi1pk = :pk';
  if (read.from !== undefined && read.to !== undefined) {
    key += ' AND gsi1sk BETWEEN :from AND :to';
    Object.assign(values, { ':from': `${read.from}#`, ':to': `${read.to}#~` });
  } else if (read.from !== undefined) {
    key += ' AND gsi1sk >= :from';
    values[':from'] = `${read.from}#`;
  } else if (read.to !== undefined) {
    key += ' AND gsi1sk <= :to';
    values[':to'] = `${read.to}#~`;
  }
  return {
    TableName: tableName(),
    IndexName: INDEX.collection,
    KeyConditionExpression: key,
    ExpressionAttributeValues: values,
    ...(expr ? { FilterExpression: expr.expression, ExpressionAttributeNames: expr.names } : {}),
    ScanIndexForward: !read.descending,
  };
}

/** A list page: `total` where a count answers it (docs/decisions/booking.md "Counts"), else only `more`. */
export interface BookingListAnswer {
  data: ListedBooking[];
  total?: number;
  /** True when matches follow the page. */
  more: boolean;
}

/**
 * One page by offset. With `counted` (the counts whose sum is the read's total: nothing narrows it but maybe the
 * state) the page reads offset + size items and the total is one Get of the counts item; otherwise it reads until one
 * match beyond the page (`more`) or the end, and answers no total. Never a Select COUNT.
 */
export async function bookingListPage(
  tenant: string,
  read: BookingListRead & { counted?: readonly string[] },
  page: { offset: number; limit: number },
): Promise<BookingListAnswer> {
  const base = queryInput(tenant, read);
  const filtered = Boolean(read.match) || base.FilterExpression !== undefined;
  const counted = read.counted;
  const total = counted ? readBookingCounts(tenant).then((c) => counted.reduce((sum, key) => sum + (c[key] ?? 0), 0)) : undefined;
  // Counted: the page's own items suffice (`more` from the total); else one beyond it.
  const want = page.offset + page.limit + (counted ? 0 : 1);
  const data: ListedBooking[] = [];
  let matched = 0;
  if (page.limit > 0) {
    for await (const res of queryPages((calls) => ({ ...base, Limit: nextLimit(want - matched, filtered, calls) }))) {
      for (const item of res.Items ?? []) {
        const booking = listed(item);
        if (read.match && !read.match(booking)) continue;
        if (matched >= page.offset && data.length < page.limit) data.push(booking);
        matched++;
        if (matched >= want) break;
      }
      if (matched >= want) break;
    }
  }
  if (total) {
    const n = await total;
    return { data, total: n, more: page.offset + data.length < n };
  }
  // Read to the end of the list: every match was seen, so the total is known without a count.
  return matched < want ? { data, total: matched, more: false } : { data, more: true };
}

/** The first `limit` matches in the index order (find), reading pages sized to what is missing (twice behind a filter). */
export async function firstBookings(tenant: string, read: BookingListRead, limit: number): Promise<ListedBooking[]> {
  return (await boundedFirst(tenant, read, limit, Infinity)).found;
}

/**
 * The first `limit` matches reading at most `maxRead` headers: `complete` when the list was read to its end (what
 * was not found does not exist), false when the bound stopped the read.
 */
export async function boundedFirst(
  tenant: string,
  read: BookingListRead,
  limit: number,
  maxRead: number,
): Promise<{ found: ListedBooking[]; complete: boolean }> {
  const found: ListedBooking[] = [];
  const base = queryInput(tenant, read);
  const filtered = Boolean(read.match) || base.FilterExpression !== undefined;
  let seen = 0;
  for await (const res of queryPages((calls) => ({
    ...base,
    Limit: Math.min(nextLimit(limit - found.length, filtered, calls), Math.max(1, maxRead - seen)),
  }))) {
    seen += res.ScannedCount ?? res.Count ?? 0;
    for (const item of res.Items ?? []) {
      const booking = listed(item);
      if (!read.match || read.match(booking)) found.push(booking);
      if (found.length >= limit) return { found, complete: false };
    }
    if (seen >= maxRead && res.LastEvaluatedKey) return { found, complete: false };
  }
  return { found, complete: true };
}
