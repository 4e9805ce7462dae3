import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from './client';
import { bookingItem, bookingListPk, type BookingItem } from './entities/booking';
import { filterExpression, type FilterTerm } from './filter-expression';
import { queryPages } from './paging';
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

/**
 * One page by offset, with the number of all matches. Without `match`, the rest is counted (Select COUNT) once the
 * page is full; with it, the headers are read to the end of the range.
 */
export async function bookingListPage(
  tenant: string,
  read: BookingListRead,
  page: { offset: number; limit: number },
): Promise<{ data: ListedBooking[]; total: number }> {
  const base = queryInput(tenant, read);
  const narrowed = Boolean(read.match) || base.FilterExpression !== undefined;
  const want = page.offset + page.limit;
  const data: ListedBooking[] = [];
  let matched = 0;
  let counting = false;
  const pages = queryPages(() => {
    counting = matched >= want && !read.match;
    return counting ? { ...base, Select: 'COUNT' } : { ...base, Limit: narrowed ? 500 : Math.max(1, Math.min(1000, want - matched)) };
  });
  for await (const res of pages) {
    if (counting) {
      matched += res.Count ?? 0;
      continue;
    }
    for (const item of res.Items ?? []) {
      const booking = listed(item);
      if (read.match && !read.match(booking)) continue;
      if (matched >= page.offset && data.length < page.limit) data.push(booking);
      matched++;
    }
  }
  return { data, total: matched };
}

/** The first `limit` matches in the index order (find, years). */
export async function firstBookings(tenant: string, read: BookingListRead, limit: number): Promise<ListedBooking[]> {
  const found: ListedBooking[] = [];
  const base = queryInput(tenant, read);
  for await (const res of queryPages({ ...base, Limit: 500 })) {
    for (const item of res.Items ?? []) {
      const booking = listed(item);
      if (!read.match || read.match(booking)) found.push(booking);
      if (found.length >= limit) return found;
    }
  }
  return found;
}
