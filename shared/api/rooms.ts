import * as z from 'zod';
import { endpoint } from './endpoint';
import { defineResource, ZId } from './resource';
import { BLOCKER_REASONS, ZAddBlocker, ZBlockerRange } from '../domain/inventory/blocker';
import { ZBedType } from '../domain/inventory/bed-type';
import { ROOM_KINDS, ZRoom } from '../domain/inventory/room';
import { ZRoomType } from '../domain/inventory/room-type';

/**
 * Rooms, cabins, room types and bed types belong to a resort or a vessel: any of the asset scopes opens the
 * endpoints, and the handler asks for the scope of the entity's own asset (resort.* for a resort's rooms,
 * vessel.* for a vessel's cabins) and for the asset to be in the caller's available-asset list.
 */
export const roomScopes = {
  read: ['resort.read', 'vessel.read', 'bookings.read', 'bookings.create'],
  create: ['resort.update', 'vessel.update'],
  update: ['resort.update', 'vessel.update'],
  delete: ['resort.update', 'vessel.update'],
} as const;

const assetOf = (e: { resort?: string; vessel?: string }) => e.resort ?? e.vessel ?? '';
const assetFilters = {
  resort: { type: 'string', label: 'resort' },
  vessel: { type: 'string', label: 'vessel' },
} as const;

/** Rooms (resort) and cabins (vessel), spec 2 section 3. */
export const roomsResource = defineResource({
  name: 'rooms',
  owner: 'rooms',
  entityType: 'ROOM',
  schema: ZRoom,
  scopes: roomScopes,
  sorts: { name: (r) => `${assetOf(r)} ${r.name}`, roomType: (r) => `${assetOf(r)} ${r.roomType} ${r.name}`, updatedAt: (r) => r.updatedAt },
  searchText: (r) => `${r.name} ${Object.values(r.description).join(' ')}`,
  filters: {
    ...assetFilters,
    roomType: { type: 'string', label: 'roomType' },
    type: { type: 'string', values: ROOM_KINDS, label: 'type' },
    deck: { type: 'string', label: 'deck' },
    isActive: { type: 'boolean', label: 'isActive' },
    allowSharedRoom: { type: 'boolean', label: 'allowSharedRoom' },
  },
  csv: [
    { key: 'id', header: 'id', value: (r) => r.id },
    { key: 'name', header: 'name', value: (r) => r.name },
    { key: 'type', header: 'type', value: (r) => r.type },
    { key: 'resort', header: 'resort', value: (r) => r.resort },
    { key: 'vessel', header: 'vessel', value: (r) => r.vessel },
    { key: 'roomType', header: 'roomType', value: (r) => r.roomType },
    { key: 'deck', header: 'deck', value: (r) => r.deck },
    { key: 'availableBeds', header: 'availableBeds', value: (r) => r.availableBeds },
    { key: 'allowSharedRoom', header: 'allowSharedRoom', value: (r) => r.allowSharedRoom },
    { key: 'allowMixedGender', header: 'allowMixedGender', value: (r) => r.allowMixedGender },
    { key: 'isActive', header: 'isActive', value: (r) => r.isActive },
    { key: 'housekeeping', header: 'housekeeping', value: (r) => r.housekeeping },
  ],
  copy: (r) => ({ ...r, name: `${r.name} (copy)`.slice(0, 200) }),
  title: (r) => r.name,
  sample: (n) => ({ name: `Garden room ${n}`, type: 'Room' as const, resort: 'rs-sample', roomType: 'rt-sample' }),
});

/** Room types of a resort or cabin types of a vessel, with the spec's defaults. */
export const roomTypesResource = defineResource({
  name: 'roomtypes',
  owner: 'rooms',
  entityType: 'ROOMTYPE',
  schema: ZRoomType,
  scopes: roomScopes,
  sorts: { name: (t) => `${assetOf(t)} ${t.name}`, key: (t) => `${assetOf(t)} ${t.key}`, updatedAt: (t) => t.updatedAt },
  searchText: (t) => `${t.name} ${t.key}`,
  filters: { ...assetFilters, isVisible: { type: 'boolean', label: 'isVisible' } },
  csv: [
    { key: 'id', header: 'id', value: (t) => t.id },
    { key: 'name', header: 'name', value: (t) => t.name },
    { key: 'key', header: 'key', value: (t) => t.key },
    { key: 'resort', header: 'resort', value: (t) => t.resort },
    { key: 'vessel', header: 'vessel', value: (t) => t.vessel },
    { key: 'defaultNoOfPax', header: 'defaultNoOfPax', value: (t) => t.defaultNoOfPax },
    { key: 'minNoOfPax', header: 'minNoOfPax', value: (t) => t.minNoOfPax },
    { key: 'maxNoOfPax', header: 'maxNoOfPax', value: (t) => t.maxNoOfPax },
    { key: 'surcharge', header: 'surcharge', value: (t) => t.surcharge },
    { key: 'surchargeType', header: 'surchargeType', value: (t) => t.surchargeType },
  ],
  copy: (t) => ({ ...t, name: `${t.name} (copy)`.slice(0, 200), key: `${t.key}-C`.slice(0, 20) }),
  title: (t) => t.name,
  sample: (n) => ({ name: `Deluxe ${n}`, key: `DLX${n}`, resort: 'rs-sample' }),
});

/** Bed types (single, double, bunk, sofa bed), for every asset or one. */
export const bedTypesResource = defineResource({
  name: 'bedtypes',
  owner: 'rooms',
  entityType: 'BEDTYPE',
  schema: ZBedType,
  scopes: roomScopes,
  sorts: { name: (b) => b.name, key: (b) => b.key, updatedAt: (b) => b.updatedAt },
  searchText: (b) => `${b.name} ${b.key}`,
  filters: { ...assetFilters, isActive: { type: 'boolean', label: 'isActive' } },
  csv: [
    { key: 'id', header: 'id', value: (b) => b.id },
    { key: 'name', header: 'name', value: (b) => b.name },
    { key: 'key', header: 'key', value: (b) => b.key },
    { key: 'sleeps', header: 'sleeps', value: (b) => b.sleeps },
    { key: 'maxAge', header: 'maxAge', value: (b) => b.maxAge },
    { key: 'resort', header: 'resort', value: (b) => b.resort },
    { key: 'vessel', header: 'vessel', value: (b) => b.vessel },
  ],
  copy: (b) => ({ ...b, name: `${b.name} (copy)`.slice(0, 200), key: `${b.key}-C`.slice(0, 20) }),
  title: (b) => b.name,
  sample: (n) => ({ name: `Queen bed ${n}`, key: `QUEEN${n}`, sleeps: 2 }),
});

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
