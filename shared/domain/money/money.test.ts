import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, allocate, compare, decimalsOf, format, fromMinor, money, multiply, percentage, round, subtract, sum, toNumber, toString, zMoneyAmount } from '.';

const CENTS = 1_000_000_000_00; // a billion in cents, well inside safe integers
const cents = fc.integer({ min: -CENTS, max: CENTS });
const eur = (minor: number) => fromMinor(minor, 'EUR');

describe('money', () => {
  it('rounds half-up to the currency decimals from the decimal, not the float', () => {
    expect(toString(round(0.005))).toBe('0.01');
    expect(toString(round(2.675))).toBe('2.68'); // the float 2.675 is 2.67499999...; Math.round(2.675 * 100) / 100 gives 2.67
    expect(toString(round(1.005))).toBe('1.01');
    expect(toString(round(0.004))).toBe('0.00');
    expect(toString(round(-2.675))).toBe('-2.68'); // half away from zero: a refund rounds like the price it returns
    expect(toString(round('12.345', 'JPY'))).toBe('12');
    expect(toString(round('12.5', 'JPY'))).toBe('13');
    expect(toString(round('1.0005', 'KWD'))).toBe('1.001');
  });

  it('reads amounts exactly and refuses more decimals than the currency has', () => {
    expect(money(12.5)).toEqual({ minor: 1250, currency: 'EUR', decimals: 2 });
    expect(money('0.07').minor).toBe(7);
    expect(money(1.15).minor).toBe(115); // 1.15 * 100 is 114.99999999999999 in floats
    expect(() => money(12.345)).toThrow(RangeError);
    expect(() => money(0.1 + 0.2)).toThrow(RangeError);
    expect(() => money(1e-7)).toThrow(RangeError);
    expect(() => money(12.5, 'JPY')).toThrow(RangeError);
    expect(money(12.5, { code: 'XTS', decimals: 1 }).minor).toBe(125);
    expect([decimalsOf('EUR'), decimalsOf('JPY'), decimalsOf('KWD'), decimalsOf('GBR')]).toEqual([2, 0, 3, 2]);
  });

  it('multiplies by quantities and percentages with half-up rounding', () => {
    expect(toString(multiply(money(2.5), 3))).toBe('7.50');
    expect(toString(multiply(money(0.35), 1.5))).toBe('0.53'); // 0.525
    expect(toString(percentage(money(19.99), 19))).toBe('3.80'); // 3.7981
    expect(toString(percentage(money(0.5), 1))).toBe('0.01'); // 0.005
    expect(toString(percentage(money(100), 7.5))).toBe('7.50');
  });

  it('writes and formats amounts', () => {
    expect(toNumber(money('12.50'))).toBe(12.5);
    expect(toString(fromMinor(-5))).toBe('-0.05');
    expect(toString(money(1000, 'JPY'))).toBe('1000');
    expect(format(money(1234.5), 'de')).toBe('1.234,50\u00a0€');
    expect(format(money(1234.5), 'en')).toBe('€1,234.50');
    expect(format(money(3, 'GBR'), 'en')).toMatch(/GBR\s?3\.00/);
    expect(() => add(money(1), money(1, 'USD'))).toThrow(TypeError);
  });

  it('allocates to parts that add up to exactly the whole, for any amount and ratios', () => {
    const ratio = fc.oneof(
      fc.integer({ min: 0, max: 1000 }),
      fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100),
    );
    fc.assert(
      fc.property(
        cents,
        fc.array(ratio, { minLength: 1, maxLength: 12 }).filter((r) => r.some((x) => x > 0)),
        (minor, ratios) => {
          const parts = allocate(eur(minor), ratios);
          expect(parts).toHaveLength(ratios.length);
          expect(sum(parts).minor).toBe(minor);
          ratios.forEach((r, i) => r === 0 && expect(parts[i]!.minor).toBe(0));
        },
      ),
    );
    expect(allocate(money(100), [1, 1, 1]).map(toString)).toEqual(['33.34', '33.33', '33.33']);
    expect(() => allocate(money(1), [0, 0])).toThrow(RangeError);
  });

  it('adds and subtracts exactly: associative, and subtract undoes add, in cents', () => {
    fc.assert(
      fc.property(cents, cents, cents, (a, b, c) => {
        expect(add(add(eur(a), eur(b)), eur(c))).toEqual(add(eur(a), add(eur(b), eur(c))));
        expect(subtract(add(eur(a), eur(b)), eur(b))).toEqual(eur(a));
        expect(add(eur(a), eur(b)).minor).toBe(a + b);
        expect(compare(eur(a), eur(b))).toBe(Math.sign(a - b));
      }),
    );
  });

  it('round-trips every amount with at most two decimals through its number', () => {
    fc.assert(
      fc.property(cents, (minor) => {
        expect(money(toNumber(eur(minor))).minor).toBe(minor);
      }),
    );
  });
});

describe('zMoneyAmount', () => {
  it('takes decimal numbers and text with at most the currency decimals, refuses more', () => {
    const amount = zMoneyAmount();
    expect(amount.parse(12.5)).toBe(12.5);
    expect(amount.parse('12.50')).toBe(12.5);
    for (const bad of [12.345, 0.1 + 0.2, 1e-7, -1, '12.345', '1e3', 'abc', NaN, Infinity, 10_000_001])
      expect(amount.safeParse(bad).success, String(bad)).toBe(false);
    expect(zMoneyAmount('JPY').safeParse(12.5).success).toBe(false);
    expect(zMoneyAmount('KWD').parse(1.005)).toBe(1.005);
  });

  it('accepts every amount in cents that round-trips through its number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (minor) => {
        expect(zMoneyAmount().safeParse(toNumber(eur(minor))).success).toBe(true);
      }),
    );
  });
});
