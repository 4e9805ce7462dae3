import { bookingListEndpoints as api, INACTIVE_BOOKING_STATES } from '../../../shared/api/booking-list';
import { readBookingCounts, yearsOf } from '../../data/booking-counts';
import { boundedFirst, firstBookings } from '../../data/booking-list';
import type { FilterTerm } from '../../data/filter-expression';
import { readAction } from '../../lib/http';
import { searchedBookings } from './search';
import { nameMatches, rowsOf, searchTerms, visibility } from './service';

/** The most a quick find answers. */
export const FIND_LIMIT = 20;

/**
 * GET /api/bookings/find: by booking or reservation number (a key lookup) or the words of the lead's name (the search
 * index, search.ts), latest check-in first among the matches of a word; without a query the latest bookings.
 */
export const findAction = readAction(api.find, async ({ tenant, principal, query }) => {
  const terms: FilterTerm[] = visibility(principal);
  if (query.onlyActive) terms.push({ field: 'state', op: 'nin', value: [...INACTIVE_BOOKING_STATES] });
  const searched = await searchedBookings(tenant, query.query, { filter: terms, descending: true }, { offset: 0, limit: FIND_LIMIT });
  if (searched) return { data: await rowsOf(tenant, searched.data) };
  const search = searchTerms(query.query);
  if (search.bookingNo !== undefined) terms.push({ field: 'bookingNo', op: 'eq', value: search.bookingNo });
  const found = await firstBookings(tenant, { filter: terms, descending: true, ...(search.name ? { match: nameMatches(search.name) } : {}) }, FIND_LIMIT);
  return { data: await rowsOf(tenant, found) };
});

/** How many headers the years call reads from either end for a caller who sees part of the list. */
export const YEARS_READ_LIMIT = 200;

/**
 * GET /api/bookings/years: first to last check-in year of what the caller sees. A caller who sees the whole list: the
 * years of the counts item (one Get). One who sees part of it: the first and last visible header, each read from its
 * end of the list with at most YEARS_READ_LIMIT headers; where none is visible within that, the tenant's year at that
 * end stands in (a year more in the choice, never a booking shown); none in the whole list: no years.
 */
export const yearsAction = readAction(api.years, async ({ tenant, principal }) => {
  const filter = visibility(principal);
  const years = yearsOf(await readBookingCounts(tenant));
  if (years.length === 0) return { data: [] };
  let low = years[0]!;
  let high = years[years.length - 1]!;
  if (filter.length > 0) {
    const year = (b: { checkIn?: string; createdAt: string }) => Number((b.checkIn ?? b.createdAt).slice(0, 4));
    const [first, last] = await Promise.all([
      boundedFirst(tenant, { filter }, 1, YEARS_READ_LIMIT),
      boundedFirst(tenant, { filter, descending: true }, 1, YEARS_READ_LIMIT),
    ]);
    // Read to the end without a match: the caller sees no booking.
    if (first.complete && first.found.length === 0) return { data: [] };
    if (first.found[0]) low = year(first.found[0]);
    if (last.found[0]) high = year(last.found[0]);
  }
  const data: number[] = [];
  for (let y = low; y <= high; y++) data.push(y);
  return { data };
});
