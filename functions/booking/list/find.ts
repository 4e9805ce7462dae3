import { bookingListEndpoints as api, INACTIVE_BOOKING_STATES } from '../../../shared/api/booking-list';
import { firstBookings } from '../../data/booking-list';
import type { FilterTerm } from '../../data/filter-expression';
import { action } from '../../lib/http';
import { searchedBookings } from './search';
import { nameMatches, rowsOf, searchTerms, visibility } from './service';

/** The most a quick find answers. */
export const FIND_LIMIT = 20;

/**
 * GET /api/bookings/find: by booking or reservation number (a key lookup) or the words of the lead's name (the search
 * index, search.ts), latest check-in first among the matches of a word; without a query the latest bookings.
 */
export const findAction = action(api.find, async ({ tenant, principal, query }) => {
  const terms: FilterTerm[] = visibility(principal);
  if (query.onlyActive) terms.push({ field: 'state', op: 'nin', value: [...INACTIVE_BOOKING_STATES] });
  const searched = await searchedBookings(tenant, query.query, { filter: terms, descending: true }, { offset: 0, limit: FIND_LIMIT });
  if (searched) return { data: await rowsOf(tenant, searched.data) };
  const search = searchTerms(query.query);
  if (search.bookingNo !== undefined) terms.push({ field: 'bookingNo', op: 'eq', value: search.bookingNo });
  const found = await firstBookings(tenant, { filter: terms, descending: true, ...(search.name ? { match: nameMatches(search.name) } : {}) }, FIND_LIMIT);
  return { data: await rowsOf(tenant, found) };
});

/** GET /api/bookings/years: first to last check-in year of what the caller sees (two reads from either end). */
export const yearsAction = action(api.years, async ({ tenant, principal }) => {
  const filter = visibility(principal);
  const [first] = await firstBookings(tenant, { filter }, 1);
  const [last] = await firstBookings(tenant, { filter, descending: true }, 1);
  const year = (b: { checkIn?: string; createdAt: string }) => Number((b.checkIn ?? b.createdAt).slice(0, 4));
  if (!first || !last) return { data: [] };
  const data: number[] = [];
  for (let y = year(first); y <= year(last); y++) data.push(y);
  return { data };
});
