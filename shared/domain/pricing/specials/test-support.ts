import { money, multiply } from '../../money';
import { ZSpecial, type Special } from '../special';
import type { CalculationLine, PricingRequest, ResolvedPerson, SpecialContext } from '../types';

/** Small factories for the specials engine's tests (not used by production code). */

export const eur = (amount: number | string) => money(amount, 'EUR');

let seq = 0;
/** A special with the schema's defaults, active, autoAdd, scope Booking; override anything. */
export function special(over: Partial<Omit<Special, 'rule'>> & { id?: string; rule?: Partial<Special['rule']> } = {}): Special & { id: string } {
  const { id, rule, ...rest } = over;
  const parsed = ZSpecial.parse({ name: rest.name ?? 'Special', autoAdd: true, ...rest, rule: { conditions: [], scope: 'Booking', channels: [], ...rule } });
  return { ...parsed, id: id ?? `s${++seq}` };
}

/** A room line: `nights` nights at `price` each, from `from`; no customer (split over the room's guests) unless given. */
export function roomLine(over: Omit<Partial<CalculationLine>, 'price'> & { price?: number; nights?: number } = {}): CalculationLine {
  const { price = 100, nights = 7, ...rest } = over;
  const unit = eur(price);
  return line({ type: 'room_cost', amount: nights, price: unit, total: multiply(unit, nights), room: 'r1', from: '2027-03-01', ...rest });
}

/** Any line; total defaults to price × amount. */
export function line(over: Partial<CalculationLine> = {}): CalculationLine {
  const price = over.price ?? eur(50);
  const amount = over.amount ?? 1;
  return {
    sort: 1,
    type: 'addon',
    customerType: 'Direct',
    text: `${over.type ?? 'addon'} line`,
    explanation: { key: 'pricing.test', params: {}, text: `${over.type ?? 'addon'} line` },
    source: { kind: 'base', definition: 'd1' },
    amount,
    price,
    total: over.total ?? { ...price, minor: price.minor * amount },
    discountable: true,
    commissionable: true,
    editable: false,
    deletable: false,
    unique: false,
    ...over,
  };
}

export function person(key: string, over: Partial<ResolvedPerson> = {}): ResolvedPerson {
  return { key, age: 30, room: 'r1', ...over };
}

/**
 * A context: a stay of 7 nights from 2027-03-01 (a Monday), booked 2026-12-01 (90 days before), two adults p1, p2
 * in room r1 (Double), channel Booking; override the request, persons, nights or specials.
 */
export function context(
  over: { request?: Partial<PricingRequest>; persons?: ResolvedPerson[]; nights?: number; specials?: (Special & { id: string })[] } = {},
): SpecialContext {
  const persons = over.persons ?? [person('p1'), person('p2')];
  const request: PricingRequest = {
    kind: 'stay',
    resort: 'res1',
    from: '2027-03-01',
    to: '2027-03-08',
    rooms: [{ room: 'r1', roomType: 'Double', persons: persons.map((p) => p.key) }],
    persons,
    channel: 'Booking',
    bookingDate: '2026-12-01',
    ...over.request,
  };
  return { request, persons, nights: over.nights ?? 7, currency: 'EUR', definitions: ['d1'], data: { specials: over.specials ?? [] } };
}

/** Cents of the lines' totals, and their sum. */
export const totals = (lines: readonly CalculationLine[]) => lines.map((l) => l.total.minor);
export const sumOf = (lines: readonly CalculationLine[]) => lines.reduce((t, l) => t + l.total.minor, 0);
