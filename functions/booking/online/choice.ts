import type { BookChoice } from '../../../shared/api/book';
import { nightsOf } from '../../../shared/domain/inventory/stay';
import type { PricingPerson, PricingRequest, PricingRoom } from '../../../shared/domain/pricing/types';
import { NotFoundError, ValidationError } from '../../../shared/errors';
import { read } from '../../data/readers';
import { roomsOf, roomTypesOf } from './read/inventory';
import { bookableSchedule } from './read/bookable';
import { requireInWidget, type GuestCall } from './read/guest';

/**
 * A guest's choice placed on the operator's data (docs/decisions/online-booking.md "Contract"): the departure and its
 * cabins, or the resort, the dates and the room types (a room when chosen), each checked as a guest may ask for it
 * (visible, active, of the asset, of the widget's, not in the past, guests within the room's limits); and the engine's
 * request for it, built the way a staff booking's is (functions/booking/bookings/pricing-of-booking.ts
 * `bookingPricingRequest`): the same rooms, persons, supplements, channel CustomerDirectBooking and source online.
 */

export const ONLINE_CHANNEL = 'CustomerDirectBooking' as const;
export const ONLINE_SOURCE = 'online';

export interface PlacedRoom {
  /** The room or cabin id; for a stay without a chosen room, the room type's id (priced as a room of the type). */
  room: string;
  roomType: string;
  guests: string[];
  variant?: string;
  /** A shared cabin: only these guests' beds are priced. */
  shared: boolean;
  beds?: string[];
}

export interface PlacedChoice {
  kind: 'stay' | 'trip';
  resort?: string;
  vessel?: string;
  schedule?: string;
  tour?: string;
  from: string;
  to: string;
  rooms: PlacedRoom[];
}

type Guest = { key: string; gender?: 'u' | 'm' | 'f'; birthday?: string; country?: string };

const bad = (path: string, message: string) => new ValidationError(message, [{ path, message }]);

async function placeTrip(call: GuestCall, c: Extract<BookChoice, { kind: 'trip' }>): Promise<PlacedChoice> {
  const s = await bookableSchedule(call, c.schedule);
  const cabins = await roomsOf(call.tenant, s.vessel);
  const rooms = c.cabins.map((want, i): PlacedRoom => {
    const cabin = cabins.find((x) => x.id === want.cabin);
    if (!cabin || cabin.type !== 'Cabin' || !cabin.isActive || cabin.blocked || cabin.hide || !cabin.isVisible)
      throw bad(`body.choice.cabins.${i}.cabin`, `No cabin ${want.cabin} to book on this departure`);
    const max = cabin.configuration.beds.length ? cabin.configuration.beds.filter((b) => b.active).length : cabin.availableBeds;
    if (want.guests.length > max) throw bad(`body.choice.cabins.${i}.guests`, `Cabin ${cabin.name} sleeps at most ${max}`);
    if (want.beds && want.beds.length !== want.guests.length) throw bad(`body.choice.cabins.${i}.beds`, 'A bed for each guest');
    return {
      room: cabin.id,
      roomType: cabin.roomType,
      guests: want.guests,
      shared: cabin.allowSharedRoom,
      ...(want.variant ? { variant: want.variant } : {}),
      ...(want.beds ? { beds: want.beds } : {}),
    };
  });
  if (new Set(rooms.map((r) => r.room)).size !== rooms.length) throw bad('body.choice.cabins', 'A cabin is chosen twice');
  return { kind: 'trip', vessel: s.vessel, schedule: s.id, tour: s.tour, from: s.from, to: s.to, rooms };
}

async function placeStay(call: GuestCall, c: Extract<BookChoice, { kind: 'stay' }>): Promise<PlacedChoice> {
  requireInWidget(call, { resort: c.resort });
  if (c.from < call.today) throw bad('body.choice.from', 'The stay starts in the past');
  const resort = await read.resorts.get(call.tenant, c.resort);
  if (!resort || !resort.isActive) throw new NotFoundError(`No resort ${c.resort}`, 'RESORT_NOT_FOUND');
  const [rooms, types] = await Promise.all([roomsOf(call.tenant, c.resort), roomTypesOf(call.tenant, c.resort)]);
  const placed = c.rooms.map((want, i): PlacedRoom => {
    const type = types.find((t) => t.id === want.roomType);
    if (!type || type.hide || !type.isVisible) throw bad(`body.choice.rooms.${i}.roomType`, `No room type ${want.roomType} to book`);
    if (want.guests.length > type.maxNoOfPax || want.guests.length < type.minNoOfPax)
      throw bad(`body.choice.rooms.${i}.guests`, `${type.name} sleeps ${type.minNoOfPax} to ${type.maxNoOfPax}`);
    if (want.room !== undefined) {
      const room = rooms.find((r) => r.id === want.room);
      if (!room || room.roomType !== type.id || room.type !== 'Room' || !room.isActive || room.blocked || room.hide || !room.isVisible)
        throw bad(`body.choice.rooms.${i}.room`, `No room ${want.room} of ${type.name} to book`);
    }
    return { room: want.room ?? type.id, roomType: type.id, guests: want.guests, shared: false, ...(want.variant ? { variant: want.variant } : {}) };
  });
  if (nightsOf(c.from, c.to).length === 0) throw bad('body.choice.to', 'A stay has at least one night');
  return { kind: 'stay', resort: c.resort, from: c.from, to: c.to, rooms: placed };
}

export function placeChoice(call: GuestCall, choice: BookChoice): Promise<PlacedChoice> {
  return choice.kind === 'trip' ? placeTrip(call, choice) : placeStay(call, choice);
}

/** The engine's request of a placed choice: a staff booking's request of the same rooms and persons, on the guest's channel. */
export function onlinePricingRequest(
  placed: PlacedChoice,
  guests: readonly Guest[],
  extras: { addons: readonly { id: string; quantity?: number | undefined }[]; bookingDate: string; currency?: string | undefined },
): PricingRequest {
  const persons: PricingPerson[] = guests.map((g) => ({
    key: g.key,
    ...(g.birthday ? { birthday: g.birthday } : {}),
    gender: g.gender ?? 'u',
    ...(g.country ? { addressCountry: g.country } : {}),
  }));
  const rooms: PricingRoom[] = placed.rooms.map((r) => ({
    room: r.room,
    roomType: r.roomType,
    persons: [...r.guests],
    ...(r.variant ? { variant: r.variant } : {}),
    ...(placed.kind === 'trip' && r.shared ? { shared: true } : {}),
  }));
  return {
    kind: placed.kind,
    ...(placed.resort ? { resort: placed.resort } : {}),
    ...(placed.kind === 'trip' ? { vessel: placed.vessel, schedule: placed.schedule, tour: placed.tour } : {}),
    from: placed.from,
    to: placed.to,
    rooms,
    persons,
    ...(extras.addons.length ? { supplements: extras.addons.map((a) => ({ id: a.id, ...(a.quantity !== undefined ? { quantity: a.quantity } : {}) })) } : {}),
    channel: ONLINE_CHANNEL,
    source: ONLINE_SOURCE,
    bookingDate: extras.bookingDate,
    ...(extras.currency ? { currency: extras.currency } : {}),
  };
}
