import { bookingHeaders } from '../../data/booking-headers';
import type { ListedBooking } from '../../data/booking-list';
import { bookingIdsByNumber, bookingIdsBySearch } from '../../data/booking-search';
import { bookingListSk } from '../../data/entities/booking';
import { matchesFilter, type FilterTerm } from '../../data/filter-expression';
import { searchTerms } from './service';

/**
 * A searched booking list or quick find through the search index (docs/decisions/platform.md, "Search index"), never a
 * filter over the whole list: a number is a key lookup (booking or reservation number: one BatchGet of the lookups,
 * one of the headers); words are ONE Query of the index (prefix, folded: müller = Mueller) for the ids, then ONE
 * BatchGet of the headers, which the request's filter and visibility narrow in code. When the filter drops matches the
 * index is read further (4× as many each round) until the page is full or the matches end; cost follows the matches,
 * never the tenant. The matches of one word come by check-in (the index's order); `more` says whether a page follows.
 */
export async function searchedBookings(
  tenant: string,
  search: string | undefined,
  read: { filter: readonly FilterTerm[]; from?: string; to?: string; descending?: boolean },
  page: { offset: number; limit: number },
): Promise<{ data: ListedBooking[]; total?: number; more: boolean } | null> {
  const terms = searchTerms(search);
  if (terms.bookingNo === undefined && !terms.name) return null;
  const keep = (b: ListedBooking) => {
    const day = bookingListSk(b).slice(0, 10);
    return matchesFilter(b, read.filter) && (read.from === undefined || day >= read.from) && (read.to === undefined || day <= read.to);
  };
  const want = page.offset + page.limit + 1;
  const passed: ListedBooking[] = [];
  // Whether every match was read (the number lookups always are): then the total is known.
  let ended = true;
  if (terms.bookingNo !== undefined) {
    const headers = await bookingHeaders(tenant, await bookingIdsByNumber(tenant, terms.bookingNo));
    passed.push(...[...headers.values()].filter(keep));
  } else {
    const fetched = new Set<string>();
    for (let reading = want; ; reading *= 4) {
      const found = await bookingIdsBySearch(tenant, search ?? '', reading, read.descending);
      if (!found) return null;
      const fresh = found.ids.filter((id) => !fetched.has(id));
      fresh.forEach((id) => fetched.add(id));
      const headers = await bookingHeaders(tenant, fresh);
      passed.push(...fresh.flatMap((id) => headers.get(id) ?? []).filter(keep));
      ended = !found.more;
      if (passed.length >= want || ended) break;
    }
  }
  const data = passed.slice(page.offset, page.offset + page.limit);
  return ended ? { data, total: passed.length, more: passed.length > page.offset + page.limit } : { data, more: true };
}
