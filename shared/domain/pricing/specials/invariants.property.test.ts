import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINE_TYPES, PRICE_EFFECTS, RULE_SCOPES, SPECIAL_DISCOUNT_TYPES } from '../special';
import type { CalculationLine } from '../types';
import { applySpecials } from './index';
import { context, eur, line, person, roomLine, special, sumOf } from './test-support';
import { affectedLines } from './units';

/**
 * Issue 22, point 2: the specials' invariants (docs/pricing.md, "Invariants") on 1,000 random bookings and specials
 * each (fast-check, seeded so a failure repeats): a stay or a trip of 1–14 nights for three guests in two rooms, with
 * fees paid in advance and on site, and 1–5 specials of every discount type, price effect, scope and flag.
 */
const RUNS = 1000;

const booking = fc.record({
  trip: fc.boolean(),
  nights: fc.integer({ min: 1, max: 14 }),
  r1: fc.integer({ min: 0, max: 300_000 }),
  r2: fc.integer({ min: 0, max: 300_000 }),
  fee: fc.integer({ min: 0, max: 20_000 }),
  feeOnSite: fc.boolean(),
  dives: fc.integer({ min: 0, max: 20 }),
  diveOnSite: fc.boolean(),
  ages: fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 80 })),
});

const aSpecial = fc
  .record({
    discount: fc.constantFrom(...SPECIAL_DISCOUNT_TYPES),
    discountValue: fc.constantFrom(0, 1, 2, 3, 7, 10, 33.33, 50, 99.99, 100, 250, 5000),
    reduce: fc.constantFrom(...PRICE_EFFECTS),
    includeIn: fc.subarray([...LINE_TYPES], { maxLength: 3 }),
    scope: fc.constantFrom(...RULE_SCOPES),
    age: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
    replaceMatchingRoomPrice: fc.boolean(),
    includeSpecialsWithSameRule: fc.boolean(),
    unique: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    autoAdd: fc.integer({ min: 0, max: 5 }).map((n) => n > 0),
    sort: fc.integer({ min: 0, max: 3 }),
    name: fc.constantFrom('A', 'B', 'C'),
  })
  .map(({ scope, age, ...s }) => ({
    ...s,
    description: { en: 'categories: dive' },
    rule: { scope, conditions: age === undefined ? [] : [{ condition: 'Age' as const, operator: 'GreaterThanEquals' as const, value: age }] },
  }));

type Booking = typeof booking extends fc.Arbitrary<infer T> ? T : never;

function scenario(b: Booking) {
  const persons = [person('p1', { age: b.ages[0] }), person('p2', { age: b.ages[1] }), person('p3', { age: b.ages[2], room: 'r2' })];
  const to = new Date(Date.parse('2027-03-01T00:00:00Z') + b.nights * 86_400_000).toISOString().slice(0, 10);
  const ctx = context({
    persons,
    nights: b.nights,
    request: {
      kind: b.trip ? 'trip' : 'stay',
      from: '2027-03-01',
      to,
      rooms: [
        { room: 'r1', roomType: 'Double', persons: ['p1', 'p2'] },
        { room: 'r2', roomType: 'Single', persons: ['p3'] },
      ],
    },
  });
  const base: CalculationLine[] = b.trip
    ? [
        line({ type: 'tour', price: eur(b.r1 / 100), room: 'r1', from: '2027-03-01', to }),
        line({ type: 'tour', price: eur(b.r2 / 100), customer: 'p3', room: 'r2', from: '2027-03-01', to, discountable: false }),
      ]
    : [
        roomLine({ room: 'r1', price: Math.floor(b.r1 / b.nights) / 100, nights: b.nights, from: '2027-03-01' }),
        roomLine({ room: 'r2', price: Math.floor(b.r2 / b.nights) / 100, nights: b.nights, from: '2027-03-01', discountable: false }),
      ];
  return {
    ctx,
    lines: [
      ...base,
      line({ type: 'addon', amount: 3, price: eur(b.fee / 100), customerType: b.feeOnSite ? 'OnSite' : 'Direct', commissionable: false }),
      line({ type: 'product', amount: b.dives, price: eur(28), customerType: b.diveOnSite ? 'OnSite' : 'Direct', customData: { category: 'dive' } }),
    ],
  };
}

const withIds = (specials: ReturnType<typeof special>[]) => specials.map((s, i) => ({ ...s, id: `x${i}` }));

describe('invariants of the specials (property tests)', () => {
  it(`no special takes more than the base it reduces (${RUNS} random bookings and specials)`, () => {
    fc.assert(
      fc.property(booking, fc.array(aSpecial, { minLength: 1, maxLength: 5 }), (b, raw) => {
        const { ctx, lines } = scenario(b);
        const specials = withIds(raw.map((s) => special(s)));
        const result = applySpecials(lines, { ...ctx, data: { specials } }, []);
        for (const o of result.outcomes) {
          if (!o.effect) continue;
          const s = specials.find((x) => x.id === o.special)!;
          // What the special may reduce at most: its lines (by type, customer type and flag) before any special.
          const reachable = affectedLines(
            s,
            lines,
            lines.map((l) => l.total),
          ).reduce((t, i) => t + lines[i]!.total.minor, 0);
          expect(o.effect.minor).toBeLessThanOrEqual(0);
          expect(-o.effect.minor).toBeLessThanOrEqual(reachable);
        }
        // Nor all of them together: no line ends below zero, and a fee paid on site is untouched unless includeIn names it.
        expect(result.lines.slice(0, lines.length).every((l) => l.total.minor >= 0)).toBe(true);
        lines.forEach((l, i) => {
          if (l.customerType === 'OnSite' && !specials.some((s) => s.includeIn.includes(l.type))) expect(result.lines[i]!.total).toEqual(l.total);
        });
      }),
      { numRuns: RUNS, seed: 2202 },
    );
  });

  it(`a total is never negative: no line is a refund (${RUNS} random bookings and specials)`, () => {
    fc.assert(
      fc.property(booking, fc.array(aSpecial, { minLength: 1, maxLength: 5 }), (b, raw) => {
        const { ctx, lines } = scenario(b);
        const specials = withIds(raw.map((s) => special(s)));
        const result = applySpecials(lines, { ...ctx, data: { specials } }, []);
        expect(sumOf(result.lines)).toBeGreaterThanOrEqual(0);
        // The part paid in advance and the part paid on site are each never negative either.
        const direct = result.lines.filter((l) => l.customerType === 'Direct');
        const onSite = result.lines.filter((l) => l.customerType === 'OnSite');
        expect(sumOf(direct)).toBeGreaterThanOrEqual(0);
        expect(sumOf(onSite)).toBeGreaterThanOrEqual(0);
        const effects = result.outcomes.reduce((t, o) => t + (o.effect?.minor ?? 0), 0);
        expect(sumOf(result.lines)).toBe(sumOf(lines) + effects);
      }),
      { numRuns: RUNS, seed: 2203 },
    );
  });

  it(`the stacking order is stable: the same specials in any input order give the same result (${RUNS} random bookings)`, () => {
    fc.assert(
      fc.property(
        booking,
        fc.array(aSpecial, { minLength: 2, maxLength: 5 }).chain((raw) =>
          fc.tuple(
            fc.constant(raw),
            fc.shuffledSubarray(
              raw.map((_, i) => i),
              { minLength: raw.length, maxLength: raw.length },
            ),
          ),
        ),
        (b, [raw, order]) => {
          const { ctx, lines } = scenario(b);
          const specials = withIds(raw.map((s) => special(s)));
          const shuffled = order.map((i) => specials[i]!);
          const a = applySpecials(lines, { ...ctx, data: { specials } }, []);
          const z = applySpecials(lines, { ...ctx, data: { specials: shuffled } }, []);
          expect(z).toEqual(a);
        },
      ),
      { numRuns: RUNS, seed: 2204 },
    );
  });
});
