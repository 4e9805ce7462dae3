import { describe, expect, it } from 'vitest';
import { applySpecials } from './specials';
import { context, eur, roomLine, special } from './specials/test-support';
import { specialsChange } from './specials-warning';

/** docs/pricing.md, "Specials that change the price by more than half": one function for the wizard and the booking file. */
describe('specialsChange', () => {
  const priced = (discountValue: number, over: Parameters<typeof special>[0] = {}) =>
    applySpecials([roomLine({ price: 100, nights: 7 })], context({ specials: [special({ discount: 'PerCent', discountValue, ...over })] }), []).lines;

  it.each([
    [10, null],
    [50, null],
    [50.5, { before: eur(700), after: eur('346.50') }],
    [100, { before: eur(700), after: eur(0) }],
  ])('%s %% off 700.00: %o', (percent, want) => {
    expect(specialsChange(priced(percent), 'EUR')).toEqual(want);
  });

  it('reads a special written into the lines (replaceMatchingRoomPrice) from the total before it', () => {
    const lines = priced(60, { replaceMatchingRoomPrice: true });
    expect(lines.map((l) => l.type)).toEqual(['room_cost']);
    expect(specialsChange(lines, 'EUR')).toEqual({ before: eur(700), after: eur(280) });
  });

  it('reads a stored calculation (exact decimal text)', () => {
    const stored = [
      { type: 'tour', total: '3780.00' },
      { type: 'addon', total: '120.00' },
      { type: 'special', total: '-3780.00' },
    ];
    // The demo's whole-trip "free night": 3,900.00 became 120.00.
    expect(specialsChange(stored, 'EUR')).toEqual({ before: eur(3900), after: eur(120) });
    expect(specialsChange([...stored.slice(0, 2), { type: 'special', total: '-540.00' }], 'EUR')).toBeNull();
  });

  it('warns of nothing without a price before the specials', () => {
    expect(specialsChange([], 'EUR')).toBeNull();
    expect(specialsChange([{ type: 'room_cost', total: '0.00' }], 'EUR')).toBeNull();
  });
});
