import type { Stay, StayFigures } from '../../../shared/domain/customer/stays';
import type { Principal } from '../../../shared/auth/principal';
import { dateIn } from '../../../shared/calendar-date';
import { paymentSummary } from '../../../shared/domain/booking/payment';
import { stayCustomers, stayFigures, stayOf } from '../../../shared/domain/customer/stays';
import { NotFoundError } from '../../../shared/errors';
import { firstBookings } from '../../data/booking-list';
import { getBooking } from '../../data/bookings';
import { getStayFigures, getStayGuests, putStayFigures, staysOf, writeBookingStays, type StoredStay } from '../../data/customer-stays';
import { read } from '../../data/readers';
import { getTenant } from '../../data/tenants';

/**
 * A customer's stays and stay figures (docs/decisions.md, "Payment QR codes and customer stays"): the face the
 * customers Lambda and the `customer-stays` consumer share. The consumer refreshes a booking's stays on every booking
 * event (created, changed, cancelled), so the figures follow the bookings; recalculate rebuilds one customer's.
 */

/** At most this many bookings are read for one customer's rebuild (the whole booking list of the tenant). */
const MAX_REBUILD_BOOKINGS = 20_000;

async function recomputeFigures(tenant: string, customer: string, currency: string): Promise<StayFigures> {
  const figures = stayFigures(customer, await staysOf(tenant, customer), currency, new Date().toISOString());
  await putStayFigures(tenant, figures);
  return figures;
}

/**
 * Writes a booking's stays as it is now (idempotent; an event delivered late finds a newer version written and
 * changes nothing), then the figures of every customer it touched. Returns those customers.
 */
export async function refreshBookingStays(tenant: string, bookingId: string): Promise<string[]> {
  const [b, before, t] = await Promise.all([getBooking(tenant, bookingId), getStayGuests(tenant, bookingId), getTenant(tenant)]);
  if (!b) return [];
  const total = paymentSummary(b, dateIn(t?.timezone ?? 'Europe/Berlin')).total;
  const stays: StoredStay[] = stayCustomers(b).flatMap((customer) => {
    const stay = stayOf(b, customer, total);
    return stay ? [{ ...stay, customer }] : [];
  });
  const listed = new Set(stays.map((s) => s.customer));
  const removed = (before?.customers ?? []).filter((c) => !listed.has(c));
  if (!(await writeBookingStays(tenant, b.id, b.version, stays, removed))) return [];
  const touched = [...listed, ...removed];
  for (const customer of touched) await recomputeFigures(tenant, customer, t?.baseCurrency ?? 'EUR');
  return touched;
}

async function requireCustomer(tenant: string, id: string): Promise<void> {
  if (!(await read.customers.get(tenant, id))) throw new NotFoundError(`customer ${id} does not exist`);
}

/** POST /api/customers/{id}/stats/recalculate: every booking that lists the customer, and every stay kept, rewritten. */
export async function recalculateStays(principal: Principal, id: string): Promise<StayFigures> {
  const { tenant } = principal;
  await requireCustomer(tenant, id);
  const [listing, kept] = await Promise.all([
    firstBookings(tenant, { filter: [], match: (b) => stayCustomers(b).includes(id) }, MAX_REBUILD_BOOKINGS),
    staysOf(tenant, id),
  ]);
  for (const booking of new Set([...listing.map((b) => b.id), ...kept.map((s) => s.booking)])) await refreshBookingStays(tenant, booking);
  const t = await getTenant(tenant);
  return recomputeFigures(tenant, id, t?.baseCurrency ?? 'EUR');
}

/** GET /api/customers/{id}/stay: the stays, the latest first, with their asset's name, and the figures. */
export async function customerStays(principal: Principal, id: string): Promise<{ data: Stay[]; figures: StayFigures }> {
  const { tenant } = principal;
  await requireCustomer(tenant, id);
  const [stays, stored, t] = await Promise.all([staysOf(tenant, id), getStayFigures(tenant, id), getTenant(tenant)]);
  const figures = stored ?? stayFigures(id, stays, t?.baseCurrency ?? 'EUR', new Date().toISOString());
  const assets = [...new Set(stays.map((s) => `${s.type}|${s.asset ?? ''}`))];
  const names = new Map(
    await Promise.all(
      assets.map(async (key) => {
        const [type, asset] = key.split('|') as [string, string];
        if (!asset) return [key, undefined] as const;
        const found = (type === 'trip' ? await read.vessels.get(tenant, asset) : await read.resorts.get(tenant, asset)) as { name?: string } | null;
        return [key, found?.name] as const;
      }),
    ),
  );
  const data = stays
    .map(({ customer: _customer, ...s }): Stay => {
      const assetName = names.get(`${s.type}|${s.asset ?? ''}`);
      return { ...s, ...(assetName ? { assetName } : {}) };
    })
    .sort((a, b) => (b.checkIn ?? '').localeCompare(a.checkIn ?? '') || b.bookingNo - a.bookingNo);
  return { data, figures };
}
