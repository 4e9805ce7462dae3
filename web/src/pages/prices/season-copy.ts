import type { PriceDefinition } from '../../../../shared/domain/pricing/price-definition';

/**
 * "Copy to next year" on the season list: a new draft definition with its valid range and periods one year later.
 * Built on the client and sent as one create (POST /api/price), not as the generic copy followed by an update:
 * one request either makes the whole copy or nothing, so a failed second call can never leave a draft with last
 * year's dates behind (docs/decisions.md, "Prices: copy a season to next year").
 */

/** The same day one year later; 29 February becomes 28 February (seasons need not keep the weekday). */
export function shiftYear(iso: string, years = 1): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const shiftRange = (r: { from: string; to: string }) => ({ from: shiftYear(r.from), to: shiftYear(r.to) });

/** The name with its years moved on ("High 2027" → "High 2028", "Winter 2027/2028" → "Winter 2028/2029"), else with the new year added. */
export function nextYearName(name: string, fromYear: number): string {
  const moved = name.replace(/\b(19|20)\d{2}\b/g, (y) => String(Number(y) + 1));
  return moved !== name ? moved : `${name} ${fromYear + 1}`.slice(0, 200);
}

/** The create body of next year's copy: the definition's own fields only (no id, version or timestamps), as a draft. */
export function nextYearCopy(def: PriceDefinition, fields: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of fields) if ((def as Record<string, unknown>)[key] !== undefined) body[key] = (def as Record<string, unknown>)[key];
  return {
    ...body,
    name: nextYearName(def.name, Number(def.validRange.from.slice(0, 4))),
    status: 'draft',
    validRange: shiftRange(def.validRange),
    periods: def.periods.map(shiftRange),
  };
}
