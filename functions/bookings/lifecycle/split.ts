import { ulid } from 'ulid';
import type { Principal } from '../../../shared/auth/principal';
import type { BookingItem } from '../../data/entities/booking';
import { applyBookingChange, refused } from './apply';

type Room = BookingItem['rooms'][number];

/**
 * splitByCustomer (docs/booking-states.md): one new booking per customer of the booking takes over that customer's
 * share and the booking becomes splitted, in one transaction (the units change owner in one write each). A trip's
 * customer takes their bed (or the cabin's next bed not named by anyone); a stay's room goes whole to its first
 * customer (a room-night has one owner). Beds nobody names stay with the room's first customer.
 */
export function shares(b: BookingItem): Map<string, Room[]> {
  const out = new Map<string, Room[]>();
  const add = (customer: string, room: Room) => out.set(customer, [...(out.get(customer) ?? []), room]);
  for (const r of b.rooms) {
    const people = r.customers ?? [];
    const first = people[0];
    if (!first) continue;
    if (b.schedule === undefined) {
      add(first.customer, r);
      continue;
    }
    const named = new Set(people.flatMap((p) => (p.bed ? [p.bed] : [])));
    const free = (r.beds ?? []).filter((bed) => !named.has(bed));
    const beds = new Map<string, string[]>();
    for (const p of people) {
      const bed = p.bed ?? free.shift();
      if (bed) beds.set(p.customer, [...(beds.get(p.customer) ?? []), bed]);
    }
    if (free.length) beds.set(first.customer, [...(beds.get(first.customer) ?? []), ...free]);
    for (const [customer, held] of beds) {
      const { locked: _l, ...rest } = r;
      add(customer, { ...rest, noOfPax: held.length, beds: held, customers: people.filter((p) => p.customer === customer) });
    }
  }
  return out;
}

export const splitByCustomer = (principal: Principal, id: string) =>
  applyBookingChange(principal, id, 'splitByCustomer', (b, ctx) => {
    const groups = shares(b);
    if (groups.size < 2) throw refused(b, 'splitByCustomer', 'fewer than two customers hold a room or bed');
    const created = [...groups].map(([customer, rooms]): BookingItem => ({
      ...b,
      id: `bk-${ulid()}`,
      bookingNo: 1, // numbered by applyBookingChange
      reservationNo: undefined,
      offerNo: undefined,
      customer,
      customerName: customer === b.customer ? b.customerName : undefined,
      rooms,
      noOfPax: rooms.reduce((n, r) => n + r.noOfPax, 0),
      splitFrom: b.id,
      version: 1,
      createdAt: ctx.now,
      updatedAt: ctx.now,
      lastAction: 'splitByCustomer',
    }));
    return { next: {}, created };
  });
