import type { Money } from '../../money';
import type { CalculationLine, LineType, ResolvedPerson, SpecialContext } from '../types';
import type { Special } from '../special';
import { addDays } from './dates';

/**
 * What a special is figured on (ISSUE-13, issue 22): the affected lines (by price effect, includeIn, line flags and
 * customer type: lines paid on site only when includeIn names them), cut into units — a line's share of one guest (a
 * room line without a customer is split equally over the room's guests) and, within it, one unit per night (a room
 * line's own nights; any other price one equal share per night of the stay or trip) — and the units grouped by the
 * rule's scope.
 */

/** Lines that carry money a special may reduce. */
export const BASE_TYPES: readonly LineType[] = ['cost', 'room_cost', 'tour', 'addon', 'product', 'external'];
/** Never part of a special's base, even when includeIn names them. */
const NEVER: ReadonlySet<LineType> = new Set<LineType>(['text', 'deposit', 'rest', 'payment', 'special', 'discount']);
const ROOM: readonly LineType[] = ['room_cost', 'tour'];

const DEFAULT_TYPES: Record<Special['reduce'], readonly LineType[]> = {
  ChangeFullBookingPrice: BASE_TYPES,
  ChangeRoomPrice: ROOM,
  ChangeRoomPriceDiscountable: ROOM,
  ChangeRoomPriceBeforeCommission: ROOM,
  ChangeCommissionablePrice: BASE_TYPES,
  ChangeProductPrice: ['product'],
  ChangeExternalPrice: ['external'],
  ChangeAddonPrice: ['addon'],
  ChangeProductCategoryPrice: ['product'],
};

/**
 * The product categories of a ChangeProductCategoryPrice special: a line `categories: dive, rental` (or
 * `category:`, German `Kategorien:`) in its description, in any language; case does not matter.
 */
export function productCategories(special: Special): string[] {
  const found = new Set<string>();
  for (const text of Object.values(special.description ?? {})) {
    for (const m of (text ?? '').matchAll(/^\s*(?:categor(?:y|ies)|kategorien?)\s*:\s*(.+)$/gim)) {
      for (const c of (m[1] ?? '').split(',')) if (c.trim()) found.add(c.trim().toLowerCase());
    }
  }
  return [...found];
}

/** The line types a special is figured on: includeIn when it names any, else its price effect's default set. */
export const baseTypes = (special: Special): readonly LineType[] =>
  (special.includeIn.length > 0 ? special.includeIn : DEFAULT_TYPES[special.reduce]).filter((t) => !NEVER.has(t));

/**
 * Whether a special reaches a line's customer type: lines paid in advance (Direct) always; lines paid on site (OnSite:
 * a marine-park fee, or every line of a price definition with useOnsiteCurrency) only when the special's includeIn
 * names their line type explicitly (docs/pricing.md, "What a special reaches").
 */
export const reachesCustomerType = (special: Special, line: CalculationLine): boolean =>
  line.customerType === 'Direct' || (line.customerType === 'OnSite' && special.includeIn.includes(line.type));

/** Indexes of the lines a special is figured on: charged (Direct; OnSite when includeIn names them), of its types, and passing the effect's filter. */
export function affectedLines(special: Special, lines: readonly CalculationLine[], left: readonly Money[]): number[] {
  const types = baseTypes(special);
  const categories = special.reduce === 'ChangeProductCategoryPrice' ? productCategories(special) : [];
  return lines.flatMap((l, i) => {
    if (!types.includes(l.type) || !reachesCustomerType(special, l) || left[i]!.minor <= 0) return [];
    if (special.reduce === 'ChangeRoomPriceDiscountable' && !l.discountable) return [];
    if (special.reduce === 'ChangeCommissionablePrice' && !l.commissionable) return [];
    if (special.reduce === 'ChangeProductCategoryPrice' && !categories.includes(String(l.customData?.category ?? '').toLowerCase())) return [];
    return [i];
  });
}

export interface Unit {
  line: number;
  /** The guest the unit belongs to (undefined: a line no guest can be found for). */
  person?: string;
  /** The night (ISO date from the line's `from`) or the unit's place on its line (#0, #1, ..). */
  night: string;
  /** Minor units (cents) of the line's currency. */
  value: number;
}

const ones = (n: number) => Array.from({ length: n }, () => 1);

/**
 * Splits `total` minor units (not negative) by ratios (not negative, one above zero) so the parts add up exactly:
 * each part is rounded down, and the cents left over go to the first parts with a ratio above zero, one each — the
 * rule of Money's `allocate`, on integers (the engine splits thousands of units per booking, so it does not go
 * through dinero for each).
 */
export function split(total: number, ratios: readonly number[]): number[] {
  const whole = ratios.reduce((a, b) => a + b, 0);
  if (whole <= 0) return ratios.map(() => 0);
  // Exact in plain numbers while every product stays a safe integer (always, for cents of a booking); BigInt else.
  const safe = total * Math.max(...ratios) <= Number.MAX_SAFE_INTEGER;
  const big = safe ? 0n : BigInt(total);
  const bigWhole = safe ? 0n : BigInt(whole);
  const parts = ratios.map((r) => (safe ? Math.floor((total * r) / whole) : Number((big * BigInt(r)) / bigWhole)));
  let left = total - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0 && i < parts.length; i++) {
    if (ratios[i]! > 0) {
      parts[i]! += 1;
      left--;
    }
  }
  return parts;
}

const nightCache = new Map<string, string[]>();
/** The nights of a line from its first (or #0, #1, .. without one), kept: every special cuts the same lines again. */
function nightsOf(from: string | undefined, n: number): string[] {
  const key = `${from ?? ''}|${n}`;
  let nights = nightCache.get(key);
  if (!nights) {
    nights = Array.from({ length: n }, (_, k) => (from ? addDays(from, k) : `#${k}`));
    if (nightCache.size > 5000) nightCache.clear();
    nightCache.set(key, nights);
  }
  return nights;
}

/**
 * The nights a line's money is cut into (docs/pricing.md, "Prices that are not per night"): a room line (per night)
 * has one unit per night from its own first night; every other price (a trip, a fee per person, a dive count, a
 * charter) is one night's share per night of the stay or trip, dated from its first day — so a free night on a
 * 7-night trip is a seventh of it, never the whole trip. No night (a day trip): one unit.
 */
function nightsOfLine(line: CalculationLine, ctx: SpecialContext): string[] {
  if (line.type === 'room_cost') return nightsOf(line.from, Number.isInteger(line.amount) && line.amount > 0 ? line.amount : 1);
  return nightsOf(ctx.request.from, Math.max(1, ctx.nights));
}

/** Cuts the affected lines into units (what is left of each line after the specials before). */
export function unitsOf(indexes: readonly number[], lines: readonly CalculationLine[], left: readonly Money[], ctx: SpecialContext): Unit[] {
  const units: Unit[] = [];
  for (const i of indexes) {
    const line = lines[i]!;
    const guests = line.customer
      ? [line.customer]
      : line.room
        ? (ctx.request.rooms.find((r) => r.room === line.room)?.persons ?? [])
        : ctx.persons.map((p) => p.key);
    const owners: (string | undefined)[] = guests.length > 0 ? guests : [undefined];
    const shares = split(left[i]!.minor, ones(owners.length));
    const nights = nightsOfLine(line, ctx);
    const n = nights.length;
    owners.forEach((person, s) => {
      split(shares[s]!, ones(n)).forEach((value, k) => {
        units.push({ line: i, person, night: nights[k]!, value });
      });
    });
  }
  return units;
}

/** Groups of unit indexes, one per scope unit: the booking, each matching guest (Person), each occupied bed (Bed). */
export function groupsOf(units: readonly Unit[], scope: Special['rule']['scope'], persons: readonly ResolvedPerson[]): number[][] {
  const all = units.map((_, i) => i);
  if (scope === 'Booking') return all.length > 0 ? [all] : [];
  const groups = new Map<string, number[]>();
  if (scope === 'Person') for (const p of persons) groups.set(p.key, []);
  units.forEach((u, i) => {
    const key = u.person ?? (scope === 'Bed' ? `line:${u.line}` : undefined);
    if (key === undefined) return;
    if (scope === 'Bed' && !groups.has(key)) groups.set(key, []);
    groups.get(key)?.push(i);
  });
  return [...groups.values()].filter((g) => g.length > 0);
}

export const zeroLike = (m: Money): Money => ({ ...m, minor: 0 });
