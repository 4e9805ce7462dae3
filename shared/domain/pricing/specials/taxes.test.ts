import { describe, expect, it } from 'vitest';
import { taxesOf } from '../engine/tax';
import type { LineTax } from '../types';
import { applySpecials } from './index';
import { context, eur, line, special, sumOf } from './test-support';

const vat = (rate: number, amount: number | string, inclusive = true): LineTax => ({ name: 'VAT', rate, inclusive, amount: eur(amount) });
const table = (lines: Parameters<typeof taxesOf>[0]) => taxesOf(lines, { code: 'EUR', decimals: 2 }).map((t) => [t.rate, t.amount.minor]);

describe('the tax a special line carries (docs/pricing.md "Specials", 5. The result)', () => {
  it('is figured from the special line’s own amount, rounded once: −0.20, not the per-line shares’ −0.21', () => {
    // Three nights of 10.00 with 7 % VAT included: each line's tax 10.00 × 7 / 107 = 0.6542… → 0.65.
    const nights = [1, 2, 3].map((sort) => line({ sort, type: 'room_cost', price: eur(10), tax: vat(7, '0.65') }));
    const { lines } = applySpecials(nights, context({ specials: [special({ name: 'Ten off', discountValue: 10, reduce: 'ChangeRoomPrice' })] }), []);
    // 10 % of 30.00 = 3.00, 1.00 off each night. Per line 0.65 × 1.00 / 10.00 = 0.065 → 0.07, summed 0.21 (the defect);
    // once: 3.00 × 7 / 107 = 0.19626… → 0.20.
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatchObject({ total: eur(-3), tax: vat(7, '-0.20') });
    // The tax table is the lines' tax: 3 × 0.65 − 0.20 = 1.75.
    expect(table(lines)).toEqual([[7, 175]]);
  });

  it('over lines at 7 % and 19 % splits into one line per rate, each with the tax of what it took off that rate', () => {
    // A room 7 × 100.00 = 700.00 at 7 % included (tax 700.00 × 7 / 107 = 45.794… → 45.79) and an add-on 140.00 at
    // 19 % included (140.00 × 19 / 119 = 22.352… → 22.35); two guests, 7 nights: 14 units each (50.00 and 10.00).
    const input = [
      line({ sort: 1, type: 'room_cost', amount: 7, price: eur(100), tax: vat(7, '45.79') }),
      line({ sort: 2, type: 'addon', price: eur(140), tax: vat(19, '22.35') }),
    ];
    const s = special({ name: 'Ten off', discountValue: 10, reduce: 'ChangeFullBookingPrice' });
    const { lines, outcomes } = applySpecials(input, context({ specials: [s] }), []);
    // 10 % of 840.00 = 84.00: 14 × 5.00 = 70.00 off the room, 14 × 1.00 = 14.00 off the add-on.
    // At 7 %: −70.00, tax −70.00 × 7 / 107 = −4.5794… → −4.58; at 19 %: −14.00, tax −14.00 × 19 / 119 = −2.2352… → −2.24.
    expect(lines.slice(2).map((l) => [l.type, l.total.minor, l.tax?.rate, l.tax?.amount.minor])).toEqual([
      ['special', -7000, 7, -458],
      ['special', -1400, 19, -224],
    ]);
    expect(outcomes[0]!.effect).toEqual(eur(-84));
    expect(sumOf(lines)).toBe(75600);
    // The tax table per rate: 7 %: 45.79 − 4.58 = 41.21; 19 %: 22.35 − 2.24 = 20.11.
    expect(table(lines)).toEqual([
      [7, 4121],
      [19, 2011],
    ]);
  });

  it('over a taxed and an untaxed line: the untaxed part is a line without tax', () => {
    // Room 700.00 at 7 % (45.79), an external service 140.00 without tax; 10 % off both: −70.00 (tax −4.58) and −14.00.
    const input = [
      line({ sort: 1, type: 'room_cost', amount: 7, price: eur(100), tax: vat(7, '45.79') }),
      line({ sort: 2, type: 'external', price: eur(140) }),
    ];
    const { lines } = applySpecials(input, context({ specials: [special({ discountValue: 10, reduce: 'ChangeFullBookingPrice' })] }), []);
    expect(lines.slice(2).map((l) => [l.total.minor, l.tax?.amount.minor])).toEqual([
      [-7000, -458],
      [-1400, undefined],
    ]);
  });

  it('with an exclusive tax: the tax in the gross reduction, 19 % of 119.00 stated net 100.00 → 10 % off −11.90, tax −1.90', () => {
    // Stated 100.00 net, 19 % added: tax 19.00, total 119.00. 10 % off the total: −11.90; its tax −11.90 × 19 / 119 = −1.90.
    const input = [line({ sort: 1, type: 'room_cost', price: eur(100), total: eur(119), tax: vat(19, 19, false) })];
    const { lines } = applySpecials(input, context({ specials: [special({ discountValue: 10, reduce: 'ChangeRoomPrice' })] }), []);
    expect(lines[1]).toMatchObject({ total: eur(-11.9), tax: vat(19, '-1.90', false) });
    expect(table(lines)).toEqual([[19, 1710]]);
  });

  it('excludeFromTax: one line, no tax, however many rates it reduces', () => {
    const input = [
      line({ sort: 1, type: 'room_cost', amount: 7, price: eur(100), tax: vat(7, '45.79') }),
      line({ sort: 2, type: 'addon', price: eur(140), tax: vat(19, '22.35') }),
    ];
    const s = special({ discountValue: 10, reduce: 'ChangeFullBookingPrice', excludeFromTax: true });
    const { lines } = applySpecials(input, context({ specials: [s] }), []);
    expect(lines.slice(2).map((l) => [l.total.minor, l.tax])).toEqual([[-8400, undefined]]);
  });
});
