import type { z } from 'zod';
import type { ZAddRoom, ZChangeCustomer, ZSortRooms, ZUpdateRoom } from '../../../../shared/api/booking-rooms';
import type { Principal } from '../../../../shared/auth/principal';
import { fullName } from '../../../../shared/domain/customer/customer';
import { activeBeds } from '../../../../shared/domain/inventory/room';
import { NotFoundError, ValidationError } from '../../../../shared/errors';
import type { BookingItem } from '../../../data/entities/booking';
import { scheduleClaims } from '../../../data/inventory';
import { read } from '../../../data/readers';
import { applyBookingChange, refused, type PlannedChange } from './apply';
import { placeOnSchedule, requireResortRoom } from './placement';

/**
 * The rooms and persons of a booking (shared/api/booking-rooms.ts): each call is the lifecycle action `changeRooms`
 * through applyBookingChange, so the nights or beds a change adds are taken first (or nothing is written), the ones
 * it drops are given back in the same transaction, and history and etag follow. The header's noOfPax (sum of the
 * rooms') and customerName (the lead's) are set by every change. Prices stay as stored (docs/decisions.md, "Rooms
 * and persons").
 */

type Room = BookingItem['rooms'][number];
type Person = NonNullable<Room['customers']>[number];

const bad = (path: string, message: string, description = message) => new ValidationError(description, [{ path, message }]);

function roomOf(b: BookingItem, roomId: string): { index: number; room: Room } {
  const index = b.rooms.findIndex((r) => r.room === roomId);
  if (index < 0) throw new NotFoundError(`room ${roomId} is not a room of booking ${b.bookingNo}`);
  return { index, room: b.rooms[index] as Room };
}

const personsOf = (rooms: Room[]) => rooms.flatMap((r) => r.customers ?? []);

/** Each customer exists (400 naming the first unknown); their names by id. */
async function customerNames(tenant: string, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const found = await Promise.all(unique.map((id) => read.customers.get(tenant, id)));
  const missing = unique.find((_, i) => !found[i]);
  if (missing) throw bad('body.customers', 'unknown customer', `customer ${missing} does not exist`);
  return new Map(found.map((c, i) => [unique[i] as string, c ? fullName(c) : '']));
}

/** The header fields every room change sets: rooms, noOfPax, and the lead with its name. */
async function totals(tenant: string, b: BookingItem, rooms: Room[], lead: string | undefined): Promise<Partial<BookingItem>> {
  const known = lead === b.customer ? b.customerName : undefined;
  const found = lead !== undefined && known === undefined ? await read.customers.get(tenant, lead) : null;
  const name = known ?? (found ? fullName(found) : undefined);
  return { rooms, noOfPax: rooms.reduce((s, r) => s + r.noOfPax, 0), customer: lead, customerName: name };
}

/** No person twice in the booking, no bed twice in a room. */
function requireDistinct(rooms: Room[]): void {
  const ids = personsOf(rooms).map((p) => p.customer);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw bad('body.customers', 'already in the booking', `customer ${twice} is already a person of the booking`);
  for (const r of rooms) {
    const beds = (r.customers ?? []).flatMap((p) => (p.bed ? [p.bed] : []));
    const bed = beds.find((x, i) => beds.indexOf(x) !== i);
    if (bed) throw bad('body.customers', 'bed given twice', `bed ${bed} of room ${r.room} is given to two persons`);
  }
}

/**
 * A room line placed: a stay's room checked (of the resort, sellable, its capacity) or a trip's cabin placed on the
 * schedule with its beds (the persons' beds first, then the line's own, else the first free). `picked` for retries.
 */
async function placeRoom(tenant: string, b: BookingItem, r: Room): Promise<{ room: Room; picked?: Set<string> }> {
  const persons = r.customers ?? [];
  if (persons.length > r.noOfPax)
    throw bad('body.noOfPax', `at least ${persons.length}`, `room ${r.room} has ${persons.length} persons, more than ${r.noOfPax}`);
  if (b.schedule === undefined) {
    if (persons.some((p) => p.bed)) throw bad('body.customers', 'a stay has no beds', 'persons of a stay have no beds');
    await requireResortRoom(tenant, b, r.room);
    const room = await read.rooms.get(tenant, r.room);
    const c = room?.configuration;
    if (room && c && !room.allowSharedRoom && (r.noOfPax < c.minNoOfPax || r.noOfPax > c.maxNoOfPax)) {
      throw bad('body.noOfPax', `between ${c.minNoOfPax} and ${c.maxNoOfPax}`, `Room ${room.name} takes ${c.minNoOfPax} to ${c.maxNoOfPax} guests`);
    }
    return { room: r };
  }
  const cabin = await read.rooms.get(tenant, r.room);
  const personBeds = persons.flatMap((p) => (p.bed ? [p.bed] : []));
  let beds: string[] | undefined;
  let picking = false;
  if (cabin?.allowSharedRoom) {
    const fill = (r.beds ?? []).filter((x) => !personBeds.includes(x));
    const wanted = [...personBeds, ...fill].slice(0, r.noOfPax);
    if (wanted.length === r.noOfPax) beds = wanted;
    else if (personBeds.length) {
      // More places than named beds: the persons keep theirs, the rest are the first free ones (picked again on a lost race).
      const { claims } = await scheduleClaims(tenant, b.schedule);
      const taken = new Set(claims.filter((x) => x.unit === r.room && x.owner.id !== b.id).map((x) => x.bed));
      const free = activeBeds(cabin)
        .map((x) => x.internalId)
        .filter((x) => !taken.has(x) && !wanted.includes(x));
      beds = [...wanted, ...free].slice(0, r.noOfPax);
      picking = true;
    }
  }
  const placed = await placeOnSchedule(tenant, b, b.schedule, [{ ...r, beds }]);
  if (picking) placed.picked.add(r.room);
  const room = placed.rooms[0] as Room;
  const stray = personBeds.find((x) => !(room.beds ?? []).includes(x));
  if (stray) throw bad('body.customers', 'not a bed of the cabin', `bed ${stray} is not a bed of cabin ${cabin?.name ?? r.room}`);
  return { room, picked: placed.picked };
}

/** Runs a room change: `edit` plans the rooms (and lead); the placed rooms go through applyBookingChange. */
function change(
  principal: Principal,
  id: string,
  lastAction: string,
  edit: (b: BookingItem) => Promise<{ rooms: Room[]; lead?: string; place?: Room[]; unchanged?: boolean }>,
) {
  return applyBookingChange(principal, id, 'changeRooms', async (b, { tenant }): Promise<PlannedChange> => {
    const planned = await edit(b);
    if (planned.unchanged) return { next: {}, unchanged: true };
    requireDistinct(planned.rooms);
    // Persons new to the booking must exist (the ones it has keep their place even if their record went away).
    const had = new Set([...personsOf(b.rooms).map((p) => p.customer), ...(b.customer !== undefined ? [b.customer] : [])]);
    const lead = planned.lead ?? b.customer;
    const added = [...personsOf(planned.rooms).map((p) => p.customer), ...(lead !== undefined ? [lead] : [])].filter((x) => !had.has(x));
    await customerNames(tenant, added);
    const picked = new Set<string>();
    const rooms = [...planned.rooms];
    for (const r of planned.place ?? []) {
      const i = rooms.indexOf(r);
      const placed = await placeRoom(tenant, b, r);
      rooms[i] = placed.room;
      placed.picked?.forEach((x) => picked.add(x));
    }
    return { next: await totals(tenant, b, rooms, lead), picked, lastAction };
  });
}

function requireUnlocked(b: BookingItem, room: Room): void {
  if (room.locked) throw refused(b, 'changeRooms', `room ${room.room} is locked`);
}

/** POST {id}/rooms: a room or cabin added with its persons (its nights or beds taken first). */
export const addRoom = (principal: Principal, id: string, body: z.infer<typeof ZAddRoom>) =>
  change(principal, id, 'addRoom', async (b) => {
    if (b.rooms.some((r) => r.room === body.room)) throw bad('body.room', 'already in the booking', `Room ${body.room} is already in the booking`);
    const room: Room = {
      room: body.room,
      noOfPax: body.noOfPax,
      ...(body.beds ? { beds: body.beds } : {}),
      ...(body.variant ? { variant: body.variant } : {}),
    };
    if (body.customers?.length) room.customers = body.customers;
    return { rooms: [...b.rooms, room], place: [room], lead: b.customer ?? body.customers?.[0]?.customer };
  });

/** POST {id}/rooms/{roomId}: a room line's number of persons, beds or variant. */
export const updateRoom = (principal: Principal, id: string, roomId: string, body: z.infer<typeof ZUpdateRoom>) =>
  change(principal, id, 'updateRoom', async (b) => {
    const { index, room } = roomOf(b, roomId);
    const { variant: _v, ...rest } = room;
    const next: Room = { ...(body.variant === null ? rest : room), ...(body.variant ? { variant: body.variant } : {}) };
    if (body.noOfPax !== undefined) next.noOfPax = body.noOfPax;
    if (body.beds !== undefined) next.beds = body.beds;
    const lineChanged = next.noOfPax !== room.noOfPax || body.beds !== undefined;
    if (lineChanged) requireUnlocked(b, room);
    const rooms = b.rooms.map((r, i) => (i === index ? next : r));
    return { rooms, place: lineChanged ? [next] : [] };
  });

/** POST {id}/rooms/{roomId}/customers: the room's persons (and beds); more persons than places raise its noOfPax. */
export const setRoomCustomers = (principal: Principal, id: string, roomId: string, customers: Person[]) =>
  change(principal, id, 'setCustomers', async (b) => {
    const { index, room } = roomOf(b, roomId);
    const noOfPax = Math.max(room.noOfPax, customers.length);
    const next: Room = { ...room, noOfPax, customers };
    const bedsBefore = (room.customers ?? []).map((p) => `${p.customer}:${p.bed ?? ''}`).join();
    const lineChanged = noOfPax !== room.noOfPax || (b.schedule !== undefined && bedsBefore !== customers.map((p) => `${p.customer}:${p.bed ?? ''}`).join());
    if (lineChanged) requireUnlocked(b, room);
    const rooms = b.rooms.map((r, i) => (i === index ? next : r));
    const ids = personsOf(rooms).map((p) => p.customer);
    return { rooms, place: lineChanged ? [next] : [], lead: b.customer ?? ids[0] };
  });

/** POST {id}/changeCustomer: person `from` replaced by `to` (room, bed, variant kept; the lead too); no `from`: `to` leads. */
export const changeCustomer = (principal: Principal, id: string, body: z.infer<typeof ZChangeCustomer>) =>
  change(principal, id, 'changeCustomer', async (b) => {
    if (body.from === undefined) return { rooms: b.rooms, lead: body.to, unchanged: b.customer === body.to };
    const from = body.from;
    const isPerson = personsOf(b.rooms).some((p) => p.customer === from);
    if (!isPerson && b.customer !== from) throw new NotFoundError(`customer ${from} is not a person of booking ${b.bookingNo}`);
    if (from === body.to) return { rooms: b.rooms, unchanged: true };
    const rooms = b.rooms.map((r) => (r.customers ? { ...r, customers: r.customers.map((p) => (p.customer === from ? { ...p, customer: body.to } : p)) } : r));
    return { rooms, lead: b.customer === from ? body.to : b.customer };
  });

/** DELETE {id}/removeCustomer?customer=&room=: the person leaves (its room keeps its places); the lead passes on. */
export const removeCustomer = (principal: Principal, id: string, query: { customer: string; room?: string }) =>
  change(principal, id, 'removeCustomer', async (b) => {
    const inRoom = (r: Room) => (query.room === undefined || r.room === query.room) && (r.customers ?? []).some((p) => p.customer === query.customer);
    if (!b.rooms.some(inRoom)) throw new NotFoundError(`customer ${query.customer} is not a person of booking ${b.bookingNo}`);
    const rooms = b.rooms.map((r) => (inRoom(r) ? { ...r, customers: (r.customers ?? []).filter((p) => p.customer !== query.customer) } : r));
    const others = personsOf(rooms).map((p) => p.customer);
    if (b.customer !== query.customer || others.includes(query.customer)) return { rooms };
    if (!others.length) {
      throw bad('query.customer', 'the only person', `customer ${query.customer} leads the booking and is its only person: replace it (changeCustomer)`);
    }
    return { rooms, lead: others[0] };
  });

/** DELETE {id}/removeRoom?room=: the room and its persons leave, its nights or beds are given back; never the last room. */
export const removeRoom = (principal: Principal, id: string, roomId: string) =>
  change(principal, id, 'removeRoom', async (b) => {
    const { room } = roomOf(b, roomId);
    requireUnlocked(b, room);
    if (b.rooms.length === 1) throw bad('query.room', 'the last room', `room ${roomId} is the booking's last room: cancel the booking instead`);
    const rooms = b.rooms.filter((r) => r.room !== roomId);
    const others = personsOf(rooms).map((p) => p.customer);
    const leadLeaves = b.customer !== undefined && (room.customers ?? []).some((p) => p.customer === b.customer);
    return { rooms, lead: leadLeaves && others.length ? others[0] : b.customer };
  });

/** POST {id}/sort: the rooms in a new order (each once), and the persons of rooms in a new order (each once). */
export const sortRooms = (principal: Principal, id: string, body: z.infer<typeof ZSortRooms>) =>
  change(principal, id, 'sort', async (b) => {
    const same = (a: string[], c: string[]) => a.length === c.length && [...a].sort().join('\u0000') === [...c].sort().join('\u0000');
    if (
      !same(
        body.rooms,
        b.rooms.map((r) => r.room),
      )
    )
      throw bad('body.rooms', 'every room of the booking once', 'rooms must list every room of the booking once');
    const rooms = body.rooms.map((roomId) => {
      const r = roomOf(b, roomId).room;
      const order = body.customers?.[roomId];
      if (!order) return r;
      const persons = r.customers ?? [];
      if (
        !same(
          order,
          persons.map((p) => p.customer),
        )
      )
        throw bad(`body.customers.${roomId}`, 'every person of the room once', `persons of room ${roomId} must be listed once each`);
      return { ...r, customers: order.map((c) => persons.find((p) => p.customer === c) as Person) };
    });
    return { rooms };
  });
