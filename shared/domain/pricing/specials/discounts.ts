import { add, allocate, compare, multiply, percentage, round, subtract, type Money } from '../../money';
import type { ResolvedPerson, SpecialContext } from '../types';
import type { Special } from '../special';
import { zeroLike, type Unit } from './units';

/**
 * The discount types (ISSUE-13): how much of each unit a special takes off, per scope group. A group never loses
 * more than it has and never gains (a special never raises a price). docs/pricing-specials.md has worked examples.
 */

const clamp = (d: Money, whole: Money): Money => (d.minor < 0 ? zeroLike(d) : compare(d, whole) > 0 ? whole : d);

function valueOf(special: Special, like: Money): Money {
  return round(special.discountValue, { code: like.currency, decimals: like.decimals });
}

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

export function reductions(
  special: Special,
  units: readonly Unit[],
  groups: readonly number[][],
  ctx: SpecialContext,
  scopePersons: readonly ResolvedPerson[],
): Money[] {
  const out = units.map((u) => zeroLike(u.value));
  if (units.length === 0) return out;
  const zero = zeroLike(units[0]!.value);
  const total = (idx: readonly number[]) => idx.reduce((t, i) => add(t, units[i]!.value), zero);
  /** Spreads `d` (at most what the units have) over the units by their values: exact to the cent. */
  const spread = (d: Money, idx: readonly number[]) => {
    const whole = total(idx);
    const amount = clamp(d, whole);
    if (amount.minor === 0) return;
    allocate(
      amount,
      idx.map((i) => units[i]!.value.minor),
    ).forEach((part, k) => (out[idx[k]!] = part));
  };
  const free = (idx: readonly number[]) => idx.forEach((i) => (out[i] = units[i]!.value));
  const fix = valueOf(special, zero);
  const v = special.discountValue;
  switch (special.discount) {
    case 'PerCent':
      groups.forEach((g) => spread(percentage(total(g), v), g));
      break;
    case 'Absolute':
      groups.forEach((g) => spread(fix, g));
      break;
    case 'AbsoluteNights':
      groups.forEach((g) => spread(multiply(fix, ctx.nights), g));
      break;
    case 'Fix':
      groups.forEach((g) => spread(subtract(total(g), fix), g));
      break;
    case 'FixUnit':
      // Each night of each line (of the group's guest, for Person and Bed scope) at the fixed price.
      groups.forEach((g) => bucket(g, (i) => `${units[i]!.line}|${units[i]!.night}`).forEach((n) => spread(subtract(total(n), fix), n)));
      break;
    case 'FOCUnit': {
      const count = Math.floor(v);
      groups.forEach((g) => {
        const nights = bucket(g, (i) => units[i]!.night).sort((a, b) => compare(total(a), total(b)));
        nights.slice(0, Math.max(0, count)).forEach(free);
      });
      break;
    }
    case 'Lowest':
      groups.forEach((g) => {
        const nights = bucket(g, (i) => units[i]!.night);
        const lowest = nights.map(total).reduce((a, b) => (compare(a, b) <= 0 ? a : b));
        nights.forEach((n) => spread(subtract(total(n), lowest), n));
      });
      break;
    case 'FOC': {
      // One guest free per `value` guests of the scope: the guests whose affected amounts are the smallest.
      const per = Math.floor(v);
      if (per <= 0) break;
      const guests = scopePersons.map((p) => units.flatMap((u, i) => (u.person === p.key ? [i] : [])));
      const count = Math.floor(scopePersons.length / per);
      guests
        .filter((g) => g.length > 0)
        .sort((a, b) => compare(total(a), total(b)))
        .slice(0, count)
        .forEach(free);
      break;
    }
  }
  return out;
}
