import type { z } from 'zod';
import type { bedTypesResource, roomsResource, roomTypesResource } from '../../../shared/api/rooms';
import { deckIssue } from '../../../shared/domain/inventory/asset';
import { ValidationError } from '../../../shared/errors';
import { bedTypes, resorts, rooms, roomTypes, schedules, vessels } from '../../data/assets';
import { cabinHasClaims, roomHasClaims } from '../../data/inventory-use';
import { definitionNaming } from '../../data/price-usage';
import type { AssetLimit } from '../../lib/asset-limit';
import { eq, holds, requireRefs } from '../../lib/references';
import type { EngineOptions } from '../../lib/resource-engine';

/**
 * The rules of rooms, room types and bed types on the resource engine (docs/decisions.md, "Inventory master
 * data"): per-asset scopes and the asset limit, references that must exist, and what blocks a delete.
 */

const bookingReads = ['bookings.read', 'bookings.create'];
/** A resort's rooms need resort.*, a vessel's cabins vessel.*; booking staff read both. */
export const roomAssetLimit: AssetLimit = {
  resort: 'resort',
  vessel: 'vessel',
  scopes: {
    read: { resort: ['resort.read', 'resort.update', ...bookingReads], vessel: ['vessel.read', 'vessel.update', ...bookingReads] },
    write: { resort: ['resort.update'], vessel: ['vessel.update'] },
  },
};

type Owned = { resort?: string | undefined; vessel?: string | undefined };
const label = (o: Owned) => (o.resort !== undefined ? `resort ${o.resort}` : `vessel ${o.vessel}`);
const sameAsset = (a: Owned, b: Owned) => a.resort === b.resort && a.vessel === b.vessel;

/** The asset a room, room type or bed type names exists. */
const assetRefs = (tenant: string, o: Owned) =>
  requireRefs(tenant, [
    { repo: resorts, id: o.resort, path: 'body.resort', label: 'resort' },
    { repo: vessels, id: o.vessel, path: 'body.vessel', label: 'vessel' },
  ]);

type Room = z.infer<typeof roomsResource.schema>;

/** The room type belongs to the room's asset, its bed types exist and are offered there, a cabin's deck is on its vessel. */
async function checkRoom(tenant: string, room: Room): Promise<void> {
  await assetRefs(tenant, room);
  const beds = room.configuration.beds.map((b, i) => ({ id: b.type, path: `body.configuration.beds.${i}.type` }));
  const wanted = [
    { id: room.bedType, path: 'body.bedType' },
    ...room.additionalBedTypes.map((id, i) => ({ id, path: `body.additionalBedTypes.${i}` })),
    ...beds,
  ].filter((w): w is { id: string; path: string } => w.id !== undefined);
  const [type, vessel, ...found] = await Promise.all([
    roomTypes.get(tenant, room.roomType),
    room.vessel !== undefined ? vessels.get(tenant, room.vessel) : Promise.resolve(null),
    ...wanted.map((w) => bedTypes.get(tenant, w.id)),
  ]);
  const fields: Array<{ path: string; message: string }> = [];
  if (!type) fields.push({ path: 'body.roomType', message: `room type ${room.roomType} does not exist` });
  else if (!sameAsset(type, room)) fields.push({ path: 'body.roomType', message: `room type ${type.name} belongs to ${label(type)}, not ${label(room)}` });
  wanted.forEach((w, i) => {
    const bed = found[i];
    if (!bed) fields.push({ path: w.path, message: `bed type ${w.id} does not exist` });
    else if ((bed.resort !== undefined || bed.vessel !== undefined) && !sameAsset(bed, room))
      fields.push({ path: w.path, message: `bed type ${bed.name} belongs to ${label(bed)}` });
  });
  const deck = vessel ? deckIssue(room, vessel) : undefined;
  if (deck) fields.push({ path: `body.${deck.path.join('.')}`, message: deck.message });
  if (fields.length) throw new ValidationError(fields.map((f) => f.message).join('; '), fields);
}

/** A resort room with a claimed night, or a cabin with a claimed bed on any schedule of its vessel. */
async function roomInUse(tenant: string, room: Room & { id: string }): Promise<string | null> {
  const priced = await definitionNaming(tenant, room, { room: room.id });
  if (priced) return `${room.name} has its own prices in the price definition ${priced}; remove them there first`;
  if (room.resort !== undefined) {
    return (await roomHasClaims(tenant, room.resort, room.id)) ? `Room ${room.name} holds booked or blocked nights; release them first` : null;
  }
  const trips = await schedules.page(tenant, { slot: 1, descending: false, offset: 0, limit: 1000, filter: [eq('vessel', room.vessel)] });
  const schedule = await cabinHasClaims(
    tenant,
    room.id,
    trips.data.map((s) => s.id),
  );
  return schedule ? `Cabin ${room.name} holds booked or blocked beds on schedule ${schedule}; release them first` : null;
}

export const roomOptions: EngineOptions<typeof roomsResource.schema> = {
  idPrefix: 'ro',
  asset: roomAssetLimit,
  prepare: async ({ tenant, data }) => {
    await checkRoom(tenant, data);
    return { data };
  },
  blockDelete: (tenant, room) => roomInUse(tenant, room),
};

export const roomTypeOptions: EngineOptions<typeof roomTypesResource.schema> = {
  idPrefix: 'rt',
  asset: roomAssetLimit,
  prepare: async ({ tenant, data }) => {
    await assetRefs(tenant, data);
    return { data };
  },
  blockDelete: async (tenant, type) => {
    const room = await rooms.firstMatch(tenant, [eq('roomType', type.id)]);
    if (room) return `Room type ${type.name} still has rooms (for example ${room.name}); move them first`;
    const priced = await definitionNaming(tenant, type, { roomType: type.id });
    return priced ? `Room type ${type.name} is priced in the price definition ${priced}; remove its prices there first` : null;
  },
};

export const bedTypeOptions: EngineOptions<typeof bedTypesResource.schema> = {
  idPrefix: 'bt',
  asset: { ...roomAssetLimit, shared: true },
  prepare: async ({ tenant, data }) => {
    await assetRefs(tenant, data);
    return { data };
  },
  blockDelete: async (tenant, bed) => {
    // A room's main or additional bed type; a configured bed's `type` is checked by the room's own writes.
    const room = await rooms.firstMatch(tenant, [{ anyOf: [[eq('bedType', bed.id)], [holds('additionalBedTypes', bed.id)]] }]);
    return room ? `Bed type ${bed.name} is still used by room ${room.name}` : null;
  },
};
