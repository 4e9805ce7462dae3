import type { EndpointOutput } from '../../../../shared/api/endpoint';
import type { priceExtraEndpoints } from '../../../../shared/api/prices';

export type EntriesByType = EndpointOutput<typeof priceExtraEndpoints.schedulePrices>['data'][number];
export type PriceEntryOf = EntriesByType['entries'][number];

/** A column of the price table: an occupancy and an age band. */
export interface PriceColumn {
  noOfPax: number;
  ageBand: 'adult' | 'child';
}

/** A row of the price table: a cabin (room) type and, where the season prices variants, one variant. */
export interface PriceRow {
  key: string;
  roomType: string;
  name: string;
  variant?: string;
  /** Price per column (same order as the columns); undefined where no entry prices it. */
  prices: Array<number | undefined>;
}

export interface PriceMatrix {
  columns: PriceColumn[];
  rows: PriceRow[];
}

/**
 * The compact price table of a departure: one row per cabin type (and variant), one column per occupancy and age
 * band that any entry prices (by persons, adult before child). Cabin types without entries are left out; the
 * rows keep the server's order of the types, the entries without variant first.
 */
export function priceMatrix(types: readonly EntriesByType[]): PriceMatrix {
  const columnKey = (c: PriceColumn) => `${c.noOfPax}|${c.ageBand}`;
  const columns = new Map<string, PriceColumn>();
  for (const t of types) for (const e of t.entries) columns.set(columnKey(e), { noOfPax: e.noOfPax, ageBand: e.ageBand });
  const sorted = [...columns.values()].sort((a, b) => a.noOfPax - b.noOfPax || (a.ageBand === b.ageBand ? 0 : a.ageBand === 'adult' ? -1 : 1));
  const rows: PriceRow[] = [];
  for (const t of types) {
    const variants = [...new Set(t.entries.map((e) => e.variant ?? ''))].sort((a, b) => Number(b === '') - Number(a === ''));
    for (const variant of variants) {
      const of = t.entries.filter((e) => (e.variant ?? '') === variant);
      rows.push({
        key: `${t.roomType}|${variant}`,
        roomType: t.roomType,
        name: t.name,
        ...(variant ? { variant } : {}),
        prices: sorted.map((c) => of.find((e) => columnKey(e) === columnKey(c))?.price),
      });
    }
  }
  return { columns: sorted, rows };
}

/** The lowest adult price among entries (the "from" figure), or undefined without adult entries. */
export function lowestAdultPrice(entries: readonly PriceEntryOf[]): { price: number; currency: string } | undefined {
  let best: PriceEntryOf | undefined;
  for (const e of entries) if (e.ageBand === 'adult' && (best === undefined || e.price < best.price)) best = e;
  return best && { price: best.price, currency: best.currency };
}

/** An amount with two decimals in the page's language and its currency code: "1,850.00 EUR", "1.850,00 EUR". */
export function formatPrice(amount: number, currency: string, lang: string): string {
  const shown = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return currency ? `${shown} ${currency}` : shown;
}

/** The occupancies a cabin type is priced for (adult entries, without or with the given variant), for the lookup's persons. */
export function occupanciesOf(types: readonly EntriesByType[], roomType: string): number[] {
  const t = types.find((x) => x.roomType === roomType);
  return [...new Set((t?.entries ?? []).filter((e) => e.ageBand === 'adult').map((e) => e.noOfPax))].sort((a, b) => a - b);
}
