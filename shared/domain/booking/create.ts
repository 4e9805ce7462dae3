import { MAX_OPTION_DAYS, type CreateBooking } from '../../api/bookings';
import { ConflictError, ValidationError } from '../../errors';
import { tripCabinUnits, type Claim } from '../inventory/claims';
import type { Room } from '../inventory/room';
import { daysBetween } from '../inventory/stay';
import type { BookingHeader } from './booking';
import { BOOKING_SEARCH_WRITES } from './search-writes';

/**
 * The rules of a new booking (docs/decisions/actor.md, "One create path"): plain functions over the request and the
 * master data read for it. functions/booking/bookings/service.ts reads, these decide, and the booking change
 * primitive writes.
 */

/** A transaction holds at most 100 actions. */
export const MAX_BOOKING_ACTIONS = 100;

/** The rooms as a booking header stores them. */
export type HeldRooms = BookingHeader['rooms'];

/**
 * The actions of a new booking besides its claims and gender items: header, booking number, offer or reservation
 * number, outbox, the booking counts' one Update (functions/data/booking-counts.ts) and its search writes.
 */
const FIXED_ACTIONS = 5 + BOOKING_SEARCH_WRITES;

/** How many actions a new booking sends at most: claims, gender items and the fixed ones. */
export function bookingActionCount(claims: number, genders: number): number {
  return claims + genders + FIXED_ACTIONS;
}

/** 400 when a new booking needs more writes than one transaction holds (a few are kept for the header, numbers, event). */
export function requireActionLimit(claims: number, genders: number): void {
  const actions = bookingActionCount(claims, genders);
  if (actions > MAX_BOOKING_ACTIONS) {
    throw new ValidationError(
      `The booking needs ${actions} writes (${claims} room-nights or beds); one booking holds at most ${MAX_BOOKING_ACTIONS - FIXED_ACTIONS}: split it into several bookings`,
      [{ path: 'body.rooms', message: 'too many room-nights or beds for one booking' }],
    );
  }
}

/** 400 when the request lists a room twice. */
export function requireDistinctRooms(body: Pick<CreateBooking, 'rooms'>): void {
  const ids = body.rooms.map((r) => r.room);
  if (new Set(ids).size !== ids.length) throw new ValidationError('A room is listed twice', [{ path: 'body.rooms', message: 'duplicate room' }]);
}

/** The room fields the create rules read. */
export type RoomForCreate = { id: string } & Pick<Room, 'name' | 'isActive' | 'blocked' | 'allowSharedRoom' | 'configuration'> & {
    resort?: string;
    vessel?: string;
  };

/** Each room exists, belongs to the asset, is sellable (409) and, sold whole, fits its noOfPax (400). */
export function requireRooms<R extends RoomForCreate>(
  found: (R | null)[],
  body: Pick<CreateBooking, 'rooms'>,
  owner: { field: 'resort' | 'vessel'; id: string },
): R[] {
  const ids = body.rooms.map((r) => r.room);
  const missing = found.flatMap((room, i) =>
    room && room[owner.field] === owner.id ? [] : [{ path: `body.rooms.${i}.room`, message: `room ${ids[i]} is not a room of ${owner.field} ${owner.id}` }],
  );
  if (missing.length) throw new ValidationError(missing.map((m) => m.message).join('; '), missing);
  return found.map((room, i) => {
    const r = room as R;
    if (!r.isActive || r.blocked) throw new ConflictError(`Room ${r.name} is ${r.blocked ? 'blocked' : 'not active'}`, 'ROOM_NOT_AVAILABLE');
    const pax = body.rooms[i]?.noOfPax ?? 0;
    const { minNoOfPax, maxNoOfPax } = r.configuration;
    if (!r.allowSharedRoom && (pax < minNoOfPax || pax > maxNoOfPax)) {
      throw new ValidationError(`Room ${r.name} takes ${minNoOfPax} to ${maxNoOfPax} guests`, [
        { path: `body.rooms.${i}.noOfPax`, message: `between ${minNoOfPax} and ${maxNoOfPax}` },
      ]);
    }
    return r;
  });
}

/** The gender a trip booking counts on its non-mixed cabins: the lead guest's, `u` (uncounted) when all cabins are mixed or it is unknown. */
export function bookingGender(cabins: Pick<Room, 'allowMixedGender'>[], leadGender: 'm' | 'f' | 'u' | undefined): 'm' | 'f' | 'u' {
  return cabins.some((c) => !c.allowMixedGender) ? (leadGender ?? 'u') : 'u';
}

/** The cabins a trip booking holds, bed by bed, planned from the schedule's claims as read now. */
export type CabinForCreate = RoomForCreate & Pick<Room, 'allowMixedGender' | 'availableBeds'>;

/**
 * A trip booking's rooms with the beds it takes: the requested beds, or free ones picked from `existing`; 409 when a
 * non-mixed cabin is held by the other gender (`cabinGenders`), 400 beyond the action limit.
 */
export function planTripRooms(
  schedule: string,
  cabins: CabinForCreate[],
  body: Pick<CreateBooking, 'rooms'>,
  gender: 'm' | 'f' | 'u',
  seen: { claims: Claim[]; cabinGenders: Map<string, 'm' | 'f'> },
): HeldRooms {
  let beds = 0;
  let genders = 0;
  const rooms = body.rooms.map((request, i) => {
    const cabin = cabins[i] as CabinForCreate;
    const mixed = cabin.allowMixedGender;
    const units = tripCabinUnits(
      schedule,
      { ...cabin, beds: cabin.configuration.beds },
      { noOfPax: request.noOfPax, beds: request.beds, genders: mixed ? undefined : Array(request.noOfPax).fill(gender) },
      seen.claims,
    );
    const current = seen.cabinGenders.get(cabin.id);
    if (!mixed && gender !== 'u' && current !== undefined && current !== gender) {
      throw new ConflictError(`Cabin ${cabin.name} is taken by guests of the other gender`, 'ROOM_NOT_AVAILABLE');
    }
    // Checked per cabin with one gender item more (as the booking core always did), and once more at the end.
    requireActionLimit(beds + units.length, genders + 1);
    const counts = !mixed && gender !== 'u';
    beds += units.length;
    genders += counts ? 1 : 0;
    return { room: cabin.id, noOfPax: request.noOfPax, beds: units.map((u) => u.bed as string), ...(counts ? { gender } : {}) };
  });
  requireActionLimit(beds, genders);
  return rooms;
}

/** The rooms of a request as held without beds (a resort stay, a waiting booking). */
export function roomsWithoutBeds(body: Pick<CreateBooking, 'rooms'>): HeldRooms {
  return body.rooms.map((r) => ({ room: r.room, noOfPax: r.noOfPax }));
}

/** The rooms as stored: what the plan holds, with the request's variant and persons (a person's bed among the held). */
export function withPersons(held: HeldRooms, body: Pick<CreateBooking, 'rooms'>, waiting: boolean): HeldRooms {
  return held.map((room, i) => {
    const request = body.rooms[i]!;
    const fields = (request.customers ?? []).flatMap((c, j) =>
      c.bed !== undefined && !waiting && !room.beds?.includes(c.bed)
        ? [{ path: `body.rooms.${i}.customers.${j}.bed`, message: `bed ${c.bed} is not a bed this booking holds in ${room.room}` }]
        : [],
    );
    if (fields.length) throw new ValidationError(fields.map((f) => f.message).join('; '), fields);
    return {
      ...room,
      ...(request.variant ? { variant: request.variant } : {}),
      ...(request.customers?.length
        ? { customers: request.customers.map(({ bed, ...c }) => ({ ...c, ...(bed !== undefined && !waiting ? { bed } : {}) })) }
        : {}),
    };
  });
}

/** A draft is an option: it names the day it expires, after `today` and at most MAX_OPTION_DAYS ahead; others name none. */
export function requireOption(body: Pick<CreateBooking, 'state' | 'optionDate'>, today: string): void {
  const bad = (message: string) => new ValidationError(message, [{ path: 'body.optionDate', message }]);
  if (body.state !== 'draft') {
    if (body.optionDate !== undefined) throw bad('Only a draft (option) has an optionDate');
    return;
  }
  if (body.optionDate === undefined) throw bad('A draft (option) needs an optionDate');
  if (body.optionDate <= today) throw bad('The optionDate is after today');
  if (daysBetween(today, body.optionDate) > MAX_OPTION_DAYS) throw bad(`The optionDate is at most ${MAX_OPTION_DAYS} days ahead`);
}
