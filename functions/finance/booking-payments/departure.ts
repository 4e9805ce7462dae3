import { staff } from '../../../shared/auth/actor';
import { tourPaymentEndpoints as api, type DeparturePayments } from '../../../shared/api/qr-stays';
import type { Principal } from '../../../shared/auth/principal';
import { dateIn } from '../../../shared/calendar-date';
import { paymentSummary } from '../../../shared/domain/booking/payment';
import { milestonesPaid } from '../../../shared/domain/booking/payment-status';
import { add, fromMinor, money, toString, type Money } from '../../../shared/domain/money';
import { NotFoundError } from '../../../shared/errors';
import { schedules } from '../../data/assets';
import { firstBookings } from '../../data/booking-list';
import { getTenant } from '../../data/tenants';
import { action } from '../../lib/http';
import { bookingVisibility } from '../../booking/index';
import { requireAsset } from '../../lib/asset-limit';

/** States that no longer belong to the departure's money: moved to another booking, split, deleted or freed. */
const GONE = new Set(['rebooked', 'splitted', 'deleted', 'freed']);
/** A departure's bookings are read from the list index by the schedule's first day; at most this many. */
const MAX_BOOKINGS = 1000;

/**
 * GET /api/tours/{tour}/{schedule}/payments (docs/decisions.md, "Payment QR codes and customer stays"): ONE Query of
 * the booking list index (check-in = the schedule's first day, schedule and the caller's visibility as filter), each
 * booking's money from its header by the one paymentSummary, summed per currency. A cancelled booking stays listed
 * while it paid or owes something (its fee).
 */
export async function departurePayments(principal: Principal, tourId: string, scheduleId: string): Promise<DeparturePayments> {
  const schedule = await schedules.get(principal.tenant, scheduleId);
  if (!schedule || schedule.tour !== tourId) throw new NotFoundError(`schedule ${scheduleId} of tour ${tourId} does not exist`);
  // Limited users see the schedules of their vessels only (as the schedule screens).
  requireAsset({ vessel: 'vessel' }, principal, { vessel: schedule.vessel }, 'read');
  const [tenant, bookings] = await Promise.all([
    getTenant(principal.tenant),
    firstBookings(
      principal.tenant,
      { filter: [{ field: 'schedule', op: 'eq', value: schedule.id }, ...bookingVisibility(staff(principal))], from: schedule.from, to: schedule.from },
      MAX_BOOKINGS,
    ),
  ]);
  const today = dateIn(tenant?.timezone ?? 'Europe/Berlin');
  const sums = new Map<string, { total: Money; onSite: Money; agencyKeeps: Money; paid: Money; open: Money; dueNow: Money }>();
  const data: DeparturePayments['data'] = [];
  for (const b of bookings.sort((x, y) => x.bookingNo - y.bookingNo)) {
    if (GONE.has(b.state)) continue;
    const s = paymentSummary(b, today);
    const m = (t: string) => money(t, s.currency);
    if (b.state === 'aborted' && m(s.paid).minor === 0 && m(s.open).minor === 0) continue;
    const zero = fromMinor(0, s.currency);
    const sum = sums.get(s.currency) ?? { total: zero, onSite: zero, agencyKeeps: zero, paid: zero, open: zero, dueNow: zero };
    sums.set(s.currency, {
      total: add(sum.total, m(s.total)),
      onSite: add(sum.onSite, m(s.onSiteLater)),
      agencyKeeps: add(sum.agencyKeeps, m(s.agencyKeeps)),
      paid: add(sum.paid, m(s.paid)),
      open: add(sum.open, m(s.open)),
      dueNow: add(sum.dueNow, m(s.dueNow)),
    });
    data.push({
      booking: b.id,
      bookingNo: b.bookingNo,
      state: b.state,
      ...(b.customerName ? { leadGuest: b.customerName } : {}),
      currency: s.currency,
      total: s.total,
      onSite: s.onSiteLater,
      agencyKeeps: s.agencyKeeps,
      paid: s.paid,
      open: s.open,
      due: b.state === 'aborted' ? [] : milestonesPaid(b).filter((ms) => ms.due <= today && m(ms.open).minor > 0),
    });
  }
  return {
    tour: tourId,
    schedule: scheduleId,
    data,
    sums: [...sums].map(([currency, x]) => ({
      currency,
      total: toString(x.total),
      onSite: toString(x.onSite),
      agencyKeeps: toString(x.agencyKeeps),
      paid: toString(x.paid),
      open: toString(x.open),
      dueNow: toString(x.dueNow),
    })),
  };
}

export const departurePaymentActions = [action(api.payments, async ({ principal, params }) => departurePayments(principal, params.tour, params.schedule))];
