import { passes } from '../../../shared/auth/permissions';
import type { AssetRef, Principal } from '../../../shared/auth/principal';
import { daysBetween, isIsoDate } from '../../../shared/domain/inventory/stay';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../shared/errors';
import { cachedRoomsOf } from '../../data/asset-rooms';
import { inReadAction, RecentlyConfirmed } from '../../data/recently-confirmed';
import { requireAssetRef } from '../../lib/asset-limit';
import { resorts, rooms, roomTypes } from '../../data/assets';

/** Longest range of the availability answers (GET rooms/resort, rooms/roomtype, rooms/{id}/state, arrivaldeparture). */
export const MAX_RANGE_NIGHTS = 62;

/** 403 unless the caller may change the asset's rooms (resort.update or vessel.update, and the asset limit). */
export function requireAssetUpdate(principal: Principal, asset: AssetRef): void {
  if (!passes(principal, `${asset.type}.update`)) throw new ForbiddenError();
  requireAssetRef(principal, asset);
}

type Resort = NonNullable<Awaited<ReturnType<typeof resorts.get>>>;
/**
 * Resorts this container read within the last TRUST_MS, for read actions (functions/data/recently-confirmed.ts): the
 * availability answers use a resort only as proof that it exists. A resort is deleted only once it has no rooms and
 * no room types, and those deletes change its rooms version, so a resort deleted elsewhere answers no rooms (not
 * 404) for at most TRUST_MS.
 */
const recentResorts = new RecentlyConfirmed<Resort>(200);

/** The resort or null: a read action takes one read within the last TRUST_MS without reading it again. */
export async function resortOf(tenant: string, id: string): Promise<Resort | null> {
  const key = `${tenant}|${id}`;
  const recent = inReadAction() ? recentResorts.recent(key) : undefined;
  if (recent) return recent;
  const at = Date.now();
  const resort = await resorts.get(tenant, id);
  if (resort) recentResorts.confirm(key, resort, at);
  return resort;
}

/** The resort, or 404 RESORT_NOT_FOUND; 403 outside the caller's assets. */
export async function readableResort(tenant: string, principal: Principal, id: string) {
  const resort = await resortOf(tenant, id);
  if (!resort) throw new NotFoundError(`Resort ${id} does not exist`, 'RESORT_NOT_FOUND');
  requireAssetRef(principal, { type: 'resort', ref: id });
  return resort;
}

/** The room or cabin, or 404; with the asset it belongs to. */
export async function roomOrThrow(tenant: string, id: string) {
  const room = await rooms.getOrThrow(tenant, id);
  const asset: AssetRef = room.resort !== undefined ? { type: 'resort', ref: room.resort } : { type: 'vessel', ref: room.vessel ?? '' };
  return { room, asset };
}

/**
 * The rooms of a resort or the cabins of a vessel: one ranged Query of the rooms list in its first order
 * (`<asset> <name>`), never a read per room; kept between requests while the asset's rooms version is unchanged
 * (functions/data/asset-rooms.ts). Master data, read apart from the inventory.
 */
export function roomsOfAsset(tenant: string, asset: string) {
  return cachedRoomsOf(tenant, asset, () => rooms.range(tenant, { slot: 1, ...ofAsset(asset) }));
}

/** The room types of a resort or vessel, the same way (`<asset> <name>`). */
export function roomTypesOfAsset(tenant: string, asset: string) {
  return roomTypes.range(tenant, { slot: 1, ...ofAsset(asset) });
}

// Every sort value `<asset> <name>`: a space after the id, then the name (never empty, never starting below U+0002).
const ofAsset = (asset: string) => ({ from: `${asset} \u0001`, to: `${asset} \uffff`, limit: 5000 });

/** Checks a from..to range: real dates, to after from (or equal when `allowEmpty`), at most `max` days; 400 otherwise. */
export function checkRange(from: string, to: string, max = MAX_RANGE_NIGHTS, allowEqual = false): void {
  if (!isIsoDate(from) || !isIsoDate(to)) throw new ValidationError('from and to are dates (YYYY-MM-DD)', [{ path: 'query.from', message: 'not a date' }]);
  const days = daysBetween(from, to);
  if (days < 0 || (days === 0 && !allowEqual)) {
    throw new ValidationError(`to (${to}) must be after from (${from})`, [{ path: 'query.to', message: 'not after from' }]);
  }
  if (days > max) throw new ValidationError(`The range is at most ${max} days`, [{ path: 'query.to', message: `more than ${max} days after from` }]);
}
