import { arrivalDepartureEndpoints as api } from '../../../shared/api/bookings';
import { addDays } from '../../../shared/calendar-date';
import { arrivalsAndDepartures, type RoomMovement } from '../../../shared/domain/inventory/availability';
import { resortClaims } from '../../data/inventory';
import type { BookingItem } from '../../data/entities/booking';
import { action } from '../../lib/http';
import { checkRange, readableResort } from './access';
import { bookingHeaders } from '../../data/booking-headers';

/**
 * GET /api/arrivaldeparture/date/{resort}/{from}/{to}: from the resort's inventory, ONE Query over the nights
 * from-1 .. to (a booking arrives on d when it holds night d of a room but not d-1, departs on d when it holds
 * d-1 but not d), then one BatchGet of the booking headers. Blockers are not movements.
 */

function movements(list: RoomMovement[], headers: Map<string, BookingItem>) {
  const rooms = new Map<string, string[]>();
  for (const m of list) rooms.set(m.booking, [...(rooms.get(m.booking) ?? []), m.room]);
  return [...rooms].flatMap(([id, moving]) => {
    const b = headers.get(id);
    if (!b) return [];
    const pax = b.rooms.filter((r) => moving.includes(r.room)).reduce((sum, r) => sum + r.noOfPax, 0);
    return [
      {
        booking: id,
        bookingNo: b.bookingNo,
        state: b.state,
        rooms: moving.sort(),
        noOfPax: pax,
        ...(b.customer !== undefined ? { customer: b.customer } : {}),
        ...(b.agency !== undefined ? { agency: b.agency } : {}),
      },
    ];
  });
}

export const arrivalDepartureActions = [
  action(api.byDate, async ({ tenant, principal, params }) => {
    const resort = await readableResort(tenant, principal, params.resort);
    checkRange(params.from, params.to, 62, true);
    // Nights from-1 up to and including to: resortClaims reads up to the night before its `to`.
    const claims = await resortClaims(tenant, resort.id, addDays(params.from, -1), addDays(params.to, 1));
    const days = arrivalsAndDepartures(claims, resort.id, params.from, params.to);
    const headers = await bookingHeaders(
      tenant,
      days.flatMap((d) => [...d.arrivals, ...d.departures].map((m) => m.booking)),
    );
    return { data: days.map((d) => ({ date: d.date, arrivals: movements(d.arrivals, headers), departures: movements(d.departures, headers) })) };
  }),
];
