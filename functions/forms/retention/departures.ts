import { assetDepartures } from '../../data/guest-form-retention';
import { read } from '../../data/readers';

/** The tenant's resorts and vessels: the departure index is kept per asset. */
async function assetsOf(tenant: string): Promise<string[]> {
  const ids: string[] = [];
  for (const reader of [read.resorts, read.vessels]) {
    let cursor: string | undefined;
    do {
      const page = await reader.list(tenant, { limit: 100, ...(cursor ? { cursor } : {}) });
      ids.push(...page.data.map((a) => a.id));
      cursor = page.cursor;
    } while (cursor);
  }
  return ids;
}

/** The bookings leaving from..to (inclusive): per resort and vessel ONE Query of the departure index (no scan). */
export async function departedBookings(tenant: string, from: string, to: string): Promise<string[]> {
  const found = new Set<string>();
  for (const asset of await assetsOf(tenant)) for (const id of await assetDepartures(tenant, asset, from, to)) found.add(id);
  return [...found];
}
