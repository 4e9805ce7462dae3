import { describe, expect, it } from 'vitest';
import { requirePriceDecimals } from './price';

describe('requirePriceDecimals', () => {
  it('allows up to the currency decimals', () => {
    expect(() => requirePriceDecimals(12.5, 'EUR', 2)).not.toThrow();
    expect(() => requirePriceDecimals(12.55, 'EUR', 2)).not.toThrow();
    expect(() => requirePriceDecimals(1200, 'JPY', 0)).not.toThrow();
  });

  it('refuses more decimals (400 on body.price)', () => {
    expect(() => requirePriceDecimals(12.5, 'JPY', 0)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        description: 'A price in JPY has at most 0 decimals',
        fields: [{ path: 'body.price', message: 'A price in JPY has at most 0 decimals' }],
      }),
    );
    expect(() => requirePriceDecimals(12.555, 'EUR', 2)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
