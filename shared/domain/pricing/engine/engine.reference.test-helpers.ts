import type { PriceDefinition } from '../price-definition';
import type { PricingData, PricingPerson, PricingRequest, PricingRoom } from '../types';
import { applyReferenceSpecials, type RefLine } from './engine.reference-specials.test-helpers';

/**
 * An independent exact reference for the property test: the rules of docs/pricing.md written again with BigInt
 * minor units, sharing no code with the engine (only the schemas' types). Answers the lines as
 * [type, amount, price, total, tax] in minor units, the total, taxes, commission, milestones and the amount due.
 */
type Def = PriceDefinition & { id: string };
const DAY = 86_400_000;
const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY;
const iso = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/** [numerator, denominator] of a decimal number, exactly from its text. */
function dec(x: number): [bigint, bigint] {
  const [w, f = ''] = String(x).split('.');
  const neg = w!.startsWith('-');
  const n = BigInt(`${w!.replace('-', '')}${f}`);
  return [neg ? -n : n, 10n ** BigInt(f.length)];
}
/** round(a / b), half away from zero, b > 0. */
function div(a: bigint, b: bigint): bigint {
  const q = ((a < 0n ? -a : a) * 2n + b) / (2n * b);
  return a < 0n ? -q : q;
}
const DECIMALS: Record<string, number> = { EUR: 2, USD: 2, GBP: 2, IDR: 0 };
const minorOf = (x: number, code: string) => {
  const [n, d] = dec(x);
  return div(n * 10n ** BigInt(DECIMALS[code]!), d);
};

export function reference(request: PricingRequest, data: PricingData) {
  const rate = (code: string) => dec(data.currencies.find((c) => c.code === code)!.rate);
  const convert = (minor: bigint, from: string, to: string) => {
    if (from === to) return minor;
    const [fn, fd] = rate(from);
    const [tn, td] = rate(to);
    return div(minor * tn * fd * 10n ** BigInt(DECIMALS[to]!), fn * td * 10n ** BigInt(DECIMALS[from]!));
  };
  const pct = (minor: bigint, percent: number) => {
    const [n, d] = dec(percent);
    return div(minor * n, d * 100n);
  };
  const age = (p: PricingPerson): number | undefined => {
    if (p.permanentAge !== undefined && p.permanentAge >= 0) return p.permanentAge;
    if (!p.birthday) return undefined;
    const [by, bm, bd] = p.birthday.split('-').map(Number);
    const [ty, tm, td] = request.from.split('-').map(Number);
    const a = ty! - by! - (tm! * 100 + td! < bm! * 100 + bd! ? 1 : 0);
    return a < 0 ? undefined : a;
  };
  const person = new Map(request.persons.map((p) => [p.key, p]));
  const stay = request.kind === 'stay';
  const nights = day(request.to) - day(request.from);
  const choose = (date: string): Def | undefined => {
    const ok = data.definitions.filter(
      (d) =>
        d.status === 'active' &&
        d.validRange.from <= date &&
        date <= d.validRange.to &&
        (stay ? d.type === 'room' && d.resort === request.resort : d.type === 'trip' && d.vessel === request.vessel) &&
        (stay || d.schedules.length === 0 || d.schedules.includes(request.schedule!)) &&
        (d.periods.length === 0 || d.periods.some((p) => p.from <= date && date <= p.to)),
    );
    const rank = (d: Def) => [d.periods.length > 0 ? 0 : 1, day(d.validRange.to) - day(d.validRange.from)];
    ok.sort((a, b) => rank(a)[0]! - rank(b)[0]! || rank(a)[1]! - rank(b)[1]! || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
    return ok[0];
  };
  const dates = stay ? Array.from({ length: Math.max(0, nights) }, (_, i) => iso(day(request.from) + i)) : [request.from];
  const defs = dates.map(choose);
  const used: Def[] = [];
  for (const d of defs) if (d && !used.includes(d)) used.push(d);
  const first = used[0];
  const currency = request.currency ?? (first ? (first.useOnsiteCurrency ? data.onsiteCurrency : first.currencies[0]!) : data.baseCurrency);

  const lines: RefLine[] = [];
  const line = (
    type: string,
    amount: number,
    price: bigint,
    tax: { name: string; rate: number; inclusive: boolean } | undefined,
    commissionable: boolean,
    owners: string[],
    onSite: boolean,
  ) => {
    const gross = price * BigInt(amount);
    let t = 0n;
    let total = gross;
    if (tax && tax.rate > 0) {
      const [n, d] = dec(tax.rate);
      if (tax.inclusive) t = div(gross * n, 100n * d + n);
      else [t, total] = [div(gross * n, 100n * d), gross + div(gross * n, 100n * d)];
    }
    lines.push({
      type,
      amount,
      price,
      total,
      tax: t,
      taxKey: tax && tax.rate > 0 ? `${tax.name}|${tax.rate}|${tax.inclusive}` : undefined,
      commissionable,
      discountable: type !== 'addon',
      owners,
      onSite,
    });
  };

  const entryOf = (d: Def, room: PricingRoom, pax: number, band: string) => {
    const byRoom = d.entries.some((e) => e.room === room.room);
    const fit = d.entries.filter(
      (e) =>
        (byRoom ? e.room === room.room : !e.room && e.roomType === room.roomType) &&
        e.variant === room.variant &&
        (e.noOfPax === pax || (band === 'child' && e.noOfPax < pax)) &&
        e.ageBand === band &&
        e.minNights <= nights,
    );
    // Child prices hold from their occupancy up: the largest occupancy not above the room's wins.
    return fit.sort((a, b) => b.noOfPax - a.noOfPax || b.minNights - a.minNights)[0];
  };
  const unit = (d: Def, stated: number) => {
    const code = d.currencies[0]!;
    const p = minorOf(stated, code);
    const s = d.surchargeType === 'percent' ? pct(p, d.surcharge) : minorOf(d.surcharge, code);
    const x = d.discountType === 'percent' ? pct(p, d.discount) : minorOf(d.discount, code);
    const adj = p + s - x;
    return convert(adj < 0n ? 0n : adj, code, currency);
  };
  /** [payer, entry id or 'base', kind, stated amount] */
  const charges = (d: Def, room: PricingRoom): [string, string, string, number][] => {
    const ps = room.persons.map((k) => person.get(k)!);
    const child = ps.map((p) => {
      const a = age(p);
      return a !== undefined && a <= d.childMaxAge;
    });
    const out: [string, string, string, number][] = [];
    if (d.calculationType === 'unit') {
      ps.forEach((p, i) => {
        const e = entryOf(d, room, ps.length, child[i] ? 'child' : 'adult') ?? (child[i] ? entryOf(d, room, ps.length, 'adult') : undefined);
        if (e) out.push([p.key, e.id, child[i] ? 'c' : 'a', e.price]);
        else if (d.basePrice > 0) out.push([p.key, 'base', 'b', d.basePrice]);
      });
      return out;
    }
    const adults = child.filter((c) => !c).length;
    const occ = adults || ps.length;
    const e = entryOf(d, room, occ, 'adult');
    if (e) out.push(['', e.id, 'r', e.price]);
    else if (d.basePrice > 0) out.push(['', 'base', 'b', d.basePrice]);
    else return out;
    if (adults > 0)
      ps.forEach((p, i) => {
        const ce = child[i] ? entryOf(d, room, occ, 'child') : undefined;
        if (ce) out.push([p.key, ce.id, 'c', ce.price]);
      });
    return out;
  };
  const taxOf = (d: Def) => (d.tax.status && d.tax.value > 0 ? { name: d.tax.name, rate: d.tax.value, inclusive: d.tax.inclusive } : undefined);

  const known = (c: string) => data.currencies.some((x) => x.code === c);
  const ok = known(currency) && used.every((d) => known(d.currencies[0]!));
  if (ok) {
    for (const room of request.rooms) {
      type Run = { d: Def; payer: string; id: string; kind: string; price: bigint; last: number; count: number };
      const runs = new Map<string, Run>();
      const done: Run[] = [];
      defs.forEach((d, n) => {
        if (!d) return;
        for (const [payer, id, kind, stated] of charges(d, room)) {
          const price = unit(d, stated);
          const r = runs.get(payer);
          if (r && r.d === d && r.id === id && r.kind === kind && r.price === price && r.last === n - 1) [r.last, r.count] = [n, r.count + 1];
          else {
            const fresh = { d, payer, id, kind, price, last: n, count: 1 };
            runs.set(payer, fresh);
            done.push(fresh);
          }
        }
      });
      for (const r of done) line(stay ? 'room_cost' : 'tour', r.count, r.price, taxOf(r.d), true, r.payer ? [r.payer] : room.persons, r.d.useOnsiteCurrency);
    }
    // supplements
    const chosen = new Set((request.supplements ?? []).map((s) => s.id));
    const all = request.persons.filter((p) => request.rooms.some((r) => r.persons.includes(p.key)));
    const maxAge = first?.childMaxAge ?? 11;
    const kids = all.filter((p) => {
      const a = age(p);
      return a !== undefined && a <= maxAge;
    }).length;
    const sups = data.supplements
      .filter((s) => s.active && (s.mandatory || chosen.has(s.id)))
      .filter((s) => !s.validRange || (s.validRange.from <= request.from && request.from <= s.validRange.to))
      .filter(
        (s) =>
          used.some((d) => d.supplements.includes(s.id)) ||
          s.assets.length === 0 ||
          s.assets.some((a) => a.ref === (a.type === 'resort' ? request.resort : request.vessel)),
      )
      .sort((a, b) => a.sort - b.sort || (a.id < b.id ? -1 : 1));
    for (const s of sups) {
      const diveDays = request.diveDays ?? nights;
      const counts: Record<string, [number, boolean]> = {
        PerPerson: [1, true],
        PerBooking: [1, false],
        PerBookingAndCustomer: [all.filter((p) => p.customerId).length, false],
        PerDay: [nights + 1, s.calculationType === 'unit'],
        PerDiveDay: [diveDays, s.calculationType === 'unit'],
        PerDive: [request.dives ?? diveDays * 3, s.calculationType === 'unit'],
        PerNight: [nights, s.calculationType === 'unit'],
        PerWeekFloor: [Math.floor(nights / 7), s.calculationType === 'unit'],
        PerWeekCeil: [Math.ceil(nights / 7), s.calculationType === 'unit'],
      };
      const [count, perPerson] = counts[s.priceRule]!;
      const tax = { name: 'Tax', rate: s.taxRate, inclusive: true };
      const price = convert(minorOf(s.price, s.currency), s.currency, currency);
      const add = (n: number, p: bigint) =>
        n > 0 &&
        line(
          'addon',
          n,
          p,
          tax,
          s.commissionable,
          request.persons.map((x) => x.key),
          s.onSite,
        );
      if (!perPerson) add(count, price);
      else if (s.childPrice === undefined) add(count * all.length, price);
      else {
        add(count * (all.length - kids), price);
        add(count * kids, convert(minorOf(s.childPrice, s.currency), s.currency, currency));
      }
    }
  }

  applyReferenceSpecials(lines, {
    request,
    specials: data.specials,
    nights,
    ageOf: age,
    minor: (x) => minorOf(x, currency),
    pct,
    div,
  });
  const total = lines.reduce((a, l) => a + l.total, 0n);
  const taxes = new Map<string, bigint>();
  for (const l of lines) if (l.taxKey) taxes.set(l.taxKey, (taxes.get(l.taxKey) ?? 0n) + l.tax);

  // Milestones are figured on what is paid in advance: the lines paid on site are in none of them.
  const advance = total - lines.filter((l) => l.onSite).reduce((a, l) => a + l.total, 0n);
  let commission: bigint | null = null;
  let net = advance;
  if (request.agency) {
    const sc = first?.commission ? data.commissions.find((c) => c.id === first.commission && c.active) : undefined;
    const base = lines.filter((l) => l.commissionable).reduce((a, l) => a + ((sc?.includeTax ?? true) ? l.total : l.total - l.tax), 0n);
    commission = pct(base, sc?.percent ?? request.agency.commission);
    if (sc?.mode === 'net') net = advance - commission < 0n ? 0n : advance - commission;
  }
  const terms = data.terms.find((t) => t.id === first?.termsOfPayment && t.active) ?? data.terms.find((t) => t.isDefault && t.active);
  const milestones: [string, string, number][] = [];
  let due = net;
  if (!terms) milestones.push(['rest', request.bookingDate, Number(net)]);
  else {
    const restAt = terms.entries.findIndex((e) => e.useTerms) >= 0 ? terms.entries.findIndex((e) => e.useTerms) : terms.entries.length - 1;
    due = terms.entries[restAt]!.includeCommission ? advance : net;
    // Each entry's own date (never before the booking date); one on or after the rest's joins the rest; then none
    // is due before the one before it.
    const own = terms.entries.map((e) => {
      const when = e.date.from === 'booking' ? iso(day(request.bookingDate) + e.date.days) : iso(day(request.from) - e.date.days);
      return when < request.bookingDate ? request.bookingDate : when;
    });
    const joins = (i: number) => i < restAt && own[i]! >= own[restAt]!;
    let left = due;
    const amounts = terms.entries.map((e, i) => {
      if (i === restAt || joins(i)) return 0n;
      const vc = first ? first.currencies[0]! : currency;
      let a = e.value > 0 ? convert(minorOf(e.value, vc), vc, currency) : pct(e.includeCommission ? advance : net, e.percent);
      if (a > left) a = left > 0n ? left : 0n;
      if (a < 0n) a = 0n;
      left -= a;
      return a;
    });
    amounts[restAt] = left;
    let previous = request.bookingDate;
    terms.entries.forEach((_, i) => {
      if (joins(i)) return;
      previous = own[i]! > previous ? own[i]! : previous;
      milestones.push([i === restAt ? 'rest' : 'deposit', previous, Number(amounts[i])]);
    });
  }
  return {
    currency: ok ? currency : data.baseCurrency,
    lines: lines.map((l) => [l.type, l.amount, Number(l.price), Number(l.total), Number(l.tax)]),
    total: Number(total),
    taxes: [...taxes].map(([k, v]) => {
      const [name, r, inc] = k.split('|');
      return [name!, Number(r), inc === 'true', Number(v)];
    }),
    commission: commission === null ? null : Number(commission),
    milestones,
    due: Number(due),
  };
}
