import { ulid } from 'ulid';
import type { CreateBooking } from '../../../../shared/api/bookings';
import { ONLINE_SOURCE } from '../../../../shared/domain/booking/online-hold';
import { ZCustomer, type Customer } from '../../../../shared/domain/customer/customer';
import { NotFoundError, ValidationError } from '../../../../shared/errors';
import { read } from '../../../data/readers';
import { roomsOfAsset } from '../../../inventory/index';
import type * as z from 'zod';
import type { ZBookCreateBody } from '../../../../shared/api/book';

/**
 * The guest's choice as the staff create takes it (shared/api/bookings.ts CreateBooking): each guest a customer id of
 * its own (made now, stored only once the hold won), the lead's contact on the lead's customer (or on a customer of
 * its own when the contact does not travel), source online, a draft until the hold ends.
 */

export type ParsedCreate = z.output<typeof ZBookCreateBody>;

export interface PlannedChoice {
  /** The create body without the rooms a stay's room types leave open (`pick` fills them). */
  body: CreateBooking;
  persons: Map<string, Customer>;
  /** Per room of a stay: the rooms of its type a guest may get, in order (empty: the room is given). */
  candidates: string[][];
}

function customerOf(
  guest: { firstName: string; lastName: string; gender?: 'u' | 'm' | 'f'; birthday?: string; country?: string },
  contact?: ParsedCreate['contact'],
): Customer {
  return ZCustomer.parse({
    masterData: { firstName: guest.firstName, lastName: guest.lastName, gender: guest.gender ?? 'u', ...(guest.birthday ? { birthday: guest.birthday } : {}) },
    contact: contact ? { email: contact.email, phone: contact.phone } : {},
    address: guest.country ? { country: guest.country } : contact ? { country: contact.country } : {},
    customerType: 'Direct',
  });
}

/** The rooms of a resort's room type a guest may be given: visible, not blocked, not hidden, in the resort's order. */
async function roomsOfType(tenant: string, resort: string, roomType: string): Promise<string[]> {
  const all = await roomsOfAsset(tenant, resort);
  return all.filter((r) => r.roomType === roomType && r.isActive && r.isVisible && !r.blocked && !r.hide).map((r) => r.id);
}

export async function planChoice(
  tenant: string,
  input: ParsedCreate,
  opts: { optionDate: string; currency?: string; member?: { id: string; customer: Customer } },
): Promise<PlannedChoice> {
  const persons = new Map<string, Customer>();
  const ids = new Map<string, string>();
  for (const g of input.guests) {
    const lead = input.lead === g.key;
    if (lead && opts.member) {
      ids.set(g.key, opts.member.id);
      persons.set(opts.member.id, opts.member.customer);
      continue;
    }
    const id = `c-${ulid()}`;
    ids.set(g.key, id);
    persons.set(id, customerOf(g, lead ? input.contact : undefined));
  }
  let customer = input.lead ? ids.get(input.lead) : undefined;
  if (!customer) {
    if (opts.member) {
      customer = opts.member.id;
      persons.set(customer, opts.member.customer);
    } else {
      customer = `c-${ulid()}`;
      persons.set(customer, customerOf(input.contact, input.contact));
    }
  }
  const named = (keys: string[], beds?: string[]) => keys.map((k, i) => ({ customer: ids.get(k) as string, ...(beds?.[i] ? { bed: beds[i] } : {}) }));
  const common = {
    customer,
    state: 'draft' as const,
    optionDate: opts.optionDate,
    source: ONLINE_SOURCE,
    language: input.contact.language,
    ...(opts.currency ? { currency: opts.currency } : {}),
    ...(input.addons.length ? { supplements: input.addons.map((a) => ({ id: a.id, ...(a.quantity !== undefined ? { quantity: a.quantity } : {}) })) } : {}),
  };
  const c = input.choice;
  if (c.kind === 'trip') {
    const rooms = c.cabins.map((cab) => ({
      room: cab.cabin,
      noOfPax: cab.guests.length,
      ...(cab.beds?.length ? { beds: cab.beds } : {}),
      customers: named(cab.guests, cab.beds),
      ...(cab.variant ? { variant: cab.variant } : {}),
    }));
    return { body: { schedule: c.schedule, rooms, ...common }, persons, candidates: rooms.map(() => []) };
  }
  const candidates = await Promise.all(c.rooms.map((r) => (r.room ? Promise.resolve([]) : roomsOfType(tenant, c.resort, r.roomType))));
  c.rooms.forEach((r, i) => {
    if (!r.room && candidates[i]?.length === 0) throw new NotFoundError(`room type ${r.roomType} has no room to book online`, 'ROOM_NOT_AVAILABLE');
  });
  for (const [i, r] of c.rooms.entries()) {
    if (!r.room) continue;
    const room = await read.rooms.get(tenant, r.room);
    if (!room || room.roomType !== r.roomType)
      throw new ValidationError(`room ${r.room} is not of room type ${r.roomType}`, [{ path: `body.choice.rooms.${i}.room`, message: 'not of the room type' }]);
  }
  const rooms = c.rooms.map((r) => ({
    room: r.room ?? '',
    noOfPax: r.guests.length,
    customers: named(r.guests),
    ...(r.variant ? { variant: r.variant } : {}),
  }));
  return { body: { resort: c.resort, checkIn: c.from, checkOut: c.to, rooms, ...common }, persons, candidates };
}

/**
 * The rooms to try for a stay's open room types on attempt `tried`: each open room the first candidate not excluded
 * and not given to another room of the choice; undefined when a room has no candidate left.
 */
export function pickRooms(planned: PlannedChoice, excluded: ReadonlySet<string>): CreateBooking | undefined {
  const given = new Set(planned.body.rooms.map((r) => r.room).filter(Boolean));
  const rooms = [];
  for (const [i, r] of planned.body.rooms.entries()) {
    const options = planned.candidates[i] ?? [];
    if (options.length === 0) {
      rooms.push(r);
      continue;
    }
    const room = options.find((id) => !excluded.has(id) && !given.has(id));
    if (!room) return undefined;
    given.add(room);
    rooms.push({ ...r, room });
  }
  return { ...planned.body, rooms };
}
