import { describe, expect, it } from 'vitest';
import { PRICE_EFFECTS, RULE_SCOPES, SPECIAL_DISCOUNT_TYPES } from '../special';
import type { CalculationLine } from '../types';
import { applySpecials } from './index';
import { context, eur, line, person, roomLine, special, sumOf } from './test-support';

/** A small seeded generator, so a failure repeats. */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  return {
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    bool: () => next() < 0.5,
  };
}

describe('every cent stays counted', () => {
  it('2,000 random bookings and specials: lines add up to the base plus the effects, and nothing goes below zero', () => {
    const r = rng(13);
    for (let round = 0; round < 2000; round++) {
      const persons = [person('p1', { age: r.int(0, 80) }), person('p2', { age: r.int(0, 80) }), person('p3', { age: r.int(0, 80), room: 'r2' })];
      const ctx = context({
        persons,
        request: {
          rooms: [
            { room: 'r1', roomType: 'Double', persons: ['p1', 'p2'] },
            { room: 'r2', roomType: 'Single', persons: ['p3'] },
          ],
        },
      });
      const lines: CalculationLine[] = [
        roomLine({ room: 'r1', price: r.int(1, 30000) / 100, nights: r.int(1, 4), from: '2027-03-01' }),
        roomLine({ room: 'r2', price: r.int(1, 30000) / 100, nights: r.int(1, 4), from: '2027-03-05', discountable: r.bool() }),
        line({ type: 'addon', price: eur(r.int(0, 9999) / 100), customer: r.pick(['p1', 'p2', 'p3']) }),
        line({ type: 'product', price: eur(r.int(0, 9999) / 100), amount: r.int(1, 3), customData: { category: 'dive' } }),
        line({ type: 'external', price: eur(r.int(0, 9999) / 100), commissionable: r.bool() }),
      ];
      const specials = Array.from({ length: r.int(1, 4) }, () =>
        special({
          discount: r.pick(SPECIAL_DISCOUNT_TYPES),
          discountValue: r.pick([0, 1, 2, 3, 10, 33.33, 50, 99.99, 250]),
          reduce: r.pick(PRICE_EFFECTS),
          description: { en: 'categories: dive' },
          replaceMatchingRoomPrice: r.bool(),
          includeSpecialsWithSameRule: r.bool(),
          unique: r.int(0, 5) === 0,
          autoAdd: r.int(0, 5) > 0,
          rule: { scope: r.pick(RULE_SCOPES), conditions: r.bool() ? [{ condition: 'Age', operator: 'GreaterThanEquals', value: r.int(0, 60) }] : [] },
        }),
      );
      const result = applySpecials(lines, { ...ctx, data: { specials } }, []);
      const effects = result.outcomes.reduce((t, o) => t + (o.effect?.minor ?? 0), 0);
      expect(result.outcomes).toHaveLength(specials.length);
      expect(sumOf(result.lines)).toBe(sumOf(lines) + effects);
      expect(result.lines.slice(0, lines.length).every((l) => l.total.minor >= 0)).toBe(true);
      expect(result.lines.slice(lines.length).every((l) => l.total.minor < 0)).toBe(true);
      expect(sumOf(result.lines)).toBeGreaterThanOrEqual(0);
    }
  });
});
