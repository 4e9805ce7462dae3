import { defineResource } from './resource';
import { ZBedType } from '../domain/inventory/bed-type';
import { ROOM_KINDS, ZRoom } from '../domain/inventory/room';
import { ZRoomType } from '../domain/inventory/room-type';

/* The resources of rooms.ts, apart from its extra endpoints (rooms.ts re-exports them): the Lambdas that only read rooms carry only this module. */

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
