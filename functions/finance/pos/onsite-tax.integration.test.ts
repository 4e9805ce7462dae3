import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosSale } from '../../../shared/domain/pos/pos';
import type { BookingItem } from '../../data/entities/booking';
import { clockAt, issueInvoice, must, operator, realClock, record } from '../../../test/support/scenario-api';
import { resortWith } from '../../../test/support/scenario-world';

/**
 * Issue 22: what the counter sells onto a booking is on its bill with its product's tax (`taxId` → /tax), as a
 * booking's product line is, so the invoice names it with net, rate and tax amount; a walk-in receipt carries the
 * tax too (docs/decisions.md "Point of sale: tax and the bill"). Every amount by hand.
 *
 * - Dive T-shirt 23.80, VAT 19 % included: 2 × 23.80 = 47.60 holds 47.60 × 19 / 119 = 7.60 (net 40.00).
 * - Night dive 40.00, VAT 7 % added: 40.00 + 40.00 × 7 / 100 = 40.00 + 2.80 = 42.80, paid in cash at the counter.
 * - Water 2.00 without a tax: 3 × 2.00 = 6.00, voided (billed nothing).
 * - The stay: 2 nights × 100.00 = 200.00, untaxed. Invoice: 200.00 + 47.60 + 42.80 = 290.40; paid 42.80.
 */
const TENANT = 'pos-onsite-tax';
let token: string;
let b: BookingItem;
let room: string;
let shirt: string;
let nightDive: string;
let water: string;

type Line = NonNullable<BookingItem['calculation']>[number];
const onsiteLines = (x: BookingItem): Line[] => (x.calculation ?? []).filter((l) => l.source?.['kind'] === 'onsite');

beforeAll(async () => {
  clockAt('2027-01-15T09:00:00.000Z');
  ({ token } = await operator(TENANT));
  const { resort, roomType, rooms } = await resortWith(token, { name: 'Tax Reef', key: 'TXR', type: 'Double', pax: 2, rooms: 1 });
  room = rooms[0] as string;
  await record(token, '/api/price', {
    name: 'Year 2027',
    resort,
    calculationType: 'complete',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [{ id: 'd2', roomType, noOfPax: 2, price: 100 }],
  });
  const vat19 = await record(token, '/api/tax', { name: 'VAT 19', rate: 19, inclusive: true });
  const vat7 = await record(token, '/api/tax', { name: 'VAT 7 net', rate: 7, inclusive: false });
  shirt = await record(token, '/api/product', { name: 'Dive T-shirt', price: 23.8, taxId: vat19 });
  nightDive = await record(token, '/api/product', { name: 'Night dive', price: 40, taxId: vat7 });
  water = await record(token, '/api/product', { name: 'Water', price: 2 });
  b = await must<BookingItem>(token, 'POST', '/api/bookings', { resort, checkIn: '2027-03-01', checkOut: '2027-03-03', rooms: [{ room, noOfPax: 2 }] }, 201);
});

afterAll(() => realClock());

describe('onsite sales carry their product’s tax onto the bill', () => {
  it('an item added to the room: 2 × 23.80 = 47.60 with 7.60 VAT 19 % included, billed as a line paid on site', async () => {
    b = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/onsite/${room}/add`, { product: shirt, quantity: 2, day: '2027-03-02' });
    expect(b.onsite?.[0]).toMatchObject({ total: '47.60', tax: { name: 'VAT 19', rate: 19, inclusive: true, amount: '7.60' } });
    expect(onsiteLines(b)).toEqual([
      expect.objectContaining({
        type: 'product',
        customerType: 'OnSite',
        text: 'Dive T-shirt',
        amount: 2,
        price: '23.80',
        total: '47.60',
        tax: { name: 'VAT 19', rate: 19, inclusive: true, amount: '7.60' },
        room,
        from: '2027-03-02',
        editable: false,
        deletable: false,
      }),
    ]);
    // The milestones stay as they were: what is sold on site is not asked for in advance.
    expect((b.payments ?? []).reduce((s, p) => s + Math.round(Number(p.amount) * 100), 0)).toBe(20_000);
  });

  it('a counter sale onto the booking paid in cash: 40.00 + 7 % = 42.80; a voided item bills nothing', async () => {
    const sold = await must<{ sale: PosSale }>(token, 'POST', '/api/pos/payment', {
      key: 'tax-sale-0001',
      method: 'cash',
      booking: b.id,
      room,
      lines: [{ product: nightDive, quantity: 1 }],
    });
    expect(sold.sale.lines[0]).toMatchObject({ total: '42.80', tax: { rate: 7, inclusive: false, amount: '2.80' } });
    expect(sold.sale.total).toBe('42.80');
    b = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/onsite/${room}/add`, { product: water, quantity: 3 });
    const waterItem = b.onsite?.find((i) => i.name === 'Water');
    expect(waterItem?.tax).toBeUndefined();
    expect(onsiteLines(b).map((l) => [l.text, l.total])).toEqual([
      ['Dive T-shirt', '47.60'],
      ['Night dive', '42.80'],
      ['Water', '6.00'],
    ]);
    b = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/onsite/${room}/void`, { item: waterItem?.id, reason: 'entered twice' });
    expect(onsiteLines(b).map((l) => [l.text, l.total, l.tax?.amount])).toEqual([
      ['Dive T-shirt', '47.60', '7.60'],
      ['Night dive', '42.80', '2.80'],
    ]);
    expect(b.received?.map((p) => [p.amount, p.method])).toEqual([['42.80', 'cash']]);
  });

  it('a re-price keeps the onsite lines; a changed quantity figures the tax again: 3 × 23.80 = 71.40 holds 11.40', async () => {
    b = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/reloadPrice`);
    expect(onsiteLines(b).map((l) => l.text)).toEqual(['Dive T-shirt', 'Night dive']);
    const item = b.onsite?.find((i) => i.name === 'Dive T-shirt');
    b = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/onsite/${room}/update`, { item: item?.id, quantity: 3 });
    // 71.40 × 19 / 119 = 11.40.
    expect(onsiteLines(b)[0]).toMatchObject({ amount: 3, total: '71.40', tax: { rate: 19, amount: '11.40' } });
    b = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/onsite/${room}/update`, { item: item?.id, quantity: 2 });
  });

  it('the invoice names the onsite sales with their tax: 19 % 7.60 included, 7 % 2.80 added; total 290.40, paid 42.80', async () => {
    const inv = await issueInvoice(token, b.id);
    expect(inv.lines.filter((l) => l.tax).map((l) => [l.text, l.amount, l.price, l.total, l.tax?.rate, l.tax?.amount])).toEqual([
      ['Dive T-shirt', 2, '23.80', '47.60', 19, '7.60'],
      ['Night dive', 1, '40.00', '42.80', 7, '2.80'],
    ]);
    expect(inv.taxes.map((t) => [t.name, t.rate, t.inclusive, t.amount])).toEqual([
      ['VAT 19', 19, true, '7.60'],
      ['VAT 7 net', 7, false, '2.80'],
    ]);
    expect([inv.total, inv.paid]).toEqual(['290.40', '42.80']);
  });

  it('a walk-in receipt carries the tax: 1 × 23.80 holds 23.80 × 19 / 119 = 3.80', async () => {
    const sold = await must<{ sale: PosSale }>(token, 'POST', '/api/pos/payment', {
      key: 'tax-walkin-0001',
      method: 'card',
      lines: [{ product: shirt, quantity: 1 }],
    });
    expect(sold.sale.lines).toEqual([expect.objectContaining({ total: '23.80', tax: { name: 'VAT 19', rate: 19, inclusive: true, amount: '3.80' } })]);
    expect(sold.sale.total).toBe('23.80');
  });
});
