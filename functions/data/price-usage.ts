import type { PriceDefinition } from '../../shared/domain/pricing/price-definition';
import { eq, holds } from '../lib/references';
import { priceDefinitions } from './prices';

/**
 * The first price definition that still names a room type, a room or cabin, or a schedule (deletes of those answer
 * 409 IN_USE while a season prices them). Entries are a list inside the definition, so the asset's definitions are
 * read (an operator has dozens, not thousands) and their entries checked here; a schedule is a top-level list.
 */
export async function definitionNaming(
  tenant: string,
  asset: { resort?: string; vessel?: string },
  what: { roomType?: string; room?: string },
): Promise<string | null> {
  const field = asset.resort !== undefined ? 'resort' : 'vessel';
  const id = asset.resort ?? asset.vessel;
  if (id === undefined) return null;
  const page = await priceDefinitions.page(tenant, { slot: 1, descending: false, offset: 0, limit: 1000, filter: [eq(field, id)] });
  const names = (d: PriceDefinition) =>
    d.entries.some((e) => (what.roomType !== undefined && e.roomType === what.roomType) || (what.room !== undefined && e.room === what.room));
  return page.data.find(names)?.name ?? null;
}

/** The first price definition listing the schedule among its departures. */
export async function definitionListingSchedule(tenant: string, schedule: string): Promise<string | null> {
  return (await priceDefinitions.firstMatch(tenant, [holds('schedules', schedule)]))?.name ?? null;
}
