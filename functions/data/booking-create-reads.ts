import type * as z from 'zod';
import { roomsVersion } from './asset-rooms';
import { range } from './repository/reads';
import type { EntityConfig } from './repository/types';
import { assetRoomsVersionKey } from './entities/inventory';
import { VersionedCache } from './version-counter';
import { bookingCounterKey, BOOKINGNO_SK, OFFERNO_SK, RESERVATIONNO_SK, type BookingCounter } from './entities/booking';
import { masterDataKey } from './entities/master-data';
import { pricingVersionKey } from './entities/pricing-version';
import { settingsKey } from './entities/settings';
import { tenantKey } from './entities/tenant';
import { staysOf } from './customer-stays';
import { prime, primeGets } from './read-round';
import { listRules } from './todos';
import { cachedPricingData } from './pricing-version';

/**
 * The reads of POST /api/bookings that used to wait for earlier ones (issue 23, docs/decisions/booking.md "One round of
 * reads"), started at once so they share the create's one round with its resort, rooms and customers: the counters
 * the booking takes numbers from, the tenant and its booking settings (currencies), the pricing version, the agency,
 * the todo rules and the named guests' stays. The Gets go out as one BatchGetItem with the create's own Gets.
 */
export function primeCreateReads(tenant: string, c: { state: string; agency: string | undefined; customers: string[]; resort: string | undefined }): void {
  const counters: BookingCounter[] = [
    BOOKINGNO_SK,
    ...(c.state === 'confirmed' ? [RESERVATIONNO_SK as BookingCounter] : []),
    ...(c.state === 'draft' ? [OFFERNO_SK as BookingCounter] : []),
  ];
  // Taken once: a retry of the change reads its counters again.
  primeGets(
    counters.map((sk) => bookingCounterKey(tenant, sk)),
    { once: true },
  );
  primeGets([pricingVersionKey(tenant), ...(c.resort !== undefined ? [assetRoomsVersionKey(tenant, c.resort)] : [])], { consistent: true });
  primeGets([tenantKey(tenant), settingsKey(tenant, 'booking'), ...(c.agency !== undefined ? [masterDataKey(tenant, 'AGENCY', c.agency)] : [])]);
  // The todo rules are kept in this process under the pricing version, which every todo rule write bumps.
  prime(`todoRules:${tenant}`, () => cachedPricingData(tenant, () => listRules(tenant), 'todoRules'));
  for (const id of c.customers) prime(stayName(tenant, id), () => staysOf(tenant, id));
}

/** The name the stays of a customer are primed under (functions/booking/bookings/pricing-of-booking.ts takes them). */
export const stayName = (tenant: string, customer: string) => `stays:${tenant}:${customer}`;

// The reads need the type only (as functions/data/readers.ts): no resource definition in the bookings bundle.
const ROOMTYPES = { type: 'ROOMTYPE', counted: true } as EntityConfig<z.ZodType<{ name: string }>>;
const names = new VersionedCache<Map<string, string>>(200, 30_000);

/**
 * The names of an asset's room types: one ranged Query of the room types list (`<asset> <name>`), kept in this
 * process while the asset's rooms version (which every room type write bumps) is unchanged, at most 30 s.
 */
export async function roomTypeNamesOf(tenant: string, asset: string): Promise<Map<string, string>> {
  return names.get(`${tenant}|${asset}`, await roomsVersion(tenant, asset), async () => {
    const list = await range(ROOMTYPES, tenant, { slot: 1, from: `${asset} \u0001`, to: `${asset} \uffff`, limit: 1000 });
    return new Map(list.map((t) => [t.id, String(t.name)]));
  });
}
