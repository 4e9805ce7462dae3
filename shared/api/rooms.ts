import * as z from 'zod';
import { endpoint } from './endpoint';
import { ZId } from './resource';
import { BLOCKER_REASONS, ZAddBlocker, ZBlockerRange } from '../domain/inventory/blocker';
import { roomScopes, roomsResource } from './rooms-resources';

export { bedTypesResource, roomScopes, roomsResource, roomTypesResource } from './rooms-resources';

const ZDate = z.iso.date();
const rangeQuery = z.strictObject({ from: ZDate, to: ZDate });
const tag = ['rooms'];

/** One night of a room: free, held by a booking, or blocked with the blocker's reason. */
export const ZRoomNight = z.object({
  night: ZDate,
  state: z.enum(['free', 'booked', 'blocked']),
  /** The booking holding the night. */
  booking: z.string().optional(),
  /** The blocker holding the night, and its reason. */
  blocker: z.string().optional(),
  reason: z.enum(BLOCKER_REASONS).optional(),
});
export type RoomNight = z.infer<typeof ZRoomNight>;

/** A cabin's bed on a schedule: free or held (a cabin's state on a trip). */
export const ZCabinBedState = z.object({
  bed: z.string(),
  state: z.enum(['free', 'booked', 'blocked']),
  booking: z.string().optional(),
  blocker: z.string().optional(),
  reason: z.enum(BLOCKER_REASONS).optional(),
  gender: z.enum(['u', 'm', 'f']).optional(),
});

/** A free room (resort) or a cabin with free beds (schedule), as GET rooms/available/{id} answers it. */
const ZAvailableRoom = roomsResource.item.extend({ freeBeds: z.number().int().min(0).optional() });

export const roomExtraEndpoints = {
  available: endpoint({
    id: 'rooms.available',
    method: 'GET',
    path: '/api/rooms/available/{id}',
    resource: 'rooms',
    scopes: [...roomScopes.read, 'agencies.self'],
    tags: tag,
    summary:
      'For a resort id: the active rooms free on every night from `from` to the night before `to` (one Query of the resort inventory). ' +
      'For a schedule id: the active cabins with freeBeds > 0, each with freeBeds (from and to are not needed)',
    input: { params: z.object({ id: ZId }), query: z.strictObject({ from: ZDate.optional(), to: ZDate.optional() }) },
    output: z.object({ data: z.array(ZAvailableRoom) }),
  }),
  resort: endpoint({
    id: 'rooms.resort',
    method: 'GET',
    path: '/api/rooms/resort',
    resource: 'rooms',
    scopes: roomScopes.read,
    tags: tag,
    summary:
      "A resort's availability over from..to (at most 62 nights): free rooms per room type and night, and every room's nights; one Query of the inventory",
    input: { query: rangeQuery.extend({ resort: ZId }) },
    output: z.object({
      resort: z.string(),
      nights: z.array(ZDate),
      roomTypes: z.array(z.object({ id: z.string(), name: z.string(), total: z.number().int(), free: z.array(z.number().int()) })),
      rooms: z.array(z.object({ id: z.string(), name: z.string(), roomType: z.string(), nights: z.array(ZRoomNight) })),
    }),
  }),
  roomType: endpoint({
    id: 'rooms.roomType',
    method: 'GET',
    path: '/api/rooms/roomtype/{id}',
    resource: 'rooms',
    scopes: [...roomScopes.read, 'agencies.self'],
    tags: tag,
    summary: 'Free rooms of a room type per night from..to (the night before to is the last)',
    input: { params: z.object({ id: ZId }), query: rangeQuery },
    output: z.object({ roomType: z.string(), total: z.number().int(), nights: z.array(z.object({ night: ZDate, free: z.number().int() })) }),
  }),
  state: endpoint({
    id: 'rooms.state',
    method: 'GET',
    path: '/api/rooms/{id}/state',
    resource: 'rooms',
    scopes: roomScopes.read,
    tags: tag,
    summary: "A resort room's nights from..to (free, booked with the booking id, blocked with the reason); for a cabin, `schedule` gives its beds on that trip",
    input: { params: z.object({ id: ZId }), query: z.strictObject({ from: ZDate.optional(), to: ZDate.optional(), schedule: ZId.optional() }) },
    output: z.object({ room: z.string(), nights: z.array(ZRoomNight), beds: z.array(ZCabinBedState).optional() }),
  }),
  addBlocker: endpoint({
    id: 'rooms.addBlocker',
    method: 'POST',
    path: '/api/rooms/addBlocker',
    resource: 'rooms',
    scopes: roomScopes.update,
    tags: tag,
    summary:
      'Blocks a resort room from `from` to the night before `to` (at most 90 nights) with a reason (Maintanance, OutOfOrder, Event); ' +
      'its nights are taken in one transaction; a booked or blocked night answers 409 ROOM_NOT_AVAILABLE naming the booking',
    input: { body: ZAddBlocker },
    output: z.object({
      blocker: z.string(),
      room: z.string(),
      resort: z.string(),
      from: ZDate,
      to: ZDate,
      reason: z.enum(BLOCKER_REASONS),
      nights: z.number().int(),
    }),
    idempotent: true,
  }),
  removeBlocker: endpoint({
    id: 'rooms.removeBlocker',
    method: 'POST',
    path: '/api/rooms/removeBlocker',
    resource: 'rooms',
    scopes: roomScopes.update,
    tags: tag,
    summary: "Frees a room's blocked nights from `from` to the night before `to` (bookings are never touched)",
    input: { body: ZBlockerRange },
    output: z.object({ room: z.string(), released: z.number().int() }),
  }),
};
