import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingItem } from '../../data/entities/booking';
import { clockAt, issueInvoice, must, operator, realClock, record } from '../../../test/support/scenario-api';
import { resortWith } from '../../../test/support/scenario-world';

/**
 * Catalogue products on a booking carry their product's tax (`taxId`; docs/pricing.md "Taxes"): a dive computer at
 * 7.25 with 19 % VAT included, a guided walk at 20.00 net with 7 % added, a logbook without a tax. Every amount by hand.
 */
const TENANT = 'product-tax';
let token: string;
let b: BookingItem;
let computer: string;
let walk: string;
let logbook: string;

type Line = NonNullable<BookingItem['calculation']>[number];
const productLines = (x: BookingItem) => (x.calculation ?? []).filter((l) => l.type === 'product');
const byText = (x: BookingItem, text: string) => productLines(x).find((l) => l.text === text) as Line;

beforeAll(async () => {
  clockAt('2027-01-15T09:00:00.000Z');
  ({ token } = await operator(TENANT));
  const { resort, roomType, rooms } = await resortWith(token, { name: 'Tax Bay', key: 'TXB', type: 'Double', pax: 2, rooms: 1 });
  await record(token, '/api/price', {
    name: 'Year 2027',
    resort,
    calculationType: 'complete',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [{ id: 'd2', roomType, noOfPax: 2, price: 100 }],
  });
  const vat19 = await record(token, '/api/tax', { name: 'VAT 19', rate: 19, inclusive: true });
  const vat7 = await record(token, '/api/tax', { name: 'VAT 7 net', rate: 7, inclusive: false });
  computer = await record(token, '/api/product', { name: 'Dive computer rental', price: 7.25, taxId: vat19 });
  walk = await record(token, '/api/product', { name: 'Guided walk', price: 20, taxId: vat7 });
  logbook = await record(token, '/api/product', { name: 'Logbook', price: 4.5 });
  b = await must<BookingItem>(
    token,
    'POST',
    '/api/bookings',
    { resort, checkIn: '2027-03-01', checkOut: '2027-03-03', rooms: [{ room: rooms[0], noOfPax: 2 }] },
    201,
  );
});

afterAll(() => realClock());

describe('products on a booking carry their own tax', () => {
  it('VAT 19 % included: 3 × 7.25 = 21.75 contains 21.75 × 19 / 119 = 3.4726… → 3.47', async () => {
    b = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/product/${computer}`, { quantity: 3 });
    expect(byText(b, 'Dive computer rental')).toMatchObject({
      amount: 3,
      price: '7.25',
      total: '21.75',
      tax: { name: 'VAT 19', rate: 19, inclusive: true, amount: '3.47' },
    });
  });

  it('VAT 7 % added: 2 × 20.00 = 40.00 net, tax 2.80, total 42.80; a product without a tax carries none', async () => {
    b = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/product/${walk}`, { quantity: 2 });
    expect(byText(b, 'Guided walk')).toMatchObject({ amount: 2, price: '20.00', total: '42.80', tax: { rate: 7, inclusive: false, amount: '2.80' } });
    b = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/product/${logbook}`, { quantity: 1 });
    expect(byText(b, 'Logbook').total).toBe('4.50');
    expect(byText(b, 'Logbook').tax).toBeUndefined();
  });

  it('a changed quantity figures the product’s tax again: 5 × 7.25 = 36.25 contains 5.7878… → 5.79', async () => {
    const sort = byText(b, 'Dive computer rental').sort;
    b = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/calculation/${sort}`, { amount: 5 });
    expect(byText(b, 'Dive computer rental')).toMatchObject({ total: '36.25', tax: { rate: 19, amount: '5.79' } });
    b = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/calculation/${sort}/refresh`);
    expect(byText(b, 'Dive computer rental')).toMatchObject({ total: '36.25', tax: { rate: 19, amount: '5.79' } });
  });

  it('the invoice’s tax table has a row per rate: 19 % 5.79, 7 % 2.80 (the room and the logbook untaxed)', async () => {
    // Room 2 nights × 100.00 = 200.00 + 36.25 + 42.80 + 4.50 = 283.55.
    const inv = await issueInvoice(token, b.id);
    expect(inv.total).toBe('283.55');
    expect(inv.taxes.map((t) => [t.rate, t.inclusive, t.amount])).toEqual([
      [19, true, '5.79'],
      [7, false, '2.80'],
    ]);
  });
});
