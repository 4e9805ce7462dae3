import { MATCHES_PAGE, specialExtraEndpoints as api } from '../../../shared/api/specials';
import { addDays } from '../../../shared/calendar-date';
import type { PricingData, SpecialOutcome } from '../../../shared/domain/pricing/types';
import { bookingsCheckingInPage } from '../../data/booking-headers';
import { read } from '../../data/readers';
import { action } from '../../lib/http';
import { priceFor } from './engine';
import { loadPricingDataOf, refsOfBookings, requestOfBooking } from './pricing-data';

/**
 * GET /api/specials/{id}/matches (docs/decisions.md, "Prices"; docs/decisions/pricing.md, issue 23): the bookings
 * checking in during the last 365 days, each priced again by the engine with this special alone (autoAdd or not: it
 * is named as added by hand), and the special's outcome. Matched ones only unless `all`. A page checks at most
 * MATCHES_PAGE bookings and names the `next` page when more follow (never a silent cap). Reads per page: the
 * bookings' Query, their references in two rounds of BatchGetItem, the price data (the tenant's
 * sets and currencies once, each asset's definitions).
 */
const notChecked = (id: string): SpecialOutcome => ({
  special: id,
  name: '',
  matched: false,
  explanation: { key: 'pricing.special.notChecked', params: {}, text: 'The pricing engine did not check this special' },
});

export const matchesAction = action(api.matches, async ({ tenant, params, query }) => {
  const today = new Date().toISOString().slice(0, 10);
  const [special, page] = await Promise.all([
    read.specials.getOrThrow(tenant, params.id),
    bookingsCheckingInPage(tenant, { from: addDays(today, -365), to: today, limit: MATCHES_PAGE, cursor: query.cursor }),
  ]);
  const bookings = page.items.filter((b) => b.state !== 'deleted');
  const refs = await refsOfBookings(tenant, bookings);
  const requests = bookings.map((b) => [b, requestOfBooking(b, refs)] as const);
  const keyOf = (r: { resort?: string; vessel?: string }) => (r.resort ? `r:${r.resort}` : `v:${r.vessel}`);
  const assets = new Map(requests.flatMap(([, r]) => (r ? [[keyOf(r), r.resort ? { resort: r.resort } : { vessel: r.vessel! }] as const] : [])));
  const loaded = await loadPricingDataOf(tenant, [...assets.values()]);
  const dataOf = new Map<string, PricingData>([...assets.keys()].map((key, i) => [key, loaded[i]!]));
  const data = [];
  for (const [b, request] of requests) {
    if (!request) continue;
    const base = dataOf.get(keyOf(request))!;
    const result = priceFor({ ...request, specials: [special.id] }, { ...base, specials: [special] });
    const outcome = result.specials.find((s) => s.special === special.id) ?? notChecked(special.id);
    if (!outcome.matched && !query.all) continue;
    data.push({
      booking: b.id,
      bookingNo: b.bookingNo,
      state: b.state,
      ...(b.checkIn ? { checkIn: b.checkIn } : {}),
      ...(b.checkOut ? { checkOut: b.checkOut } : {}),
      ...(b.resort ? { resort: b.resort } : {}),
      ...(b.schedule ? { schedule: b.schedule } : {}),
      matched: outcome.matched,
      explanation: outcome.explanation,
      ...(outcome.failed ? { failed: outcome.failed } : {}),
    });
  }
  return { data, checked: bookings.length, ...(page.next ? { next: page.next } : {}) };
});
