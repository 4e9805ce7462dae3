import { describe, expect, it } from 'vitest';
import type { Special } from '../special';
import { applySpecials } from './index';
import { context, eur, line, roomLine, special } from './test-support';

/**
 * A booking of every line type: room 700 (discountable, commissionable), tour 300 (neither), addon 100, products
 * 50 (category dive) and 30 (category rental), external 200 (not commissionable), an Info line of 999 (never charged).
 */
const booking = () => [
  roomLine({ price: 100, nights: 7 }),
  line({ type: 'tour', price: eur(300), discountable: false, commissionable: false }),
  line({ type: 'addon', price: eur(100) }),
  line({ type: 'product', price: eur(50), customData: { category: 'Dive' } }),
  line({ type: 'product', price: eur(30), customData: { category: 'rental' } }),
  line({ type: 'external', price: eur(200), commissionable: false }),
  line({ type: 'addon', price: eur(999), customerType: 'Info' }),
];

const rows: [Special['reduce'], number][] = [
  ['ChangeFullBookingPrice', 13800],
  ['ChangeRoomPrice', 10000],
  ['ChangeRoomPriceDiscountable', 7000],
  ['ChangeRoomPriceBeforeCommission', 10000],
  ['ChangeCommissionablePrice', 8800],
  ['ChangeProductPrice', 800],
  ['ChangeExternalPrice', 2000],
  ['ChangeAddonPrice', 1000],
  ['ChangeProductCategoryPrice', 500],
];

describe('every price effect (10 %)', () => {
  it.each(rows)('%s takes off %s cents', (reduce, cents) => {
    const s = special({ discountValue: 10, reduce, description: { en: 'Dive week.\ncategories: dive' } });
    const { lines, outcomes } = applySpecials(booking(), context({ specials: [s] }), []);
    expect(lines.at(-1)!.total.minor).toBe(-cents);
    expect(outcomes[0]!.effect?.minor).toBe(-cents);
  });

  it('covers every price effect', async () => {
    const { PRICE_EFFECTS } = await import('../special');
    expect(PRICE_EFFECTS.filter((e) => !rows.some((r) => r[0] === e))).toEqual([]);
  });

  it('ChangeProductCategoryPrice without categories in the description reduces nothing and says so', () => {
    const s = special({ name: 'Gear', discountValue: 10, reduce: 'ChangeProductCategoryPrice' });
    const { lines, outcomes } = applySpecials(booking(), context({ specials: [s] }), []);
    expect(lines).toHaveLength(7);
    expect(outcomes[0]).toMatchObject({ matched: true, explanation: { key: 'pricing.special.nothingToReduce' } });
  });

  it('ChangeRoomPriceBeforeCommission makes the special line commissionable even when the room lines are not', () => {
    const rooms = [roomLine({ commissionable: false })];
    const before = applySpecials(rooms, context({ specials: [special({ discountValue: 10, reduce: 'ChangeRoomPriceBeforeCommission' })] }), []);
    const plain = applySpecials(rooms, context({ specials: [special({ discountValue: 10, reduce: 'ChangeRoomPrice' })] }), []);
    expect(before.lines.at(-1)!.commissionable).toBe(true);
    expect(plain.lines.at(-1)!.commissionable).toBe(false);
  });
});
