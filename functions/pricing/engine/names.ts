import { enPricingLabels } from '../../../shared/i18n/labels-pricing.en';
import { interpolate, type MessageParams } from '../../../shared/i18n/core';
import type { Explanation, PricingRequest, PricingResult } from '../../../shared/domain/pricing/types';
import { read } from '../../data/readers';

/**
 * The engine is pure and names room types and variants by id in its explanations ("rt-01M… (pv-01M…)"); the
 * operator reads names. Before answering, the Lambda looks up the request's room types and variants and writes
 * their names into the explanations' values, the English texts (and the lines' texts made from them) re-made.
 */
export async function namesOf(tenant: string, request: PricingRequest): Promise<Map<string, string>> {
  const ids = (pick: (r: PricingRequest['rooms'][number]) => string | undefined) => [...new Set(request.rooms.map(pick).filter((x): x is string => !!x))];
  const [types, variants] = await Promise.all([
    Promise.all(ids((r) => r.roomType).map((id) => read.roomTypes.get(tenant, id))),
    Promise.all(ids((r) => r.variant).map((id) => read.priceVariants.get(tenant, id))),
  ]);
  return new Map([...types, ...variants].flatMap((x) => (x ? [[x.id, String(x.name)] as const] : [])));
}

/**
 * `names` completed for what the request came to name after the data was read: the season's default variant a room
 * without one takes (withDefaultVariant) was not in the request `namesOf` read, and showed as "(pv-hb)" on the line.
 */
export async function namesFor(tenant: string, request: PricingRequest, names: ReadonlyMap<string, string>): Promise<ReadonlyMap<string, string>> {
  const missing = request.rooms.filter((r) => !names.has(r.roomType) || (r.variant !== undefined && !names.has(r.variant)));
  if (missing.length === 0) return names;
  return new Map([...names, ...(await namesOf(tenant, { ...request, rooms: missing }))]);
}

/** The result with the named ids replaced in every line's and problem's explanation (a variant is written " (id)"). */
export function named(result: PricingResult, names: ReadonlyMap<string, string>): PricingResult {
  if (names.size === 0) return result;
  const rename = (e: Explanation): Explanation => {
    const params: Record<string, string | number> = { ...e.params };
    let changed = false;
    if (typeof params.roomType === 'string' && names.has(params.roomType)) {
      params.roomType = names.get(params.roomType)!;
      changed = true;
    }
    const variant = typeof params.variant === 'string' ? /^ \((.+)\)$/.exec(params.variant) : null;
    if (variant && names.has(variant[1]!)) {
      params.variant = ` (${names.get(variant[1]!)})`;
      changed = true;
    }
    if (!changed) return e;
    const template = (enPricingLabels as Record<string, string>)[e.key];
    return { ...e, params, text: template === undefined ? e.text : interpolate(template, params as MessageParams) };
  };
  return {
    ...result,
    lines: result.lines.map((l) => {
      const explanation = rename(l.explanation);
      return explanation === l.explanation ? l : { ...l, explanation, text: l.text === l.explanation.text ? explanation.text : l.text };
    }),
    problems: result.problems.map(rename),
  };
}
