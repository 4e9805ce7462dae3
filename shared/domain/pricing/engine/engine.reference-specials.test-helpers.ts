import type { Special } from '../special';
import type { PricingPerson, PricingRequest } from '../types';

/**
 * The specials part of the property test's exact reference (engine.reference.test-helpers.ts), written from the rules
 * of docs/pricing.md ("Specials") with BigInt minor units and no engine code. Covers what the property test
 * generates: conditions NoOfPax, Nights, DaysBeforeTravelDate (booking) and Age (guest); discount types PerCent,
 * Absolute, AbsoluteNights and Fix; scopes Booking and Person; the price effects that choose lines by type and flag;
 * autoAdd, includeSpecialsWithSameRule, replaceMatchingRoomPrice, excludeFromTax and excludeFromCommission.
 */
export interface RefLine {
  type: string;
  amount: number;
  price: bigint;
  total: bigint;
  tax: bigint;
  taxKey?: string;
  commissionable: boolean;
  discountable: boolean;
  /** The guests a line's money belongs to, in order (its customer, else its room's guests, else all guests). */
  owners: string[];
  /** Paid on site (customer type OnSite). */
  onSite: boolean;
}
type S = Special & { id: string };
export interface SpecialsInput {
  request: PricingRequest;
  specials: S[];
  nights: number;
  ageOf: (p: PricingPerson) => number | undefined;
  /** The currency's minor units of a decimal amount, half away from zero. */
  minor: (x: number) => bigint;
  /** percent of an amount, half away from zero. */
  pct: (minor: bigint, percent: number) => bigint;
  /** round(a / b), half away from zero, b > 0. */
  div: (a: bigint, b: bigint) => bigint;
}

/** The tax in a gross amount at the rate of `taxKey` (name|rate|inclusive): gross × rate ÷ (100 + rate), rounded once, half away from zero. */
function taxIn(gross: bigint, taxKey: string): bigint {
  const rate = taxKey.split('|')[1]!;
  const [whole, frac = ''] = rate.split('.');
  const n = BigInt(`${whole}${frac}`);
  const d = 10n ** BigInt(frac.length);
  const p = gross * n;
  const den = 100n * d + n;
  const abs = p < 0n ? -p : p;
  const q = (abs * 2n + den) / (2n * den);
  return p < 0n ? -q : q;
}

/** Parts of `total` in proportion to `weights`: each rounded down, the cents left one each to the first weighted parts. */
function share(total: bigint, weights: bigint[]): bigint[] {
  const whole = weights.reduce((a, b) => a + b, 0n);
  if (whole === 0n) return weights.map(() => 0n);
  const parts = weights.map((w) => (total * w) / whole);
  let rest = total - parts.reduce((a, b) => a + b, 0n);
  for (let i = 0; i < parts.length && rest > 0n; i++)
    if (weights[i]! > 0n) {
      parts[i]! += 1n;
      rest -= 1n;
    }
  return parts;
}

const TYPES: Record<string, string[]> = {
  ChangeFullBookingPrice: ['cost', 'room_cost', 'tour', 'addon', 'product', 'external'],
  ChangeCommissionablePrice: ['cost', 'room_cost', 'tour', 'addon', 'product', 'external'],
  ChangeRoomPrice: ['room_cost', 'tour'],
  ChangeRoomPriceDiscountable: ['room_cost', 'tour'],
  ChangeRoomPriceBeforeCommission: ['room_cost', 'tour'],
  ChangeAddonPrice: ['addon'],
};

function compare(a: number, op: string, b: number): boolean {
  if (op === 'GreaterThan') return a > b;
  if (op === 'GreaterThanEquals') return a >= b;
  if (op === 'LessThan') return a < b;
  if (op === 'LessThanEquals') return a <= b;
  return a === b;
}

/** Applies the specials to `lines` (changed in place: the special lines are appended). */
export function applyReferenceSpecials(lines: RefLine[], input: SpecialsInput): void {
  const { request, nights } = input;
  const guests = request.persons;
  const booking: Record<string, number> = {
    NoOfPax: guests.length,
    Nights: nights,
    DaysBeforeTravelDate: Math.round((Date.parse(request.from) - Date.parse(request.bookingDate)) / 86_400_000),
  };
  /** The guests a special applies to, or undefined when it does not match. */
  const matches = (s: S): PricingPerson[] | undefined => {
    if (s.status !== 'active') return undefined;
    if (s.rule.channels.length > 0 && !s.rule.channels.includes(request.channel)) return undefined;
    let who = guests;
    for (const c of s.rule.conditions) {
      const v = Number(c.value);
      if (c.condition !== 'Age') {
        if (!compare(booking[c.condition]!, c.operator, v)) return undefined;
        continue;
      }
      const pass = who.filter((p) => {
        const a = input.ageOf(p);
        return a !== undefined && compare(a, c.operator, v);
      });
      if (pass.length === 0) return undefined;
      if (s.rule.scope === 'Person') who = pass;
    }
    return who;
  };
  const left = lines.map((l) => l.total);
  /** Reduction per line index of special s on what is left now. */
  const figure = (s: S, who: PricingPerson[]): { per: Map<number, bigint>; affected: number[] } => {
    const types = TYPES[s.reduce]!;
    const affected = lines.flatMap((l, i) =>
      types.includes(l.type) &&
      (!l.onSite || s.includeIn.includes(l.type as never)) &&
      left[i]! > 0n &&
      (s.reduce !== 'ChangeRoomPriceDiscountable' || l.discountable) &&
      (s.reduce !== 'ChangeCommissionablePrice' || l.commissionable)
        ? [i]
        : [],
    );
    // Units: a line's share of each of its guests (equal), cut into one unit per amount (equal).
    const units: { line: number; owner: string; value: bigint }[] = [];
    for (const i of affected) {
      // A line of a room without guests belongs to nobody: counted for the booking, for no guest.
      const owners = lines[i]!.owners.length > 0 ? lines[i]!.owners : [''];
      // A room line per night; any other price in one share per night of the stay or trip.
      const n = lines[i]!.type === 'room_cost' ? Math.max(1, lines[i]!.amount) : Math.max(1, nights);
      share(
        left[i]!,
        owners.map(() => 1n),
      ).forEach((part, k) =>
        share(
          part,
          Array.from({ length: n }, () => 1n),
        ).forEach((value) => units.push({ line: i, owner: owners[k]!, value })),
      );
    }
    const groups = s.rule.scope === 'Person' ? who.map((p) => units.filter((u) => u.owner === p.key)) : [units];
    const out = new Map<number, bigint>();
    const fix = input.minor(s.discountValue);
    for (const g of groups) {
      const has = g.reduce((a, u) => a + u.value, 0n);
      if (has === 0n) continue;
      let off =
        s.discount === 'PerCent'
          ? input.pct(has, s.discountValue)
          : s.discount === 'Absolute'
            ? fix
            : s.discount === 'AbsoluteNights'
              ? fix * BigInt(nights)
              : has - fix;
      if (off < 0n) off = 0n;
      if (off > has) off = has;
      share(
        off,
        g.map((u) => u.value),
      ).forEach((part, k) => out.set(g[k]!.line, (out.get(g[k]!.line) ?? 0n) + part));
    }
    return { per: out, affected };
  };
  const totalOf = (m: Map<number, bigint>) => [...m.values()].reduce((a, b) => a + b, 0n);
  const order = [...input.specials].sort((a, b) => a.sort - b.sort || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
  const chosen = order.flatMap((s) => {
    const who = s.autoAdd ? matches(s) : undefined;
    return who ? [{ s, who }] : [];
  });
  // Of matching specials with the same rule (none with includeSpecialsWithSameRule), the best for the guest only.
  const worth = new Map(chosen.map((c) => [c, totalOf(figure(c.s, c.who).per)]));
  const rule = (s: S) =>
    JSON.stringify([s.rule.scope, [...s.rule.channels].sort(), s.rule.conditions.map((c) => JSON.stringify([c.condition, c.operator, c.value])).sort()]);
  const applied = chosen.filter(
    (c) =>
      c.s.includeSpecialsWithSameRule ||
      !chosen.some(
        (o) =>
          o !== c &&
          !o.s.includeSpecialsWithSameRule &&
          rule(o.s) === rule(c.s) &&
          (worth.get(o)! > worth.get(c)! || (worth.get(o)! === worth.get(c)! && chosen.indexOf(o) < chosen.indexOf(c))),
      ),
  );
  for (const { s, who } of applied) {
    const { per, affected } = figure(s, who);
    const off = totalOf(per);
    if (off === 0n) continue;
    if (s.replaceMatchingRoomPrice) {
      // Written into the lines themselves: the total less the reduction, less its tax share; the unit price is the
      // new total per unit, rounded up (the first of equal shares takes the odd cents).
      for (const [i, r] of per) {
        if (r === 0n) continue;
        const l = lines[i]!;
        const taxShare = l.taxKey ? taxIn(r, l.taxKey) : 0n;
        const n = BigInt(Math.max(1, l.amount));
        l.total -= r;
        l.tax -= taxShare;
        l.price = (l.total + n - 1n) / n;
        left[i]! -= r;
      }
      continue;
    }
    for (const [i, r] of per) left[i]! -= r;
    // One special line for what it took off lines paid in advance, one for lines paid on site.
    const before = lines.length;
    for (const onSite of [false, true]) {
      const part = affected.filter((i) => i < before && lines[i]!.onSite === onSite);
      const reduced = part.filter((i) => (per.get(i) ?? 0n) > 0n);
      const partOff = reduced.reduce((a, i) => a + per.get(i)!, 0n);
      if (partOff === 0n) continue;
      // Commissionable when any line it was figured on is (reduced or not).
      const anyCommissionable = part.some((i) => lines[i]!.commissionable);
      // One line per tax of the lines it reduced (in their order), its tax figured from its own amount, rounded once;
      // excludeFromTax: one line without tax.
      const groups = new Map<string | undefined, bigint>();
      for (const i of reduced) {
        const key = s.excludeFromTax ? undefined : lines[i]!.taxKey;
        groups.set(key, (groups.get(key) ?? 0n) + per.get(i)!);
      }
      for (const [taxKey, off] of groups) {
        lines.push({
          type: 'special',
          amount: 1,
          price: -off,
          total: -off,
          tax: taxKey ? -taxIn(off, taxKey) : 0n,
          taxKey,
          commissionable: !s.excludeFromCommission && (s.reduce === 'ChangeRoomPriceBeforeCommission' || anyCommissionable),
          discountable: false,
          owners: [],
          onSite,
        });
        left.push(0n);
      }
    }
  }
}
