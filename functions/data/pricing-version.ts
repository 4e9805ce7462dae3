import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from './client';
import { PRICINGVERSION, pricingVersionItem, pricingVersionKey } from './entities/pricing-version';
import type { DerivedItem } from './repository/types';
import { readVersion, VersionedCache, versionBump } from './version-counter';

/**
 * The pricing version of a tenant (entities/pricing-version.ts): every write of a supplement, special, special group,
 * terms of payment or commission scheme bumps it in its own transaction, so the pricing Lambda keeps those between
 * calls and still never prices with data that changed (docs/decisions.md, "Prices").
 */
export const pricingVersionBumps = (tenant: string): DerivedItem[] => [{ item: versionBump(pricingVersionKey(tenant), PRICINGVERSION) }];

/** After a bulk load: once (outside a transaction: the load itself is not one). */
export async function bumpPricingAfterImport(tenant: string): Promise<void> {
  await db().send(new UpdateCommand(versionBump(pricingVersionKey(tenant), PRICINGVERSION).Update));
}

export function pricingVersion(tenant: string): Promise<number> {
  return readVersion(pricingVersionKey(tenant), pricingVersionItem);
}

const MAX_CACHED_TENANTS = 200;
/** As the rooms cache: the lists come from an index that may lag a write by a moment. */
const MAX_AGE_MS = 30_000;
/**
 * A tenant whose pricing version is still 0 wrote none of these through the repositories (only bulk loads, which bump
 * once after they load, or none at all): its data is kept too, for at most MAX_AGE_MS (issue 23: a create then reads
 * them in no round of its own).
 */
const cache = new VersionedCache<unknown>(MAX_CACHED_TENANTS, MAX_AGE_MS, true);

/**
 * What `load` reads of a tenant's pricing data, from this process's cache while the tenant's pricing version is
 * unchanged (and at most MAX_AGE_MS old), else loaded again. On a hit the version Get is the only read.
 */
export async function cachedPricingData<T>(tenant: string, load: () => Promise<T>, part = 'sets'): Promise<T> {
  return cache.get(`${tenant}|${part}`, await pricingVersion(tenant), load) as Promise<T>;
}
