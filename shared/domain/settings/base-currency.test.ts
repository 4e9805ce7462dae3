import { describe, expect, it } from 'vitest';
import { currencyDeleteBlocker, requireBaseCurrencyKept, touchesCurrency } from './base-currency';

describe('the base currency stays', () => {
  it('checks renaming and deactivating, not other edits', () => {
    expect(touchesCurrency({ code: 'EUR' }, { code: 'EUR', active: true })).toBe(false);
    expect(touchesCurrency({ code: 'EUR' }, { code: 'EUX', active: true })).toBe(true);
    expect(touchesCurrency({ code: 'EUR' }, { code: 'EUR', active: false })).toBe(true);
  });

  it('refuses changing the base currency (409 IN_USE), not another one', () => {
    expect(() => requireBaseCurrencyKept({ code: 'EUR' }, 'EUR')).toThrow(expect.objectContaining({ statusCode: 409, message: 'IN_USE' }));
    expect(() => requireBaseCurrencyKept({ code: 'USD' }, 'EUR')).not.toThrow();
  });

  it('blocks deleting the base currency only', () => {
    expect(currencyDeleteBlocker({ code: 'EUR' }, 'EUR')).toBe('EUR is the base currency; choose another base currency (company) first');
    expect(currencyDeleteBlocker({ code: 'USD' }, 'EUR')).toBeNull();
  });
});
