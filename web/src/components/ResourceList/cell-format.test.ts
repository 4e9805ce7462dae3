import { describe, expect, it } from 'vitest';
import { productsConfig } from '../../resources/products';
import { commissionConfig, supplementsConfig } from '../../resources/prices';
import type { ResourceWebConfig } from '../../resources/resource-types';
import { cellText } from './cell-format';

const t = (key: string) => key;
const ctx = (lang: 'en' | 'de') => ({ lang, t, timezone: 'UTC' }) as never;
const cell = (config: ResourceWebConfig, key: string, item: Record<string, unknown>, lang: 'en' | 'de') =>
  cellText(
    config,
    config.columns.find((c) => c.key === key)!,
    { id: 'x', version: 1, createdAt: '', updatedAt: '', ...item },
    ctx(lang),
  );

describe('price columns of the lists', () => {
  it('show a supplement price as money in its currency, in the reader language', () => {
    expect(cell(supplementsConfig, 'price', { price: 25, currency: 'EUR' }, 'en')).toBe('€25.00');
    expect(cell(supplementsConfig, 'price', { price: 25, currency: 'EUR' }, 'de')).toBe('25,00\u00a0€');
    expect(cell(supplementsConfig, 'price', { price: 150000, currency: 'IDR' }, 'en')).toMatch(/^IDR\s?150,000.00$/);
    expect(cell(supplementsConfig, 'price', { price: 12.5, currency: 'USD' }, 'en')).toBe('US$12.50');
  });

  it('show a product price as money and a commission percent with its sign', () => {
    expect(cell(productsConfig, 'price', { price: 9.9, currency: 'EUR' }, 'en')).toBe('€9.90');
    expect(cell(commissionConfig, 'percent', { percent: 15 }, 'de')).toBe('15 %');
  });

  it('leave a price without a number empty or as it is', () => {
    expect(cell(supplementsConfig, 'price', { currency: 'EUR' }, 'en')).toBe('');
    expect(cell(supplementsConfig, 'price', { price: 'n/a', currency: 'EUR' }, 'en')).toBe('n/a');
  });
});
