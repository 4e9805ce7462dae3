import { describe, expect, it } from 'vitest';
import { productLineMoney } from './product-line';

describe('productLineMoney', () => {
  it.each([
    // 3 × 7.25 = 21.75; 19 % included: 21.75 × 19 / 119 = 3.4726… → 3.47.
    [3, '7.25', { name: 'VAT 19', rate: 19, inclusive: true }, { total: '21.75', tax: { name: 'VAT 19', rate: 19, amount: '3.47', inclusive: true } }],
    // 2 × 20.00 = 40.00 net; 7 % added: 2.80; total 42.80.
    [2, '20.00', { name: 'VAT 7', rate: 7, inclusive: false }, { total: '42.80', tax: { name: 'VAT 7', rate: 7, amount: '2.80', inclusive: false } }],
    // 7.5 % included on 3 × 33.33 = 99.99: 99.99 × 7.5 / 107.5 = 6.9760… → 6.98.
    [3, '33.33', { name: 'PB1', rate: 7.5, inclusive: true }, { total: '99.99', tax: { name: 'PB1', rate: 7.5, amount: '6.98', inclusive: true } }],
    // No tax, or 0 %: none.
    [1, '4.50', undefined, { total: '4.50' }],
    [1, '4.50', { name: 'Zero', rate: 0, inclusive: true }, { total: '4.50' }],
  ])('%s × %s with %j', (quantity, price, tax, want) => {
    expect(productLineMoney(quantity, price, 'EUR', tax)).toEqual(want);
  });

  it('rounds in the booking currency: 2 × 1500 JPY with 10 % added = 3300', () => {
    expect(productLineMoney(2, '1500', 'JPY', { name: 'JCT', rate: 10, inclusive: false })).toEqual({
      total: '3300',
      tax: { name: 'JCT', rate: 10, amount: '300', inclusive: false },
    });
  });
});
