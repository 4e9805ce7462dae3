import { BOOKING_LIST_FILTERS, type BookingListRow } from '../../../shared/api/booking-list';
import { parseFilter, type ParsedFilter } from '../../../shared/api/list-query';
import type { Principal } from '../../../shared/auth/principal';
import { ValidationError } from '../../../shared/errors';
import { agencies } from '../../data/agencies';
import { resorts, vessels } from '../../data/assets';
import type { BookingListRead, ListedBooking } from '../../data/booking-list';
import type { FilterTerm } from '../../data/filter-expression';
import { normalizeText } from '../../data/keys';
import { getMany } from '../../data/repository';
import { visibility } from './visibility';

export { visibility };

/**
 * What a caller's list query reads (docs/decisions.md, "Booking list"): the filters of the request, the caller's
 * visibility (agency users: their agency; asset-limited users: their resorts and vessels) and the search.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An abandoned online checkout (issue 25; docs/decisions/online-holds.md): an online hold, never confirmed, whose hold
 * the scheduler released or whose guest came back from the provider without paying.
 */
const ABANDONED: FilterTerm[] = [
  { field: 'online', op: 'exists', value: true },
  { field: 'online.confirmedAt', op: 'exists', value: false },
  { anyOf: [[{ field: 'online.expiredAt', op: 'exists', value: true }], [{ field: 'online.abortedAt', op: 'exists', value: true }]] },
];
/** Whether a header is an abandoned online checkout (the list row's flag: the filter above, in memory). */
export const isAbandoned = (b: Pick<ListedBooking, 'online'>): boolean =>
  Boolean(b.online && !b.online.confirmedAt && (b.online.expiredAt || b.online.abortedAt));

/** `asset` is either kind of asset; `abandoned` the online checkouts above; every other field is the header's attribute of that name. */
function toTerms(c: ParsedFilter[number]): FilterTerm[] {
  if (c.field === 'abandoned') {
    if (c.op !== 'eq') return [];
    if (c.value) return ABANDONED;
    return [
      {
        anyOf: [
          [{ field: 'online', op: 'exists', value: false }],
          [{ field: 'online.confirmedAt', op: 'exists', value: true }],
          [
            { field: 'online.expiredAt', op: 'exists', value: false },
            { field: 'online.abortedAt', op: 'exists', value: false },
          ],
        ],
      },
    ];
  }
  if (c.field !== 'asset') return [c];
  return [{ anyOf: [[{ ...c, field: 'resort' }], [{ ...c, field: 'vessel' }]] }];
}

/** The check-in range a filter's checkIn gte/lte conditions give the key condition. */
function checkInRange(filter: ParsedFilter): { from?: string; to?: string } {
  const range: { from?: string; to?: string } = {};
  for (const c of filter) {
    if (c.field !== 'checkIn' || typeof c.value !== 'string' || !ISO_DAY.test(c.value)) continue;
    if (c.op === 'gte') range.from = range.from && range.from > c.value ? range.from : c.value;
    if (c.op === 'lte') range.to = range.to && range.to < c.value ? range.to : c.value;
  }
  return range;
}

/** A search is a booking number (digits, optionally after #) or a part of the lead's name (case and accents ignored). */
export function searchTerms(search: string | undefined): { bookingNo?: number; name?: string } {
  const text = search?.trim() ?? '';
  if (!text) return {};
  const number = /^#?(\d{1,9})$/.exec(text);
  if (number) return { bookingNo: Number(number[1]) };
  return { name: normalizeText(text) };
}

export function nameMatches(name: string): (b: ListedBooking) => boolean {
  return (b) => normalizeText(b.customerName).includes(name);
}

/**
 * The counts whose sum is the list's total (docs/decisions/booking.md "Counts"): `total` when nothing narrows
 * the list, the states' counts when only one state condition (eq or in) does; undefined (the answer says `more`) for
 * any other filter, a search, a date range or a caller who sees only part of the list.
 */
function countedBy(filter: ParsedFilter, narrowedOtherwise: boolean): string[] | undefined {
  if (narrowedOtherwise || filter.length > 1) return undefined;
  const [only] = filter;
  if (!only) return ['total'];
  if (only.field !== 'state') return undefined;
  if (only.op === 'eq' && typeof only.value === 'string') return [`state_${only.value}`];
  if (only.op === 'in' && Array.isArray(only.value)) return [...new Set(only.value.map((v) => `state_${String(v)}`))];
  return undefined;
}

/** The read of a list query; a filter that does not parse is 400 with each problem named. */
export function listRead(principal: Principal, query: { filter?: string; search?: string; order?: 'asc' | 'desc' }): BookingListRead & { counted?: string[] } {
  const { filter, problems } = parseFilter(query.filter, BOOKING_LIST_FILTERS);
  if (problems.length)
    throw new ValidationError(
      `The filter is not valid: ${problems.join('; ')}`,
      problems.map((message) => ({ path: 'query.filter', message })),
    );
  const seen = visibility(principal);
  const terms: FilterTerm[] = [...filter.flatMap(toTerms), ...seen];
  const search = searchTerms(query.search);
  if (search.bookingNo !== undefined) terms.push({ field: 'bookingNo', op: 'eq', value: search.bookingNo });
  const counted = countedBy(filter, seen.length > 0 || Boolean(query.search?.trim()));
  return {
    filter: terms,
    ...(counted ? { counted } : {}),
    ...checkInRange(filter),
    descending: query.order === 'desc',
    ...(search.name ? { match: nameMatches(search.name) } : {}),
  };
}

/**
 * The names of the assets and agencies of a page: ONE BatchGetItem of the distinct references (issue 23, no Get per
 * reference); an unreadable one keeps its id.
 */
async function namesOf(tenant: string, bookings: readonly ListedBooking[]): Promise<Map<string, string>> {
  const refs = new Map<string, { type: string; id: string }>();
  for (const b of bookings) {
    if (b.resort) refs.set(`r:${b.resort}`, { type: resorts.config.type, id: b.resort });
    if (b.vessel) refs.set(`v:${b.vessel}`, { type: vessels.config.type, id: b.vessel });
    if (b.agency) refs.set(`a:${b.agency}`, { type: agencies.config.type, id: b.agency });
  }
  const found = await getMany(tenant, [...refs.values()], ['name']).catch(() => new Map<string, Record<string, unknown>>());
  const names = new Map<string, string>();
  for (const [key, ref] of refs) {
    const name = found.get(`${ref.type}#${ref.id}`)?.name;
    if (typeof name === 'string' && name) names.set(key, name);
  }
  return names;
}

/** The list rows of headers, with asset and agency names. */
export async function rowsOf(tenant: string, bookings: readonly ListedBooking[]): Promise<BookingListRow[]> {
  const names = await namesOf(tenant, bookings);
  return bookings.map((b) => {
    const assetKey = b.resort ? `r:${b.resort}` : b.vessel ? `v:${b.vessel}` : undefined;
    const row: BookingListRow = {
      id: b.id,
      bookingNo: b.bookingNo,
      state: b.state,
      type: b.type ?? (b.schedule ? 'trip' : b.resort ? 'resort' : undefined),
      resort: b.resort,
      vessel: b.vessel,
      schedule: b.schedule,
      tour: b.tour,
      assetName: assetKey ? (names.get(assetKey) ?? b.resort ?? b.vessel) : undefined,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      agency: b.agency,
      agencyName: b.agency ? (names.get(`a:${b.agency}`) ?? b.agency) : undefined,
      source: b.source,
      channel: b.channel,
      abandoned: isAbandoned(b) || undefined,
      customer: b.customer,
      customerName: b.customerName,
      noOfPax: b.noOfPax ?? b.rooms.reduce((sum, r) => sum + r.noOfPax, 0),
      createdAt: b.createdAt,
    };
    return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as BookingListRow;
  });
}
