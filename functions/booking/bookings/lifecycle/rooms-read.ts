import type { BookingCabins, BookingPerson } from '../../../../shared/api/booking-rooms';
import type { Principal } from '../../../../shared/auth/principal';
import { fullName } from '../../../../shared/domain/customer/customer';
import { holdsInventory } from '../../../../shared/domain/booking/lifecycle';
import { ValidationError } from '../../../../shared/errors';
import { scheduleClaims } from '../../../data/inventory';
import { read } from '../../../data/readers';
import { roomsOfAsset } from '../../../inventory/index';
import { readBooking } from '../access';

/** GET {id}/customers and {id}/cabins (shared/api/booking-rooms.ts): read only, with the access of GET /api/bookings/{id}. */

/** The persons room by room (the lead first; a lead in no room is listed without one), with their customer data. */
export async function bookingPersons(principal: Principal, id: string): Promise<{ data: BookingPerson[] }> {
  const b = await readBooking(principal, id);
  const { tenant } = principal;
  const placed = b.rooms.flatMap((r) => (r.customers ?? []).map((p) => ({ ...p, room: r.room })));
  const people: { customer: string; room?: string; bed?: string; variant?: string }[] = [...placed];
  if (b.customer !== undefined && !placed.some((p) => p.customer === b.customer)) people.unshift({ customer: b.customer });
  people.sort((x, y) => Number(y.customer === b.customer) - Number(x.customer === b.customer));
  const [customers, rooms] = await Promise.all([
    Promise.all(people.map((p) => read.customers.get(tenant, p.customer))),
    Promise.all(b.rooms.map((r) => read.rooms.get(tenant, r.room))),
  ]);
  const roomName = new Map(b.rooms.map((r, i) => [r.room, rooms[i]?.name ?? r.room]));
  return {
    data: people.map((p, i) => {
      const c = customers[i];
      const m = c?.masterData;
      return {
        customer: p.customer,
        name: c ? fullName(c) : p.customer,
        lead: p.customer === b.customer,
        ...(p.room !== undefined ? { room: p.room, roomName: roomName.get(p.room) } : {}),
        ...(p.bed !== undefined ? { bed: p.bed } : {}),
        ...(p.variant !== undefined ? { variant: p.variant } : {}),
        ...(m?.gender ? { gender: m.gender } : {}),
        ...(m?.birthday ? { birthday: m.birthday } : {}),
        ...(m?.nationality ? { nationality: m.nationality } : {}),
        ...(c?.contact.email ? { email: c.contact.email } : {}),
      };
    }),
  };
}

/** A trip's schedule as a cabin plan: every active cabin of the vessel, each bed free, this booking's or taken. */
export async function bookingCabins(principal: Principal, id: string): Promise<BookingCabins> {
  const b = await readBooking(principal, id);
  if (b.schedule === undefined)
    throw new ValidationError('A stay has no cabins: only a trip booking has a cabin plan', [{ path: 'id', message: 'not a trip' }]);
  const { tenant } = principal;
  const schedule = await read.schedules.getOrThrow(tenant, b.schedule);
  const [list, { claims }] = await Promise.all([roomsOfAsset(tenant, schedule.vessel), scheduleClaims(tenant, b.schedule)]);
  const held = holdsInventory(b.state);
  const owner = new Map(claims.filter((c) => c.bed !== undefined).map((c) => [`${c.unit}|${c.bed}`, c.owner.id]));
  const sleeper = new Map<string, string>(
    b.rooms.flatMap((r) => (r.customers ?? []).flatMap((p) => (p.bed ? [[`${r.room}|${p.bed}`, p.customer] as const] : []))),
  );
  const mine = new Map(b.rooms.map((r) => [r.room, r]));
  const cabins = list.filter((r) => r.type === 'Cabin' && ((r.isActive && !r.blocked) || mine.has(r.id)));
  return {
    schedule: b.schedule,
    cabins: cabins.map((c) => {
      const own = mine.get(c.id);
      return {
        id: c.id,
        name: c.name,
        allowSharedRoom: c.allowSharedRoom,
        allowMixedGender: c.allowMixedGender,
        inBooking: own !== undefined,
        locked: own?.locked ?? false,
        beds: c.configuration.beds
          .filter((bed) => bed.active)
          .map((bed) => {
            const key = `${c.id}|${bed.internalId}`;
            const by = owner.get(key);
            const ours = by === b.id || (!held && (own?.beds ?? []).includes(bed.internalId));
            const customer = sleeper.get(key);
            return {
              bed: bed.internalId,
              status: ours ? ('own' as const) : by !== undefined ? ('taken' as const) : ('free' as const),
              ...(customer !== undefined ? { customer } : {}),
            };
          }),
      };
    }),
  };
}
