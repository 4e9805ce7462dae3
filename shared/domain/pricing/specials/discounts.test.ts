import { describe, expect, it } from 'vitest';
import type { Special } from '../special';
import { applySpecials } from './index';
import { context, eur, roomLine, special, sumOf } from './test-support';

/** Nights 1–3 at 120, nights 4–7 at 80 (one room, two guests): 680.00 in all. */
const twoSeasons = () => [roomLine({ price: 120, nights: 3, from: '2027-03-01' }), roomLine({ price: 80, nights: 4, from: '2027-03-04', sort: 2 })];
const flat = () => [roomLine({ price: 100, nights: 7 })];

type Row = [Special['discount'], number, 'flat' | 'twoSeasons', number];
const rows: Row[] = [
  ['PerCent', 10, 'flat', 7000],
  ['PerCent', 12.5, 'twoSeasons', 8500],
  ['PerCent', 150, 'flat', 70000],
  ['Absolute', 50, 'flat', 5000],
  ['Absolute', 900, 'flat', 70000],
  ['AbsoluteNights', 10, 'flat', 7000],
  ['FOC', 2, 'flat', 35000],
  ['FOC', 3, 'flat', 0],
  ['FOCUnit', 1, 'flat', 10000],
  ['FOCUnit', 2, 'twoSeasons', 16000],
  ['FOCUnit', 10, 'twoSeasons', 68000],
  ['Lowest', 0, 'twoSeasons', 12000],
  ['Lowest', 0, 'flat', 0],
  ['FixUnit', 90, 'twoSeasons', 9000],
  ['FixUnit', 150, 'flat', 0],
  ['Fix', 500, 'twoSeasons', 18000],
  ['Fix', 900, 'twoSeasons', 0],
];

describe('every discount type (Booking scope, ChangeFullBookingPrice)', () => {
  it.each(rows)('%s %s on the %s stay takes off %s cents', (discount, discountValue, stay, cents) => {
    const lines = stay === 'flat' ? flat() : twoSeasons();
    const s = special({ name: 'Deal', discount, discountValue });
    const result = applySpecials(lines, context({ specials: [s] }), []);
    const before = sumOf(lines);
    expect(sumOf(result.lines)).toBe(before - cents);
    if (cents === 0) {
      expect(result.lines).toHaveLength(lines.length);
      expect(result.outcomes[0]!.explanation.key).toBe('pricing.special.nothingToReduce');
    } else {
      const added = result.lines.at(-1)!;
      expect(added).toMatchObject({ type: 'special', customerType: 'Direct', source: { kind: 'special', special: s.id } });
      expect(added.total.minor).toBe(-cents);
      expect(result.outcomes[0]!.effect).toEqual(eur(-cents / 100));
    }
  });

  it('covers every discount type', async () => {
    const { SPECIAL_DISCOUNT_TYPES } = await import('../special');
    expect(SPECIAL_DISCOUNT_TYPES.filter((d) => !rows.some((r) => r[0] === d))).toEqual([]);
  });

  it('explains the line: the special, its discount and what it was figured on', () => {
    const s = special({ name: 'Early booking', discount: 'PerCent', discountValue: 10, reduce: 'ChangeRoomPrice' });
    const { lines } = applySpecials(flat(), context({ specials: [s] }), []);
    expect(lines.at(-1)!.explanation.text).toBe('Early booking: 10 % on the room prices of 700.00 EUR: -70.00 EUR');
    expect(lines.at(-1)!.text).toBe(lines.at(-1)!.explanation.text);
  });

  it('keeps every cent: a third off three uneven nights adds up exactly', () => {
    const lines = [roomLine({ price: 33.33, nights: 3, total: eur('99.99') })];
    const s = special({ discount: 'PerCent', discountValue: 33.33 });
    const result = applySpecials(lines, context({ specials: [s] }), []);
    expect(result.lines.at(-1)!.total.minor).toBe(-3333);
    expect(sumOf(result.lines)).toBe(9999 - 3333);
  });
});
