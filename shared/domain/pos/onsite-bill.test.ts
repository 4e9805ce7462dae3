import { describe, expect, it } from 'vitest';
import { itemMoney, withOnsiteLines } from './onsite-bill';
import type { OnsiteItem } from './pos';

const item = (id: string, total: string, state: OnsiteItem['state'] = 'open'): OnsiteItem => ({
  id,
  room: 'r1',
  product: 'p1',
  name: `Item ${id}`,
  quantity: 1,
  unitPrice: total,
  total,
  day: '2027-03-02',
  state,
  createdAt: '2027-03-02T10:00:00.000Z',
});
const engineLine = {
  sort: 1,
  type: 'room_cost',
  customerType: 'Direct',
  text: 'Room',
  amount: 2,
  price: '100.00',
  total: '200.00',
  editable: true,
  deletable: true,
  unique: false,
};

describe('itemMoney', () => {
  it.each([
    // 2 × 23.80 = 47.60 holds 47.60 × 19 / 119 = 7.60.
    [23.8, 2, { name: 'VAT 19', rate: 19, inclusive: true }, '47.60', '7.60'],
    // 40.00 + 40.00 × 7 / 100 = 42.80.
    [40, 1, { name: 'VAT 7', rate: 7, inclusive: false }, '42.80', '2.80'],
  ])('taxes %s × %s by the product’s tax', (price, quantity, tax, total, amount) => {
    expect(itemMoney(price.toFixed(2), quantity, 'EUR', tax)).toEqual({ total, tax: { ...tax, amount } });
  });
  it('carries no tax without one', () => {
    expect(itemMoney('2.00', 3, 'EUR')).toEqual({ total: '6.00' });
  });
});

describe('withOnsiteLines', () => {
  it('bills every item not voided after the other lines, each keeping its sort across changes', () => {
    const first = withOnsiteLines([engineLine], [item('a', '5.00'), item('b', '3.00', 'paid'), item('c', '9.00', 'voided')]);
    expect(first.map((l) => [l.sort, l.text, l.customerType, l.source?.['item']])).toEqual([
      [1, 'Room', 'Direct', undefined],
      [1000, 'Item a', 'OnSite', 'a'],
      [1001, 'Item b', 'OnSite', 'b'],
    ]);
    // a goes (deleted), d comes: b keeps 1001, d gets the next free sort, nothing is billed twice.
    const next = withOnsiteLines(first, [item('b', '3.00', 'paid'), item('d', '1.00')]);
    expect(next.map((l) => [l.sort, l.source?.['item'] ?? l.text])).toEqual([
      [1, 'Room'],
      [1001, 'b'],
      [1002, 'd'],
    ]);
    expect(withOnsiteLines(next, [])).toEqual([engineLine]);
  });
});
