import { describe, expect, it } from 'vitest';
import { formatPrice, lowestAdultPrice, occupanciesOf, priceMatrix, type EntriesByType, type PriceEntryOf } from './schedule-prices-view';

const entry = (id: string, noOfPax: number, price: number, ageBand: 'adult' | 'child' = 'adult', variant?: string): PriceEntryOf => ({
  id,
  roomType: 'x',
  ...(variant ? { variant } : {}),
  noOfPax,
  ageBand,
  price,
  minNights: 0,
  definition: 'pd-1',
  definitionName: 'Trips 2026',
  validRange: { from: '2026-01-01', to: '2026-12-31' },
  currency: 'EUR',
});
const type = (roomType: string, name: string, entries: PriceEntryOf[]): EntriesByType => ({ roomType, name, entries });

describe('the prices of a departure', () => {
  it('puts cabin types in rows and every priced occupancy and age band in columns, adult before child, gaps empty', () => {
    const m = priceMatrix([
      type('rt-suite', 'Suite', [entry('s2c', 2, 1225, 'child'), entry('s2', 2, 2450), entry('s1', 1, 3400)]),
      type('rt-quad', 'Quad', [entry('q1', 1, 1450)]),
      type('rt-empty', 'Unpriced', []),
    ]);
    expect(m.columns).toEqual([
      { noOfPax: 1, ageBand: 'adult' },
      { noOfPax: 2, ageBand: 'adult' },
      { noOfPax: 2, ageBand: 'child' },
    ]);
    expect(m.rows.map((r) => [r.name, r.prices])).toEqual([
      ['Suite', [3400, 2450, 1225]],
      ['Quad', [1450, undefined, undefined]],
    ]);
  });

  it('gives each variant of a cabin type its own row, the prices without variant first', () => {
    const m = priceMatrix([type('rt-twin', 'Twin', [entry('fb', 2, 2000, 'adult', 'pv-fb'), entry('none', 2, 1850), entry('hb', 2, 1900, 'adult', 'pv-hb')])]);
    expect(m.rows.map((r) => [r.variant, r.prices])).toEqual([
      [undefined, [1850]],
      ['pv-fb', [2000]],
      ['pv-hb', [1900]],
    ]);
    expect(new Set(m.rows.map((r) => r.key)).size).toBe(3);
  });

  it('finds the lowest adult price, ignoring child prices', () => {
    expect(lowestAdultPrice([entry('a', 2, 95), entry('b', 1, 142.5), entry('c', 2, 40, 'child')])).toEqual({ price: 95, currency: 'EUR' });
    expect(lowestAdultPrice([entry('c', 2, 40, 'child')])).toBeUndefined();
    expect(lowestAdultPrice([])).toBeUndefined();
  });

  it('lists the occupancies a cabin type is priced for', () => {
    const types = [type('rt-suite', 'Suite', [entry('s3', 3, 2100), entry('s1', 1, 3400), entry('s2c', 2, 1, 'child'), entry('s1b', 1, 3500, 'adult', 'v')])];
    expect(occupanciesOf(types, 'rt-suite')).toEqual([1, 3]);
    expect(occupanciesOf(types, 'rt-none')).toEqual([]);
  });

  it('shows amounts with two decimals in the page’s language', () => {
    expect(formatPrice(1850, 'EUR', 'en')).toBe('1,850.00 EUR');
    expect(formatPrice(1850, 'EUR', 'de')).toBe('1.850,00 EUR');
    expect(formatPrice(142.5, '', 'en')).toBe('142.50');
  });
});
