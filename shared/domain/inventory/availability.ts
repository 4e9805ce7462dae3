import { addDays } from '../../calendar-date';
import { cabinBedIds, unitKey, type CabinForClaims, type Claim } from './claims';
import { daysOf, nightsOf } from './stay';

/**
 * Availability answers over the claims (inventory items) of one asset, read with one Query: rooms free on every
 * night of a range, free beds per cabin, free count per room type and night, a room's nights, arrivals and
 * departures. Ranges are `from` up to the night before `to`, like a stay; arrivals and departures are per day,
 * both ends included.
 */

export interface RoomForAvailability {
  id: string;
  roomType?: string;
  /** An inactive room is never offered. */
  isActive?: boolean;
}

function held(claims: Claim[]): Map<string, Claim> {
  return new Map(claims.map((c) => [unitKey(c), c]));
}

const sellable = (room: RoomForAvailability) => room.isActive !== false;

/** The rooms of the resort free on every night from `from` to the night before `to`. */
export function freeRooms<R extends RoomForAvailability>(rooms: R[], claims: Claim[], resort: string, from: string, to: string): R[] {
  const index = held(claims);
  const nights = nightsOf(from, to);
  return rooms.filter((room) => sellable(room) && nights.every((night) => !index.has(unitKey({ asset: resort, unit: room.id, night }))));
}

export interface RoomTypeNight {
  roomType: string;
  night: string;
  free: number;
}

/** Free rooms per room type and night (active rooms with a room type only), room types in order of first appearance. */
export function roomTypeFreeCounts(rooms: RoomForAvailability[], claims: Claim[], resort: string, from: string, to: string): RoomTypeNight[] {
  const index = held(claims);
  const types = [...new Set(rooms.filter((r) => sellable(r) && r.roomType).map((r) => r.roomType as string))];
  return types.flatMap((roomType) => {
    const ofType = rooms.filter((r) => sellable(r) && r.roomType === roomType);
    return nightsOf(from, to).map((night) => ({
      roomType,
      night,
      free: ofType.filter((r) => !index.has(unitKey({ asset: resort, unit: r.id, night }))).length,
    }));
  });
}

/**
 * Free beds per cabin of a schedule: a cabin that is not shared has none once any bed is taken (it is sold whole),
 * a shared cabin has its active beds nobody holds. Gender does not lower the count: it depends on the guest.
 */
export function cabinFreeBeds<C extends CabinForClaims>(cabins: C[], claims: Claim[], schedule: string): (C & { freeBeds: number })[] {
  const index = held(claims);
  return cabins.map((cabin) => {
    const beds = cabinBedIds(cabin);
    const free = beds.filter((bed) => !index.has(unitKey({ asset: schedule, unit: cabin.id, bed }))).length;
    return { ...cabin, freeBeds: !cabin.allowSharedRoom && free < beds.length ? 0 : free };
  });
}

/** The cabins a party can still book into: freeBeds above 0. */
export function availableCabins<C extends CabinForClaims>(cabins: C[], claims: Claim[], schedule: string): (C & { freeBeds: number })[] {
  return cabinFreeBeds(cabins, claims, schedule).filter((c) => c.freeBeds > 0);
}

export type NightState =
  | { night: string; state: 'free' }
  | { night: string; state: 'booked'; booking: string }
  | { night: string; state: 'blocked'; blocker: string; reason?: string };

/** A room's nights from `from` to the night before `to`: free, booked (with the booking id) or blocked (with the reason). */
export function roomNightStates(room: string, claims: Claim[], resort: string, from: string, to: string): NightState[] {
  const index = held(claims);
  return nightsOf(from, to).map((night): NightState => {
    const claim = index.get(unitKey({ asset: resort, unit: room, night }));
    if (!claim) return { night, state: 'free' };
    if (claim.owner.kind === 'booking') return { night, state: 'booked', booking: claim.owner.id };
    return { night, state: 'blocked', blocker: claim.owner.id, ...(claim.owner.reason ? { reason: claim.owner.reason } : {}) };
  });
}

export interface RoomMovement {
  booking: string;
  room: string;
}

export interface ArrivalDepartureDay {
  date: string;
  arrivals: RoomMovement[];
  departures: RoomMovement[];
}

/**
 * Arrivals and departures per day from `from` to `to` (both included), from bookings' room-nights: a run of
 * consecutive nights of one booking in one room arrives on its first night and departs the day after its last.
 * The claims must cover the night before `from` (a departure on `from`) and the night `to` (an arrival on `to`).
 */
export function arrivalsAndDepartures(claims: Claim[], resort: string, from: string, to: string): ArrivalDepartureDay[] {
  const days = new Map(daysOf(from, to).map((date) => [date, { date, arrivals: [] as RoomMovement[], departures: [] as RoomMovement[] }]));
  const nightsBy = new Map<string, { movement: RoomMovement; nights: Set<string> }>();
  for (const c of claims) {
    if (c.asset !== resort || c.night === undefined || c.owner.kind !== 'booking') continue;
    const key = `${c.owner.id}|${c.unit}`;
    const entry = nightsBy.get(key) ?? { movement: { booking: c.owner.id, room: c.unit }, nights: new Set<string>() };
    entry.nights.add(c.night);
    nightsBy.set(key, entry);
  }
  for (const { movement, nights } of nightsBy.values()) {
    for (const night of nights) {
      if (!nights.has(addDays(night, -1))) days.get(night)?.arrivals.push(movement);
      const next = addDays(night, 1);
      if (!nights.has(next)) days.get(next)?.departures.push(movement);
    }
  }
  return [...days.values()];
}
