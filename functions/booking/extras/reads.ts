import { addDays } from '../../../shared/calendar-date';
import type { Principal } from '../../../shared/auth/principal';
import { arrivalCounts, bookedProducts, endOfDay, guestsAt } from '../../../shared/domain/booking/operations';
import { fullName } from '../../../shared/domain/customer/customer';
import type { ZVessel } from '../../../shared/domain/inventory/asset';
import { MAX_STAY_NIGHTS } from '../../../shared/domain/inventory/stay';
import { ValidationError } from '../../../shared/errors';
import { firstBookings } from '../../data/booking-list';
import type { BookingItem } from '../../data/entities/booking';
import type { FilterTerm } from '../../data/filter-expression';
import { read, readerOf } from '../../data/readers';
import { readBooking } from '../bookings/access';
import { visibility } from '../list/visibility';

/**
 * The read calls of the booking extras (docs/decisions.md, "Booking extras"). The day's lists read the tenant's
 * list index (gsi1, by check-in) once: check-in from `from − MAX_STAY_NIGHTS` to `to` (no stay is longer, so every
 * booking in house on `from` is in that range), filtered to states that come and check-out on or after `from`, with
 * the list's visibility (agency users: their agency; asset-limited users: their assets).
 */

/** The end-of-day range and the bookings one call reads at most. */
export const MAX_END_OF_DAY_DAYS = 31;
const MAX_DAY_BOOKINGS = 5000;
const today = () => new Date().toISOString().slice(0, 10);
const vessels = readerOf<typeof ZVessel>('VESSEL');

/** The bookings the caller may see whose stay touches from..to (arriving, leaving or in house). */
async function bookingsTouching(principal: Principal, from: string, to: string): Promise<BookingItem[]> {
  const filter: FilterTerm[] = [
    ...visibility(principal),
    { field: 'state', op: 'in', value: ['draft', 'confirmed', 'planned'] },
    { field: 'checkOut', op: 'gte', value: from },
  ];
  return firstBookings(principal.tenant, { filter, from: addDays(from, -MAX_STAY_NIGHTS), to }, MAX_DAY_BOOKINGS);
}

/** GET endofday?date=&toDate=: per day arrivals, departures, in house and money due. */
export async function endOfDayOf(principal: Principal, date: string, toDate = date) {
  if (toDate < date || addDays(date, MAX_END_OF_DAY_DAYS - 1) < toDate)
    throw new ValidationError(`toDate must be on or after date and at most ${MAX_END_OF_DAY_DAYS} days later`, [
      { path: 'query.toDate', message: `from date to at most ${MAX_END_OF_DAY_DAYS - 1} days after it` },
    ]);
  return { data: endOfDay(await bookingsTouching(principal, date, toDate), date, toDate) };
}

/** GET arrivalCount?start=&days=: arrivals per day (one Query of check-ins in the range). */
export async function arrivalCountOf(principal: Principal, start = today(), days = 7) {
  const end = addDays(start, days - 1);
  const filter: FilterTerm[] = [...visibility(principal), { field: 'state', op: 'in', value: ['draft', 'confirmed', 'planned'] }];
  const bookings = await firstBookings(principal.tenant, { filter, from: start, to: end }, MAX_DAY_BOOKINGS);
  return { data: arrivalCounts(bookings, start, days) };
}

/** Names of several entities, each read once; an unreadable one keeps its id. */
async function namesOf(ids: Iterable<string>, get: (id: string) => Promise<string | undefined>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const names = await Promise.all(unique.map((id) => get(id).catch(() => undefined)));
  return new Map(unique.flatMap((id, i) => (names[i] ? [[id, names[i]] as [string, string]] : [])));
}

const personIds = (bookings: BookingItem[]) =>
  bookings.flatMap((b) => [...(b.customer ? [b.customer] : []), ...b.rooms.flatMap((r) => (r.customers ?? []).map((c) => c.customer))]);

/** GET customersAtDate?date=: the persons staying the night of `date`, with booking and room. */
export async function customersAtDateOf(principal: Principal, date: string) {
  const { tenant } = principal;
  const bookings = await bookingsTouching(principal, date, date);
  const [names, rooms] = await Promise.all([
    namesOf(personIds(bookings), async (id) => {
      const c = await read.customers.get(tenant, id);
      return c ? fullName(c) : undefined;
    }),
    namesOf(
      bookings.flatMap((b) => b.rooms.map((r) => r.room)),
      async (id) => (await read.rooms.get(tenant, id))?.name,
    ),
  ]);
  return { data: guestsAt(bookings, date, names, rooms) };
}

/** GET {id}/products: the product and add-on lines of the booking. */
export async function productsOf(principal: Principal, id: string) {
  return { data: bookedProducts(await readBooking(principal, id)) };
}

/** GET full?id=: the booking with what its file shows beside it, resolved in one call. */
export async function fullOf(principal: Principal, id: string) {
  const { tenant } = principal;
  const booking = await readBooking(principal, id);
  const [asset, agency, rooms, customers] = await Promise.all([
    booking.resort
      ? read.resorts.get(tenant, booking.resort).catch(() => null)
      : booking.vessel
        ? vessels.get(tenant, booking.vessel).catch(() => null)
        : Promise.resolve(null),
    booking.agency ? read.agencies.get(tenant, booking.agency).catch(() => null) : Promise.resolve(null),
    Promise.all(booking.rooms.map(async (r) => ({ room: r.room, name: (await read.rooms.get(tenant, r.room).catch(() => null))?.name ?? r.room }))),
    Promise.all(
      [...new Set(personIds([booking]))].map(async (cid) => {
        const c = await read.customers.get(tenant, cid).catch(() => null);
        return { id: cid, name: c ? fullName(c) : cid, ...(c?.contact.email ? { email: c.contact.email } : {}) };
      }),
    ),
  ]);
  const assetName = asset?.name;
  return {
    booking,
    ...(assetName ? { assetName } : {}),
    ...(agency ? { agency: { id: agency.id, name: agency.name, ...(agency.commission !== undefined ? { commission: agency.commission } : {}) } } : {}),
    rooms,
    customers,
  };
}
