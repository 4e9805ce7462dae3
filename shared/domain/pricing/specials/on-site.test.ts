import { describe, expect, it } from 'vitest';
import { applySpecials } from './index';
import { context, eur, line, roomLine, special, sumOf } from './test-support';

/**
 * docs/pricing.md, "What a special reaches": a fee the guest pays on site (customer type OnSite) is never discounted,
 * unless the special's includeIn names its line type. The stay: 7 nights × 100.00 (700.00, paid in advance) and a
 * marine-park fee of 8 days × 15.00 (120.00, paid on site).
 */
const booking = () => [roomLine({ price: 100, nights: 7 }), line({ type: 'addon', customerType: 'OnSite', amount: 8, price: eur(15), sort: 2 })];

describe('specials and fees paid on site', () => {
  it('10 % on the full booking price takes 70.00 off the stay and nothing off the on-site fee', () => {
    const s = special({ name: 'Early booking', discount: 'PerCent', discountValue: 10 });
    const result = applySpecials(booking(), context({ specials: [s] }), []);
    expect(result.lines.at(-1)).toMatchObject({ customerType: 'Direct', total: eur(-70) });
    expect(result.lines.at(-1)!.explanation.text).toBe('Early booking: 10 % on the full booking price of 700.00 EUR: -70.00 EUR');
    expect(sumOf(result.lines)).toBe(82000 - 7000);
  });

  it('a special on add-ons does not reach an add-on paid on site', () => {
    const s = special({ discount: 'PerCent', discountValue: 10, reduce: 'ChangeAddonPrice' });
    const result = applySpecials(booking(), context({ specials: [s] }), []);
    expect(result.lines).toHaveLength(2);
    expect(result.outcomes[0]!.explanation.key).toBe('pricing.special.nothingToReduce');
  });

  it('includeIn naming add-ons reaches the fee: one line for each way of paying', () => {
    const s = special({ discount: 'PerCent', discountValue: 10, includeIn: ['room_cost', 'addon'] });
    const result = applySpecials(booking(), context({ specials: [s] }), []);
    // 82.00 spread over the units by their values, each part rounded down and the cents left over to the first
    // units (the stay's): 70.10 off the stay, 11.90 off the fee (its 14 nightly shares of 8.57 or 8.58 lose 0.85 each).
    expect(result.lines.slice(2).map((l) => [l.customerType, l.total.minor])).toEqual([
      ['Direct', -7010],
      ['OnSite', -1190],
    ]);
    expect(result.outcomes[0]!.effect).toEqual(eur(-82));
  });
});
