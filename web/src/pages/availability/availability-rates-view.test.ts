import { describe, expect, it } from 'vitest';
import { rateRows, seasonsInView, type ResortEntries, type ResortSeason } from './availability-rates-view';

type Entry = ResortEntries[number]['entries'][number];
const entry = (noOfPax: number, price: number, variant?: string, ageBand: 'adult' | 'child' = 'adult'): Entry => ({
  id: `${noOfPax}-${variant ?? ''}-${ageBand}`,
  roomType: 'rt',
  ...(variant ? { variant } : {}),
  noOfPax,
  ageBand,
  price,
  minNights: 0,
  definition: 'pd-low',
  definitionName: 'Low season',
  validRange: { from: '2026-01-01', to: '2027-12-31' },
  currency: 'EUR',
});

describe('the rates on the availability page', () => {
  it('gives each room type its season and the lowest adult price per variant (in the entries’ order), child prices left out', () => {
    const { variants, rows } = rateRows([
      {
        roomType: 'rt-garden',
        name: 'Garden',
        entries: [entry(1, 105, 'pv-hb'), entry(2, 70, 'pv-hb'), entry(2, 35, 'pv-hb', 'child'), entry(2, 90, 'pv-fb')],
      },
      { roomType: 'rt-villa', name: 'Villa', entries: [entry(2, 300)] },
      { roomType: 'rt-none', name: 'Unpriced', entries: [] },
    ]);
    expect(variants).toEqual(['', 'pv-hb', 'pv-fb']);
    expect(rows).toEqual([
      {
        roomType: 'rt-garden',
        name: 'Garden',
        season: { id: 'pd-low', name: 'Low season' },
        from: [undefined, { price: 70, currency: 'EUR' }, { price: 90, currency: 'EUR' }],
      },
      { roomType: 'rt-villa', name: 'Villa', season: { id: 'pd-low', name: 'Low season' }, from: [{ price: 300, currency: 'EUR' }, undefined, undefined] },
      { roomType: 'rt-none', name: 'Unpriced', from: [undefined, undefined, undefined] },
    ]);
  });

  it('has no columns when nothing is priced', () => {
    expect(rateRows([{ roomType: 'rt', name: 'A', entries: [] }])).toEqual({ variants: [], rows: [{ roomType: 'rt', name: 'A', from: [] }] });
  });

  it('lists the active seasons first and keeps the order within', () => {
    const season = (id: string, status: 'active' | 'inactive' | 'draft') => ({ id, status }) as unknown as ResortSeason;
    expect(seasonsInView([season('a', 'draft'), season('b', 'active'), season('c', 'inactive'), season('d', 'active')]).map((s) => s.id)).toEqual([
      'b',
      'd',
      'a',
      'c',
    ]);
  });
});
