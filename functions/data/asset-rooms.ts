import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ZRoom } from '../../shared/domain/inventory/room';
import { db } from './client';
import { assetRoomsVersionKey, ROOMSVERSION, roomsVersionItem } from './entities/inventory';
import type { DerivedItem, Entity } from './repository';
import { inReadAction, RecentlyConfirmed } from './recently-confirmed';
import { readVersion, VersionedCache, versionBump } from './version-counter';

type StoredRoom = Entity<typeof ZRoom>;
const assetOf = (r: { resort?: string; vessel?: string }) => r.resort ?? r.vessel;

/**
 * The rooms version of a resort or vessel (functions/data/entities/inventory.ts, ROOMSVERSION): bumped by every
 * room write in its own transaction, so availability reads may keep an asset's rooms between requests and
 * still never answer from rooms that changed (docs/decisions.md, "Availability").
 */
const bump = (tenant: string, asset: string) => versionBump(assetRoomsVersionKey(tenant, asset), ROOMSVERSION);
const assetsOf = (rooms: ({ resort?: string; vessel?: string } | undefined)[]) => [
  ...new Set(rooms.flatMap((r) => (r && assetOf(r) ? [assetOf(r) as string] : []))),
];

type Change = { before?: { resort?: string; vessel?: string }; after?: { resort?: string; vessel?: string } };

/**
 * The items of a room write. Building them also forgets the asset's recently confirmed version in this container, and
 * `forgetRoomsVersions` does again once the write was sent (the repository's `afterWrite`): so a read action of this
 * container reads the version while the write is under way and sees it on its very next call.
 */
export function roomsVersionBumps(tenant: string, change: Change): DerivedItem[] {
  forgetRoomsVersions(tenant, change);
  return assetsOf([change.before, change.after]).map((asset) => ({ item: bump(tenant, asset) }));
}

export function forgetRoomsVersions(tenant: string, change: Change): void {
  for (const asset of assetsOf([change.before, change.after])) confirmed.forget(`${tenant}|${asset}`);
}

/** After a bulk load of rooms: each asset's version once (outside a transaction: the load itself is not one). */
export async function bumpAfterImport(tenant: string, loaded: { resort?: string; vessel?: string }[]): Promise<void> {
  for (const asset of assetsOf(loaded)) {
    confirmed.forget(`${tenant}|${asset}`);
    await db().send(new UpdateCommand(bump(tenant, asset).Update));
    confirmed.forget(`${tenant}|${asset}`);
  }
}

/** The asset's rooms version; 0 when no room was ever written through the repository. */
export function roomsVersion(tenant: string, asset: string): Promise<number> {
  return readVersion(assetRoomsVersionKey(tenant, asset), roomsVersionItem);
}

const MAX_CACHED_ASSETS = 200;
/**
 * The rooms list is read from an index, which may lag a write by a moment: a list read right after a version bump
 * could still miss the change, so an entry is also dropped after this age.
 */
const MAX_AGE_MS = 30_000;
const cache = new VersionedCache<StoredRoom[]>(MAX_CACHED_ASSETS, MAX_AGE_MS);
/** The rooms version each asset had when this container last read it (for read actions, TRUST_MS). */
const confirmed = new RecentlyConfirmed<number>(MAX_CACHED_ASSETS);

/**
 * The rooms of an asset, from this process's cache while the asset's rooms version is unchanged, else from
 * `load` (one Query), and at most MAX_AGE_MS old. The version Get is the only read on a hit, and a read action does
 * not even send it while this container read that version within the last TRUST_MS (recently-confirmed.ts;
 * docs/decisions/inventory.md, "One round"). An asset whose version is 0 (no room written since versions exist) is
 * never cached.
 */
export async function cachedRoomsOf(tenant: string, asset: string, load: () => Promise<StoredRoom[]>): Promise<StoredRoom[]> {
  const key = `${tenant}|${asset}`;
  const trusted = inReadAction() ? confirmed.recent(key) : undefined;
  const kept = trusted === undefined ? undefined : cache.peek(key, trusted);
  if (kept) return kept;
  const at = Date.now();
  const version = await roomsVersion(tenant, asset);
  if (version > 0) confirmed.confirm(key, version, at);
  return cache.get(key, version, load);
}
