import { roomExtraEndpoints as api, type RoomNight } from '../../../shared/api/rooms';
import { availableCabins, freeRooms, roomNightStates, roomTypeFreeCounts, type NightState } from '../../../shared/domain/inventory/availability';
import { cabinBedIds, unitKey, type CabinForClaims } from '../../../shared/domain/inventory/claims';
import { ZBlockerReason } from '../../../shared/domain/inventory/blocker';
import type { ZRoom } from '../../../shared/domain/inventory/room';
import { nightsOf } from '../../../shared/domain/inventory/stay';
import { NotFoundError, ValidationError } from '../../../shared/errors';
import { roomTypes, schedules } from '../../data/assets';
import { resortClaims, scheduleClaims } from '../../data/inventory';
import type { Entity } from '../../data/repository';
import { readAction } from '../../lib/http';
import { requireAssetRef as requireAsset } from '../../lib/asset-limit';
import { checkRange, readableResort, resortOf, roomOrThrow, roomsOfAsset, roomTypesOfAsset } from './access';

/**
 * Availability answers (ISSUE-12): a resort's range is ONE Query of its inventory partition (resortClaims) plus the
 * resort's rooms as master data (one ranged Query of the rooms list); a schedule's is one Query of its partition.
 * The rules are shared/domain/inventory/availability.ts.
 */

type StoredRoom = Entity<typeof ZRoom>;

/** A blocker's reason as the contract types it (items written by older code may hold another text: left out). */
const reasonOf = (reason: string | undefined) => {
  const parsed = ZBlockerReason.safeParse(reason);
  return parsed.success ? { reason: parsed.data } : {};
};
const toNight = (n: NightState): RoomNight => (n.state === 'blocked' ? { night: n.night, state: n.state, blocker: n.blocker, ...reasonOf(n.reason) } : n);
const nightsOfRoom = (room: string, ...args: Parameters<typeof roomNightStates> extends [string, ...infer R] ? R : never) =>
  roomNightStates(room, ...args).map(toNight);

/** A room that can be sold: active and not switched to blocked (availability.ts reads isActive). */
const sellable = (r: StoredRoom) => ({ ...r, isActive: r.isActive && !r.blocked });

function requireDates(from: string | undefined, to: string | undefined): { from: string; to: string } {
  if (from === undefined || to === undefined) {
    throw new ValidationError('from and to are needed for a resort', [{ path: from === undefined ? 'query.from' : 'query.to', message: 'required' }]);
  }
  checkRange(from, to);
  return { from, to };
}

/** The range when it is a valid one (the speculative reads never run for a range the answer refuses). */
function validRange(from: string | undefined, to: string | undefined): { from: string; to: string } | undefined {
  try {
    return requireDates(from, to);
  } catch {
    return undefined;
  }
}

const asCabin = (r: StoredRoom): CabinForClaims & { room: StoredRoom } => ({
  id: r.id,
  name: r.name,
  availableBeds: r.availableBeds,
  allowSharedRoom: r.allowSharedRoom,
  allowMixedGender: r.allowMixedGender,
  beds: r.configuration.beds,
  room: r,
});

/** Ids known to be schedules (an id never changes its kind): GET rooms/available reads no resort for them. */
const kinds = new Map<string, 'schedule'>();
const remember = (key: string) => {
  kinds.delete(key);
  kinds.set(key, 'schedule');
  if (kinds.size > 1000) kinds.delete(kinds.keys().next().value as string);
};

export const availabilityActions = [
  readAction(api.available, async ({ tenant, principal, params, query }) => {
    // One round of reads for a resort (issue 23): the resort and its rooms version in one BatchGetItem (the rooms
    // themselves from this Lambda's memory while that version is unchanged) and the inventory Query, all at once; on a
    // warm container the Query alone (resort and version confirmed within TRUST_MS, recently-confirmed.ts). An id
    // once found to be a schedule is remembered as one, so neither lookup reads for the other kind on later calls.
    const kind = kinds.get(`${tenant}|${params.id}`);
    if (kind !== 'schedule') {
      const dates = validRange(query.from, query.to);
      const resortReads = dates ? Promise.all([roomsOfAsset(tenant, params.id), resortClaims(tenant, params.id, dates.from, dates.to)]) : undefined;
      resortReads?.catch(() => undefined);
      const resort = await resortOf(tenant, params.id);
      if (resort) {
        requireAsset(principal, { type: 'resort', ref: resort.id });
        const { from, to } = requireDates(query.from, query.to);
        const [list, claims] = await (resortReads ?? Promise.all([roomsOfAsset(tenant, resort.id), resortClaims(tenant, resort.id, from, to)]));
        const candidates = list.filter((r) => r.type === 'Room').map(sellable);
        const free = new Set(freeRooms(candidates, claims, resort.id, from, to).map((r) => r.id));
        return { data: list.filter((r) => free.has(r.id)).map((r) => ({ ...r })) };
      }
    }
    const schedule = await schedules.get(tenant, params.id);
    if (!schedule) throw new NotFoundError(`No resort or schedule ${params.id}`);
    remember(`${tenant}|${params.id}`);
    requireAsset(principal, { type: 'vessel', ref: schedule.vessel });
    const [list, { claims }] = await Promise.all([roomsOfAsset(tenant, schedule.vessel), scheduleClaims(tenant, schedule.id)]);
    const cabins = list.filter((r) => r.type === 'Cabin' && r.isActive && !r.blocked).map(asCabin);
    return { data: availableCabins(cabins, claims, schedule.id).map((c) => ({ ...c.room, freeBeds: c.freeBeds })) };
  }),

  readAction(api.resort, async ({ tenant, principal, query }) => {
    // One round: the resort (404, 403 first) and the lists and inventory of a valid range, read at once.
    const reads = validRange(query.from, query.to)
      ? Promise.all([roomsOfAsset(tenant, query.resort), roomTypesOfAsset(tenant, query.resort), resortClaims(tenant, query.resort, query.from, query.to)])
      : undefined;
    reads?.catch(() => undefined);
    const resort = await readableResort(tenant, principal, query.resort);
    checkRange(query.from, query.to);
    const { from, to } = query;
    const [list, types, claims] = await reads!;
    const shown = list.filter((r) => r.type === 'Room' && !r.hide);
    const typeName = new Map(types.map((t) => [t.id, t.name]));
    const order = new Map(types.map((t, i) => [t.id, i]));
    shown.sort((a, b) => (order.get(a.roomType) ?? 1e9) - (order.get(b.roomType) ?? 1e9) || a.roomType.localeCompare(b.roomType));
    const counts = roomTypeFreeCounts(shown.map(sellable), claims, resort.id, from, to);
    const typeIds = [...new Set(shown.map((r) => r.roomType))];
    return {
      resort: resort.id,
      nights: nightsOf(from, to),
      roomTypes: typeIds.map((id) => ({
        id,
        name: typeName.get(id) ?? id,
        total: shown.filter((r) => r.roomType === id && r.isActive && !r.blocked).length,
        free: nightsOf(from, to).map((night) => counts.find((c) => c.roomType === id && c.night === night)?.free ?? 0),
      })),
      rooms: shown.map((r) => ({ id: r.id, name: r.name, roomType: r.roomType, nights: nightsOfRoom(r.id, claims, resort.id, from, to) })),
    };
  }),

  readAction(api.roomType, async ({ tenant, principal, params, query }) => {
    const type = await roomTypes.getOrThrow(tenant, params.id);
    if (type.resort === undefined)
      throw new ValidationError('Free counts per night are for the room types of a resort', [{ path: 'params.id', message: 'a vessel cabin type' }]);
    await readableResort(tenant, principal, type.resort);
    checkRange(query.from, query.to);
    const [list, claims] = await Promise.all([roomsOfAsset(tenant, type.resort), resortClaims(tenant, type.resort, query.from, query.to)]);
    const ofType = list.filter((r) => r.type === 'Room' && r.roomType === type.id).map(sellable);
    const counts = roomTypeFreeCounts(ofType, claims, type.resort, query.from, query.to);
    return {
      roomType: type.id,
      total: ofType.filter((r) => r.isActive).length,
      nights: nightsOf(query.from, query.to).map((night) => ({ night, free: counts.find((c) => c.night === night)?.free ?? 0 })),
    };
  }),

  readAction(api.state, async ({ tenant, principal, params, query }) => {
    const { room, asset } = await roomOrThrow(tenant, params.id);
    requireAsset(principal, asset);
    if (asset.type === 'resort') {
      const { from, to } = requireDates(query.from, query.to);
      const claims = await resortClaims(tenant, asset.ref, from, to);
      return { room: room.id, nights: nightsOfRoom(room.id, claims, asset.ref, from, to) };
    }
    if (query.schedule === undefined)
      throw new ValidationError("A cabin's state is per schedule", [{ path: 'query.schedule', message: 'required for a cabin' }]);
    const schedule = await schedules.getOrThrow(tenant, query.schedule);
    if (schedule.vessel !== asset.ref)
      throw new ValidationError(`Schedule ${schedule.id} sails another vessel`, [{ path: 'query.schedule', message: 'not this cabin’s vessel' }]);
    const { claims } = await scheduleClaims(tenant, schedule.id);
    const held = new Map(claims.map((c) => [unitKey(c), c]));
    const beds = cabinBedIds(asCabin(room)).map((bed) => {
      const c = held.get(unitKey({ asset: schedule.id, unit: room.id, bed }));
      if (!c) return { bed, state: 'free' as const };
      const gender = c.gender !== undefined ? { gender: c.gender } : {};
      if (c.owner.kind === 'booking') return { bed, state: 'booked' as const, booking: c.owner.id, ...gender };
      return { bed, state: 'blocked' as const, blocker: c.owner.id, ...reasonOf(c.owner.reason) };
    });
    return { room: room.id, nights: [], beds };
  }),
];
