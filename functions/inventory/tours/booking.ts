import { scheduleExtraEndpoints, tourExtraEndpoints } from '../../../shared/api/tours';
import { normalizeText } from '../../data/keys';
import { tours } from '../../data/assets';
import { action } from '../../lib/http';
import { eq } from '../../lib/references';
import { addDays, mayUse, schedulesOverlapping, schedulesStarting, today, withAvailability } from './schedule-data';

/** How far ahead the booking lists look without a `to`. */
const BOOKING_HORIZON_DAYS = 2 * 366;
const NEW_TOUR_DAYS = 30;

/** The lists of the booking screens: tours with their coming departures, schedules by date (asset-limited). */
export const bookingActions = [
  action(tourExtraEndpoints.booking, async ({ tenant, query, principal }) => {
    const from = today();
    const newSince = new Date(Date.now() - NEW_TOUR_DAYS * 86_400_000).toISOString();
    const text = query.filter ? normalizeText(query.filter) : '';
    const active = await tours.page(tenant, { slot: 1, descending: false, offset: 0, limit: 1000, filter: [eq('isActive', true)] });
    const chosen = active.data.filter(
      (t) => mayUse(principal, t) && (!query.new || t.createdAt >= newSince) && (!text || normalizeText(t.name, t.key).includes(text)),
    );
    const ids = new Set(chosen.map((t) => t.id));
    const coming = (await schedulesStarting(tenant, from, addDays(from, BOOKING_HORIZON_DAYS))).filter((s) => s.status === 'active' && ids.has(s.tour));
    const schedules = (await withAvailability(tenant, coming)).filter((s) => !query.available || s.freeBeds > 0);
    const data = chosen
      .map((t) => {
        const own = schedules.filter((s) => s.tour === t.id);
        if (query.short) return { id: t.id, name: t.name, vessel: t.vessel, schedules: own.map((s) => ({ id: s.id, from: s.from, to: s.to })) };
        return { ...t, schedules: own };
      })
      .filter((t) => !query.available || t.schedules.length > 0);
    return { data };
  }),

  action(tourExtraEndpoints.byDate, async ({ tenant, params, query, principal }) => {
    const found = await schedulesOverlapping(tenant, params.from, params.to, { vessel: query.vessel, status: 'active' });
    return {
      data: await withAvailability(
        tenant,
        found.filter((s) => mayUse(principal, s)),
      ),
    };
  }),

  action(scheduleExtraEndpoints.booking, async ({ tenant, query, principal }) => {
    const from = query.from ?? today();
    const to = query.to ?? addDays(from, BOOKING_HORIZON_DAYS);
    const found = (await schedulesStarting(tenant, from, to)).filter(
      (s) =>
        s.status === 'active' && s.isVisible && (!query.tour || s.tour === query.tour) && (!query.vessel || s.vessel === query.vessel) && mayUse(principal, s),
    );
    return { data: await withAvailability(tenant, found) };
  }),
];
