import { BOOKING_LIST_FILTERS, type BookingListRow } from '../../../shared/api/booking-list';
import { parseFilter, type ParsedFilter } from '../../../shared/api/list-query';
import type { Principal } from '../../../shared/auth/principal';
import { ValidationError } from '../../../shared/errors';
import { agencies } from '../../data/agencies';
import { resorts, vessels } from '../../data/assets';
import type { BookingListRead, ListedBooking } from '../../data/booking-list';
import type { FilterTerm } from '../../data/filter-expression';
import { normalizeText } from '../../data/keys';
import { visibility } from './visibility';

export { visibility };

/**
 * What a caller's list query reads (docs/decisions.md, "Booking list"): the filters of the request, the caller's
 * visibility (agency users: their agency; asset-limited users: their resorts and vessels) and the search.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `asset` is either kind of asset; every other field is the header's attribute of that name. */
function toTerm(c: ParsedFilter[number]): FilterTerm {
  if (c.field !== 'asset') return c;
  return { anyOf: [[{ ...c, field: 'resort' }], [{ ...c, field: 'vessel' }]] };
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
  const terms: FilterTerm[] = [...filter.map(toTerm), ...seen];
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

/** The names of the assets and agencies of a page, each read once; an unreadable one keeps its id. */
async function namesOf(tenant: string, bookings: readonly ListedBooking[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const wanted = new Map<string, () => Promise<{ name: string } | null>>();
  for (const b of bookings) {
    if (b.resort) wanted.set(`r:${b.resort}`, () => resorts.get(tenant, b.resort!));
    if (b.vessel) wanted.set(`v:${b.vessel}`, () => vessels.get(tenant, b.vessel!));
    if (b.agency) wanted.set(`a:${b.agency}`, () => agencies.get(tenant, b.agency!));
  }
  await Promise.all(
    [...wanted].map(async ([key, read]) => {
      const found = await read().catch(() => null);
      if (found?.name) names.set(key, found.name);
    }),
  );
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
      customer: b.customer,
      customerName: b.customerName,
      noOfPax: b.noOfPax ?? b.rooms.reduce((sum, r) => sum + r.noOfPax, 0),
      createdAt: b.createdAt,
    };
    return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as BookingListRow;
  });
}
