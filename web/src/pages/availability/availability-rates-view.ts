import type { EndpointOutput } from '../../../../shared/api/endpoint';
import type { priceExtraEndpoints } from '../../../../shared/api/prices';
import { lowestAdultPrice } from '../schedule/schedule-prices-view';

export type ResortEntries = EndpointOutput<typeof priceExtraEndpoints.resortEntries>['data'];
export type ResortSeason = EndpointOutput<typeof priceExtraEndpoints.resortPrices>['data'][number];

/** A room type's rates on a date: the season that prices it and its lowest adult price per variant column. */
export interface RateRow {
  roomType: string;
  name: string;
  /** The season's name and id; none when no active season prices the type that night. */
  season?: { id: string; name: string };
  /** Lowest adult price per column of `variants` (same order). */
  from: Array<{ price: number; currency: string } | undefined>;
}

/**
 * The rates panel of the availability page (GET /api/resort/entries on the first night in view): one row per room
 * type, one column per variant the entries name, in their order ('': the prices without a variant, first), each the lowest adult
 * price of that variant (the "from" figure).
 */
export function rateRows(types: ResortEntries): { variants: string[]; rows: RateRow[] } {
  // In the season's own order (as its entries list them), the prices without a variant first.
  const variants = [...new Set(types.flatMap((t) => t.entries.map((e) => e.variant ?? '')))].sort((a, b) => Number(b === '') - Number(a === ''));
  const rows = types.map((t) => {
    const first = t.entries[0];
    return {
      roomType: t.roomType,
      name: t.name,
      ...(first ? { season: { id: first.definition, name: first.definitionName } } : {}),
      from: variants.map((v) => lowestAdultPrice(t.entries.filter((e) => (e.variant ?? '') === v))),
    };
  });
  return { variants, rows };
}

/** The seasons overlapping the nights in view, active ones first, each in the server's order (by valid from). */
export function seasonsInView(seasons: readonly ResortSeason[]): ResortSeason[] {
  return [...seasons].sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));
}
