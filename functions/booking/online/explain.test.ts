import { describe, expect, it } from 'vitest';
import type { Explanation } from '../../../shared/domain/pricing/types';
import { explainIn } from './price';

/** What the engine writes for an applied special (shared/domain/pricing/specials/apply.ts `describe`). */
const applied: Explanation = {
  key: 'pricing.special.applied',
  text: 'Early booking 10 %: 10 % on the full booking price of 3780.00 EUR: -378.00 EUR',
  params: {
    name: 'Early booking 10 %',
    discount: '10 %',
    discountKey: 'pricing.special.discount.PerCent',
    value: 10,
    unitKey: 'pricing.special.unit.Booking',
    base: 'the full booking price',
    effectKey: 'pricing.special.effect.ChangeFullBookingPrice',
    amountBase: '3780.00 EUR',
    amount: '-378.00 EUR',
  },
} as Explanation;

describe("a special's explanation in the guest's language (the online booking's answers)", () => {
  it('words the base and the amounts in German, with no English left', () => {
    expect(explainIn(applied, 'de')).toBe('Early booking 10 %: 10 % auf den gesamten Buchungspreis von 3.780,00 EUR: -378,00 EUR');
  });

  it('keeps the English and writes the amounts as English does', () => {
    expect(explainIn(applied, 'en')).toBe('Early booking 10 %: 10 % on the full booking price of 3,780.00 EUR: -378.00 EUR');
  });
});
