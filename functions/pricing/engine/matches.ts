import { specialExtraEndpoints as api } from '../../../shared/api/specials';
import { addDays } from '../../../shared/calendar-date';
import type { SpecialOutcome } from '../../../shared/domain/pricing/types';
import { bookingsCheckingIn } from '../../data/booking-headers';
import { read } from '../../data/readers';
import { action } from '../../lib/http';
import { priceFor } from './engine';
import { loadPricingData, requestFromBooking } from './pricing-data';

/**
 * GET /api/specials/{id}/matches (docs/decisions.md, "Prices"): the bookings checking in during the last 365 days,
 * each priced again by the engine with this special alone (autoAdd or not: it is named as added by hand), and the
 * special's outcome. Matched ones only unless `all`. Each asset's price data is loaded once.
 */
const notChecked = (id: string): SpecialOutcome => ({
  special: id,
  name: '',
  matched: false,
  explanation: { key: 'pricing.special.notChecked', params: {}, text: 'The pricing engine did not check this special' },
});

export const matchesAction = action(api.matches, async ({ tenant, params, query }) => {
  const special = await read.specials.getOrThrow(tenant, params.id);
  const today = new Date().toISOString().slice(0, 10);
  const bookings = (await bookingsCheckingIn(tenant, addDays(today, -365), today)).filter((b) => b.state !== 'deleted');
  const dataOf = new Map<string, ReturnType<typeof loadPricingData>>();
  const data = [];
  for (const b of bookings) {
    const request = await requestFromBooking(tenant, b);
    if (!request) continue;
    const key = request.resort ? `r:${request.resort}` : `v:${request.vessel}`;
    if (!dataOf.has(key)) dataOf.set(key, loadPricingData(tenant, request.resort ? { resort: request.resort } : { vessel: request.vessel! }));
    const base = await dataOf.get(key)!;
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
  return { data, checked: bookings.length };
});
