import { percentage, round, type Money } from '../../money';
import type { ResolvedPerson, SpecialContext } from '../types';
import type { Special } from '../special';
import { split, type Unit } from './units';

/**
 * The discount types (ISSUE-13): how much of each unit a special takes off, per scope group, in minor units. A group
 * never loses more than it has and never gains (a special never raises a price). docs/pricing.md ("Specials") has
 * worked examples.
 */

/** Buckets of unit indexes by a key, in first-seen order. */
function bucket(idx: readonly number[], key: (i: number) => string): number[][] {
  const m = new Map<string, number[]>();
  for (const i of idx) {
    const k = key(i);
    const b = m.get(k);
    if (b) b.push(i);
    else m.set(k, [i]);
  }
  return [...m.values()];
}

/** Sorted ascending by total (stable: ties keep their order). */
const cheapestFirst = (buckets: number[][], total: (idx: readonly number[]) => number) =>
  buckets
    .map((b) => ({ b, t: total(b) }))
    .sort((x, y) => x.t - y.t)
    .map((x) => x.b);

/** The reduction of every unit (minor units), for the special's discount type and value. */
export function reductions(
  special: Special,
  units: readonly Unit[],
  groups: readonly number[][],
  ctx: SpecialContext,
  scopePersons: readonly ResolvedPerson[],
  like: Money,
): number[] {
  const out = units.map(() => 0);
  if (units.length === 0) return out;
  const total = (idx: readonly number[]) => idx.reduce((t, i) => t + units[i]!.value, 0);
  /** Spreads `d` (clamped to 0 .. what the units have) over the units by their values, exactly. */
  const spread = (d: number, idx: readonly number[]) => {
    const amount = Math.min(Math.max(0, d), total(idx));
    if (amount === 0) return;
    split(
      amount,
      idx.map((i) => units[i]!.value),
    ).forEach((part, k) => (out[idx[k]!] = part));
  };
  const free = (idx: readonly number[]) => idx.forEach((i) => (out[i] = units[i]!.value));
  const v = special.discountValue;
  const fix = round(v, { code: like.currency, decimals: like.decimals }).minor;
  switch (special.discount) {
    case 'PerCent':
      groups.forEach((g) => spread(percentage({ ...like, minor: total(g) }, v).minor, g));
      break;
    case 'Absolute':
      groups.forEach((g) => spread(fix, g));
      break;
    case 'AbsoluteNights':
      groups.forEach((g) => spread(fix * ctx.nights, g));
      break;
    case 'Fix':
      groups.forEach((g) => spread(total(g) - fix, g));
      break;
    case 'FixUnit':
      // Each night of each line (of the group's guest, for Person and Bed scope) at the fixed price.
      groups.forEach((g) => bucket(g, (i) => `${units[i]!.line}|${units[i]!.night}`).forEach((n) => spread(total(n) - fix, n)));
      break;
    case 'FOCUnit':
      groups.forEach((g) =>
        cheapestFirst(
          bucket(g, (i) => units[i]!.night),
          total,
        )
          .slice(0, Math.max(0, Math.floor(v)))
          .forEach(free),
      );
      break;
    case 'Lowest':
      groups.forEach((g) => {
        const nights = bucket(g, (i) => units[i]!.night);
        const lowest = Math.min(...nights.map(total));
        nights.forEach((n) => spread(total(n) - lowest, n));
      });
      break;
    case 'FOC': {
      // One guest free per `value` guests of the scope: the guests whose affected amounts are the smallest.
      const per = Math.floor(v);
      if (per <= 0) break;
      const guests = scopePersons.map((p) => units.flatMap((u, i) => (u.person === p.key ? [i] : []))).filter((g) => g.length > 0);
      cheapestFirst(guests, total)
        .slice(0, Math.floor(scopePersons.length / per))
        .forEach(free);
      break;
    }
  }
  return out;
}
