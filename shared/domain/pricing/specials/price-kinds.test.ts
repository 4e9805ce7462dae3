import { describe, expect, it } from 'vitest';
import type { Special } from '../special';
import type { CalculationLine } from '../types';
import { applySpecials } from './index';
import { context, eur, line, roomLine, special, sumOf } from './test-support';

/**
 * docs/pricing.md, "Discount types on prices that are not per night": every cell of the table, one test per cell.
 * Two guests p1, p2 in room r1, 7 nights from 2027-03-01, Booking scope, ChangeFullBookingPrice. The amounts were
 * worked out by hand (the sums are in the doc's table) and are written here as literals.
 */
type Kind = 'per night' | 'per trip' | 'per person' | 'per unit';

const bases: Record<Kind, () => CalculationLine[]> = {
  // A stay priced per room and night: nights 1–3 at 120.00, nights 4–7 at 80.00 = 680.00.
  'per night': () => [roomLine({ price: 120, nights: 3, from: '2027-03-01' }), roomLine({ price: 80, nights: 4, from: '2027-03-04', sort: 2 })],
  // A 7-night trip priced per guest: 1,890.00 each = 3,780.00 (the demo's liveaboard).
  'per trip': () =>
    (['p1', 'p2'] as const).map((p, i) =>
      line({ type: 'tour', amount: 1, price: eur(1890), customer: p, room: 'r1', from: '2027-03-01', to: '2027-03-08', sort: i }),
    ),
  // A fee per guest for the whole stay: 2 × 35.00 = 70.00.
  'per person': () => [line({ type: 'addon', amount: 2, price: eur(35) })],
  // A count of units (10 dives × 28.00) for the booking: 280.00.
  'per unit': () => [line({ type: 'addon', amount: 10, price: eur(28) })],
};

const values: Record<Special['discount'], number> = {
  PerCent: 10,
  Absolute: 50,
  AbsoluteNights: 5,
  FOC: 2,
  FOCUnit: 1,
  Lowest: 0,
  FixUnit: 100,
  Fix: 500,
};

/** What comes off, in cents: [per night, per trip, per person, per unit]. */
const table: Record<Special['discount'], [number, number, number, number]> = {
  PerCent: [6800, 37800, 700, 2800],
  Absolute: [5000, 5000, 5000, 5000],
  AbsoluteNights: [3500, 3500, 3500, 3500],
  FOC: [34000, 189000, 3500, 14000],
  FOCUnit: [8000, 54000, 1000, 4000],
  Lowest: [12000, 0, 0, 0],
  FixUnit: [6000, 238000, 0, 0],
  Fix: [18000, 328000, 0, 0],
};

const kinds: Kind[] = ['per night', 'per trip', 'per person', 'per unit'];
const cells = (Object.keys(table) as Special['discount'][]).flatMap((discount) => kinds.map((kind, k) => [discount, kind, table[discount][k]!] as const));

describe('discount types on per-night, per-trip, per-person and per-unit prices', () => {
  it.each(cells)('%s on a price %s takes off %s cents', (discount, kind, cents) => {
    const lines = bases[kind]();
    const s = special({ name: 'Deal', discount, discountValue: values[discount] });
    const ctx = context({ specials: [s], request: kind === 'per trip' ? { kind: 'trip', vessel: 'v1', resort: undefined } : {} });
    const result = applySpecials(lines, ctx, []);
    expect(sumOf(lines) - sumOf(result.lines)).toBe(cents);
    expect((result.outcomes[0]!.effect?.minor ?? 0) + cents).toBe(0);
  });

  it('has a cell for every discount type', async () => {
    const { SPECIAL_DISCOUNT_TYPES } = await import('../special');
    expect([...SPECIAL_DISCOUNT_TYPES].sort()).toEqual(Object.keys(table).sort());
  });
});

describe('Stay 7 nights, pay 6 on the demo liveaboard trip', () => {
  it('takes one night of each guest off a 7-night trip, not the whole trip', () => {
    const s = special({ name: 'Stay 7 nights, pay 6', discount: 'FOCUnit', discountValue: 1, reduce: 'ChangeRoomPrice' });
    const result = applySpecials(bases['per trip'](), context({ specials: [s], request: { kind: 'trip' } }), []);
    const added = result.lines.at(-1)!;
    expect(added.total).toEqual(eur(-540));
    expect(added.explanation.text).toBe('Stay 7 nights, pay 6: 1 night free on the room prices of 3780.00 EUR: -540.00 EUR');
    expect(sumOf(result.lines)).toBe(324000);
  });

  it('takes the cheapest seventh of a trip priced per cabin (3 guests, 5,000.00): 714.27', () => {
    const cabin = [line({ type: 'tour', amount: 1, price: eur(5000), room: 'r1', from: '2027-03-01', to: '2027-03-08' })];
    const persons = ['p1', 'p2', 'p3'].map((key) => ({ key, age: 30, room: 'r1' }));
    const s = special({ discount: 'FOCUnit', discountValue: 1, reduce: 'ChangeRoomPrice' });
    const result = applySpecials(cabin, context({ specials: [s], persons }), []);
    // 5,000.00 over 3 guests: 1,666.67 + 1,666.67 + 1,666.66; each cut in 7 nights of 238.09 (the odd cents to the
    // first nights: 238.10 × 4 + 238.09 × 3, and 238.10 × 3 + 238.09 × 4). The cheapest night: 3 × 238.09 = 714.27.
    expect(result.lines.at(-1)!.total).toEqual(eur('-714.27'));
  });
});
