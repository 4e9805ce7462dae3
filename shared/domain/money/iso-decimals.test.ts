import * as ISO_CURRENCIES from 'dinero.js/currencies';
import { describe, expect, it } from 'vitest';
import { ISO_DECIMALS_OTHER_THAN_2 } from './iso-decimals';
import { decimalsOf } from './money';

const iso = Object.values(ISO_CURRENCIES as unknown as Record<string, { code: string; exponent: number }>);

describe('the decimals of ISO currencies', () => {
  it("are dinero.js's exponents, for every currency of its table", () => {
    expect(iso.length).toBeGreaterThan(150);
    for (const currency of iso) expect(decimalsOf(currency.code), currency.code).toBe(currency.exponent);
  });

  it('list only currencies of the table, none with 2 decimals', () => {
    const codes = new Set(iso.map((c) => c.code));
    for (const [code, decimals] of ISO_DECIMALS_OTHER_THAN_2) {
      expect(codes.has(code), code).toBe(true);
      expect(decimals, code).not.toBe(2);
    }
  });

  it('are 2 for a code ISO does not know, whatever its name', () => {
    for (const code of ['XYZ', 'toString', 'constructor', '__proto__']) expect(decimalsOf(code), code).toBe(2);
  });
});
