import { describe, expect, it } from 'vitest';
import { freeOfCharge } from './calendar-data';

const line = (amount: number, total: string) => ({ type: 'room_cost', amount, price: total, total });

describe('freeOfCharge (the calendar bar in the free-of-charge colour)', () => {
  it.each([
    ['a 700.00 stay taken off whole by a special', [line(7, '700.00'), line(1, '-700.00')], true],
    ['a stay of 7 nights at 0.00', [line(7, '0.00')], true],
    ['a priced stay whose quantities cancel out', [line(1, '700.00'), line(-1, '35.00')], undefined],
    ['a priced stay of one night', [line(1, '100.00')], undefined],
    ['cents that add up exactly (0.10 + 0.20 − 0.30)', [line(1, '0.10'), line(1, '0.20'), line(1, '-0.30')], true],
    ['no calculation', [], undefined],
  ])('%s', (_what, calculation, expected) => {
    expect(freeOfCharge(calculation, 'EUR')).toBe(expected);
  });

  it('knows nothing of a calculation it cannot read', () => {
    expect(freeOfCharge(undefined)).toBeUndefined();
    expect(freeOfCharge([{ total: 'abc' }])).toBeUndefined();
  });
});
