import { toString, type Money } from '../../money';
import { ageBandOf } from '../ages';
import type { PriceEntry } from '../price-definition';
import type { CalculationLine, Explanation, PricingRoom, ResolvedPerson } from '../types';
import type { CurrencyTable } from './currency';
import { explain, type PricingKey } from './explain';
import { makeLine, statedOf, taxRuleOf, unitPrice } from './prices';
import { findCharterEntry, findEntry, type Definition } from './seasons';

/** One payer of a room for one night (or the trip): a person (unit), the room (complete) or a child (complete). */
interface Charge {
  payer: string;
  customer?: string;
  entry?: PriceEntry;
  stated: number;
  kind: 'Adult' | 'Child' | 'ChildAsAdult' | 'Room' | 'Base';
  age?: number;
}

/**
 * Who pays what in a room under a definition (docs/pricing.md, "Unit and complete"). unit: each person the entry
 * of their age band for the room's occupancy, a child without a child entry the adult one; complete: the room the
 * adult entry for the number of adults (all persons when there is none), each child beside an adult its child
 * entry for that occupancy when there is one (else the child is included). No entry: the definition's base price
 * per person (unit) or per room (complete) when above zero; otherwise `unpriced` is true.
 */
export function chargesOf(d: Definition, room: PricingRoom, persons: ResolvedPerson[], nights: number): { charges: Charge[]; unpriced: boolean } {
  const q = { room: room.room, roomType: room.roomType, variant: room.variant, nights };
  const base = d.basePrice > 0 ? d.basePrice : undefined;
  const charges: Charge[] = [];
  let unpriced = false;
  const bands = persons.map((p) => ageBandOf(p.age, d.childMaxAge));
  if (d.calculationType === 'unit') {
    persons.forEach((p, i) => {
      const child = bands[i] === 'child';
      let entry = findEntry(d, { ...q, noOfPax: persons.length, ageBand: bands[i]! });
      let kind: Charge['kind'] = child ? 'Child' : 'Adult';
      if (!entry && child) [entry, kind] = [findEntry(d, { ...q, noOfPax: persons.length, ageBand: 'adult' }), 'ChildAsAdult'];
      if (entry) charges.push({ payer: p.key, customer: p.key, entry, stated: entry.price, kind, age: p.age });
      else if (base !== undefined) charges.push({ payer: p.key, customer: p.key, stated: base, kind: 'Base' });
      else unpriced = true;
    });
    return { charges, unpriced };
  }
  const adults = bands.filter((b) => b === 'adult').length;
  const occupancy = adults || persons.length;
  const entry = findEntry(d, { ...q, noOfPax: occupancy, ageBand: 'adult' });
  if (entry) charges.push({ payer: '', entry, stated: entry.price, kind: 'Room' });
  else if (base !== undefined) charges.push({ payer: '', stated: base, kind: 'Base' });
  else return { charges, unpriced: true };
  if (adults > 0)
    persons.forEach((p, i) => {
      if (bands[i] !== 'child') return;
      const ce = findEntry(d, { ...q, noOfPax: occupancy, ageBand: 'child' });
      if (ce) charges.push({ payer: p.key, customer: p.key, entry: ce, stated: ce.price, kind: 'Child', age: p.age });
    });
  return { charges, unpriced };
}

export interface BaseLineContext {
  table: CurrencyTable;
  currency: string;
  persons: Map<string, ResolvedPerson>;
  problems: Explanation[];
}

const variantText = (room: PricingRoom) => (room.variant ? ` (${room.variant})` : '');
const customerTypeOf = (d: Definition): 'OnSite' | 'Direct' => (d.useOnsiteCurrency ? 'OnSite' : 'Direct');

interface Run {
  d: Definition;
  charge: Charge;
  price: Money;
  room: PricingRoom;
  pax: number;
  from: string;
  to: string;
  count: number;
}

/**
 * The room lines of a stay, night by night: each night by its own definition; consecutive nights of one payer
 * with the same definition, entry and unit price are one line (amount = nights, price = unit price).
 */
export function stayLines(rooms: PricingRoom[], nights: string[], defs: (Definition | undefined)[], ctx: BaseLineContext): CalculationLine[] {
  const runs: Run[] = [];
  const prices = new Map<Definition, Map<number, Money>>();
  const priceOf = (d: Definition, stated: number) => {
    let known = prices.get(d);
    if (!known) prices.set(d, (known = new Map()));
    let price = known.get(stated);
    if (!price) known.set(stated, (price = unitPrice(d, stated, ctx.table, ctx.currency)));
    return price;
  };
  for (const room of rooms) {
    const persons = room.persons.map((k) => ctx.persons.get(k)).filter((p): p is ResolvedPerson => !!p);
    const open = new Map<string, Run>();
    const byDefinition = new Map<Definition, ReturnType<typeof chargesOf>>();
    nights.forEach((night, n) => {
      const d = defs[n];
      if (!d) return open.clear();
      let known = byDefinition.get(d);
      if (!known) byDefinition.set(d, (known = chargesOf(d, room, persons, nights.length)));
      const { charges, unpriced } = known;
      if (unpriced)
        ctx.problems.push(
          explain('pricing.problem.unpricedNight', { night, room: room.room, roomType: room.roomType, variant: variantText(room), pax: persons.length }),
        );
      const seen = new Set<string>();
      for (const charge of charges) {
        seen.add(charge.payer);
        const price = priceOf(d, charge.stated);
        const run = open.get(charge.payer);
        if (run && run.d === d && run.charge.entry === charge.entry && run.price.minor === price.minor && run.charge.kind === charge.kind) {
          run.to = night;
          run.count += 1;
        } else {
          const fresh = { d, charge, price, room, pax: persons.length, from: night, to: night, count: 1 };
          runs.push(fresh);
          open.set(charge.payer, fresh);
        }
      }
      for (const payer of [...open.keys()]) if (!seen.has(payer)) open.delete(payer);
    });
  }
  return runs.map((r, i) => lineOf(r, 'room_cost', i));
}

/** The lines of a trip: the definition covering the departure day, each payer once for the whole trip. */
export function tripLines(rooms: PricingRoom[], from: string, to: string, nights: number, d: Definition, ctx: BaseLineContext): CalculationLine[] {
  const runs: Run[] = [];
  for (const room of rooms) {
    const persons = room.persons.map((k) => ctx.persons.get(k)).filter((p): p is ResolvedPerson => !!p);
    const { charges, unpriced } = chargesOf(d, room, persons, nights);
    if (unpriced)
      ctx.problems.push(
        explain('pricing.problem.unpricedTrip', { from, to, room: room.room, roomType: room.roomType, variant: variantText(room), pax: persons.length }),
      );
    for (const charge of charges)
      runs.push({ d, charge, price: unitPrice(d, charge.stated, ctx.table, ctx.currency), room, pax: persons.length, from, to, count: 1 });
  }
  return runs.map((r, i) => lineOf(r, 'tour', i));
}

/** The charter line: the whole vessel for the trip, by the charter entry for the party, else the base price. */
export function charterLines(
  request: { from: string; to: string; rooms: PricingRoom[]; persons: unknown[] },
  nights: number,
  d: Definition,
  ctx: BaseLineContext,
): CalculationLine[] {
  const variant = request.rooms.find((r) => r.variant)?.variant;
  const entry = findCharterEntry(d, { variant, guests: request.persons.length, nights });
  const stated = entry?.price ?? (d.basePrice > 0 ? d.basePrice : undefined);
  if (stated === undefined) {
    ctx.problems.push(explain('pricing.problem.noCharterPrice', { definition: d.name, guests: request.persons.length, from: request.from, to: request.to }));
    return [];
  }
  const price = unitPrice(d, stated, ctx.table, ctx.currency);
  const params = {
    definition: d.name,
    variant: variant ? ` (${variant})` : '',
    guests: request.persons.length,
    from: request.from,
    to: request.to,
    price: toString(price),
  };
  return [
    makeLine(
      {
        type: 'tour',
        customerType: customerTypeOf(d),
        explanation: explain(entry ? 'pricing.line.charter' : 'pricing.line.charterBase', params),
        source: entry ? { kind: 'entry', definition: d.id, entry: entry.id } : { kind: 'base', definition: d.id },
        amount: 1,
        price,
        tax: taxRuleOf(d),
        from: request.from,
        to: request.to,
        discountable: true,
        commissionable: true,
        customData: statedOf(d, stated, price),
      },
      0,
    ),
  ];
}

function lineOf(r: Run, type: 'room_cost' | 'tour', sort: number): CalculationLine {
  const stay = type === 'room_cost';
  const key = `pricing.line.${stay ? 'night' : 'trip'}${r.charge.kind === 'Room' ? (stay ? 'Room' : 'Cabin') : r.charge.kind}` as PricingKey;
  const params: Record<string, string | number> = {
    definition: r.d.name,
    roomType: r.room.roomType,
    variant: variantText(r.room),
    pax: r.pax,
    count: r.count,
    price: toString(r.price),
  };
  if (r.charge.age !== undefined) params.age = r.charge.age;
  if (!stay) Object.assign(params, { from: r.from, to: r.to });
  return makeLine(
    {
      type,
      customerType: customerTypeOf(r.d),
      explanation: explain(key, params),
      source: r.charge.entry ? { kind: 'entry', definition: r.d.id, entry: r.charge.entry.id } : { kind: 'base', definition: r.d.id },
      amount: r.count,
      price: r.price,
      tax: taxRuleOf(r.d),
      customer: r.charge.customer,
      room: r.room.room,
      from: r.from,
      to: r.to,
      discountable: true,
      commissionable: true,
      customData: statedOf(r.d, r.charge.stated, r.price),
    },
    sort,
  );
}
