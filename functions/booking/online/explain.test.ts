import { describe, expect, it } from 'vitest';
import type { Explanation } from '../../../shared/domain/pricing/types';
import { explainIn, guestLineIn } from './price';

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

/** Engine lines as the engine words them for staff: the price list's name, "base price", the per-person reading. */
const nightBase: Explanation = {
  key: 'pricing.line.nightBase',
  text: 'Seasons RTHMQ7, base price, Deluxe sea view: 3 nights × 123.45',
  params: { definition: 'Seasons RTHMQ7', roomType: 'Deluxe sea view', variant: '', pax: 2, count: 3, price: '123.45' },
};
const nightAdult: Explanation = {
  key: 'pricing.line.nightAdult',
  text: 'Seasons RTHMQ7, Deluxe sea view (Superior), 2 guests, adult: 7 nights × 1071.00',
  params: { definition: 'Seasons RTHMQ7', roomType: 'Deluxe sea view', variant: ' (Superior)', pax: 2, count: 7, price: '1071.00' },
};
const tripCabin: Explanation = {
  key: 'pricing.line.tripCabin',
  text: 'Trips 2027, Twin cabin, cabin for 1 guest: trip 2027-04-01 to 2027-04-11 × 1499.99',
  params: { definition: 'Trips 2027', roomType: 'Twin cabin', variant: '', pax: 1, count: 1, price: '1499.99', from: '2027-04-01', to: '2027-04-11' },
};
const line = (e: Explanation, text = e.text) => ({ text, explanation: e });

describe('a price line in the guest’s words (the price box, the hold, the confirmation)', () => {
  it('names the room type, the nights and the guests, never the price list or "base price", in English and German', () => {
    expect(guestLineIn(line(nightBase), 'en')).toEqual({ text: 'Deluxe sea view: 3 nights × 123.45', explanation: 'Deluxe sea view: 3 nights × 123.45' });
    expect(guestLineIn(line(nightBase), 'de').text).toBe('Deluxe sea view: 3 Nächte × 123,45');
    expect(guestLineIn(line(nightAdult), 'en').text).toBe('Deluxe sea view (Superior) for 2 guests, per adult: 7 nights × 1,071.00');
    expect(guestLineIn(line(nightAdult), 'de').text).toBe('Deluxe sea view (Superior) für 2 Gäste, je Erwachsene(n): 7 Nächte × 1.071,00');
    for (const lang of ['en', 'de'] as const) {
      const words = guestLineIn(line(nightAdult), lang).text;
      expect(words).not.toContain('RTHMQ7');
      expect(words).not.toMatch(/base price|Grundpreis/);
    }
  });

  it('words a cabin on a trip with its dates as the language writes them', () => {
    expect(guestLineIn(line(tripCabin), 'en').text).toBe('Twin cabin, the cabin for 1 guest: trip 01.04.2027 – 11.04.2027');
    expect(guestLineIn(line(tripCabin), 'de').text).toBe('Twin cabin, die Kabine für 1 Gast: Fahrt 01.04.2027 – 11.04.2027');
  });

  it('keeps a special’s explanation and a text the operator wrote', () => {
    expect(guestLineIn(line(applied), 'de')).toEqual({
      text: 'Early booking 10 %: 10 % auf den gesamten Buchungspreis von 3.780,00 EUR: -378,00 EUR',
      explanation: 'Early booking 10 %: 10 % auf den gesamten Buchungspreis von 3.780,00 EUR: -378,00 EUR',
    });
    expect(guestLineIn(line(nightBase, 'Sea view room, our best'), 'en').text).toBe('Sea view room, our best');
    expect(guestLineIn({ text: 'Mask rental' }, 'de')).toEqual({ text: 'Mask rental', explanation: 'Mask rental' });
  });
});
