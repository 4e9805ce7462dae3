import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingItem } from '../../functions/data/entities/booking';
import { clockAt, must, operator, paymentStatus, realClock, record } from '../support/scenario-api';
import { depositAndRest, resortWith } from '../support/scenario-world';
import { adminOf } from '../support/tokens';

/**
 * Scenario 12 (test/scenarios/README.md): a returning guest's discount. Harbour Lodge, single rooms at 100.00 a
 * night (no VAT), terms 30 % deposit 7 days after booking, the rest 30 days before arrival. The operator runs
 * "Welcome back 10 %": 10 % off the room price for a guest with at least one earlier stay (condition NoOfStays ≥ 1,
 * the figure GET /api/customers/{id}/stay reads; docs/pricing.md "Specials").
 * - 15.01.2027: Lena Hoffmann books her first stay, 01.03. – 04.03.2027: 3 nights × 100.00 = 300.00, no earlier stay,
 *   no discount.
 * - 20.03.2027 (after that stay): Lena books 10.06. – 14.06.2027: 4 × 100.00 = 400.00; one earlier stay, so
 *   10 % × 400.00 = 40.00 off: 360.00 (deposit 30 % = 108.00, rest 252.00).
 * - The same day Ben Adler, never here before, books the same nights: 400.00, no discount.
 */

const TENANT = 'scn-returning-guest';
let token: string;
let rooms: string[];
let resort: string;
let lena: string;
let ben: string;
let first: BookingItem;

const bookFor = (customer: string, room: string, checkIn: string, checkOut: string) =>
  must<BookingItem>(token, 'POST', '/api/bookings', { resort, checkIn, checkOut, customer, rooms: [{ room, noOfPax: 1, customers: [{ customer }] }] }, 201);
const specialLines = (b: BookingItem) => (b.calculation ?? []).filter((l) => l.type === 'special').map((l) => [l.text, l.total]);
const totalCents = (b: BookingItem) => (b.calculation ?? []).reduce((s, l) => s + Math.round(Number(l.total) * 100), 0);

beforeAll(async () => {
  clockAt('2027-01-15T09:00:00.000Z');
  ({ token } = await operator(TENANT));
  let roomType: string;
  ({ resort, roomType, rooms } = await resortWith(token, { name: 'Harbour Lodge', key: 'HL', type: 'Single', pax: 1, rooms: 2 }));
  const terms = await depositAndRest(token, 30, 7, 30);
  await record(token, '/api/price', {
    name: 'Year 2027',
    resort,
    calculationType: 'complete',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [{ id: 's1', roomType, noOfPax: 1, price: 100 }],
    termsOfPayment: terms,
  });
  await record(token, '/api/specials', {
    name: 'Welcome back 10 %',
    sort: 1,
    autoAdd: true,
    rule: { scope: 'Booking', conditions: [{ condition: 'NoOfStays', operator: 'GreaterThanEquals', value: 1 }] },
    discount: 'PerCent',
    discountValue: 10,
    reduce: 'ChangeRoomPrice',
  });
  lena = await record(token, '/api/customers', { masterData: { firstName: 'Lena', lastName: 'Hoffmann', birthday: '1979-11-03' } });
  ben = await record(token, '/api/customers', { masterData: { firstName: 'Ben', lastName: 'Adler', birthday: '1990-02-17' } });
  first = await bookFor(lena, rooms[0] as string, '2027-03-01', '2027-03-04');
});

afterAll(() => realClock());

describe('Scenario 12: "Welcome back 10 %" for a guest with an earlier stay (NoOfStays ≥ 1)', () => {
  it("prices Lena's first stay without the discount: 3 × 100.00 = 300.00", () => {
    expect(specialLines(first)).toEqual([]);
    expect(totalCents(first)).toBe(30_000);
  });

  it('counts her March stay: GET /api/customers/{id}/stay lists it and the figures say 1 stay', async () => {
    // The customer-stays consumer keeps the figures current from the booking events; recalculate rebuilds them now.
    const figures = await must<{ stays: number }>(token, 'POST', `/api/customers/${lena}/stats/recalculate`, {});
    expect(figures.stays).toBe(1);
    const stay = await must<{ data: Array<{ booking: string; counted: boolean }>; figures: { stays: number; lastStay?: string } }>(
      token,
      'GET',
      `/api/customers/${lena}/stay`,
    );
    expect(stay.data.map((s) => [s.booking, s.counted])).toEqual([[first.id, true]]);
    expect(stay.figures).toMatchObject({ stays: 1 });
  });

  it('gives Lena, back on 20.03.2027, 10 % off her June stay: 400.00 − 40.00 = 360.00; deposit 108.00, rest 252.00', async () => {
    clockAt('2027-03-20T09:00:00.000Z');
    token = await adminOf(TENANT); // signed in again: January's token has expired by March
    const again = await bookFor(lena, rooms[0] as string, '2027-06-10', '2027-06-14');
    // 4 nights × 100.00 = 400.00; 10 % × 400.00 = 40.00.
    expect(specialLines(again)).toEqual([[expect.stringContaining('Welcome back 10 %'), '-40.00']]);
    expect(totalCents(again)).toBe(36_000);
    // 30 % × 360.00 = 108.00 due 27.03.2027 (7 days after booking); the rest 252.00 due 11.05.2027 (30 days before
    // 10.06.: May has 31 days, 10.06. − 30 days = 11.05.).
    expect((again.payments ?? []).map((p) => [p.type, p.amount, p.due])).toEqual([
      ['deposit', '108.00', '2027-03-27'],
      ['rest', '252.00', '2027-05-11'],
    ]);
    expect((await paymentStatus(token, again.id)).summary).toMatchObject({ total: '360.00', open: '360.00' });
  });

  it('gives Ben, here for the first time, no discount on the same nights: 4 × 100.00 = 400.00', async () => {
    clockAt('2027-03-20T09:00:00.000Z');
    token = await adminOf(TENANT); // signed in again: January's token has expired by March
    const figures = await must<{ stays: number }>(token, 'POST', `/api/customers/${ben}/stats/recalculate`, {});
    expect(figures.stays).toBe(0);
    const newcomer = await bookFor(ben, rooms[1] as string, '2027-06-10', '2027-06-14');
    expect(specialLines(newcomer)).toEqual([]);
    expect(totalCents(newcomer)).toBe(40_000);
    expect((await paymentStatus(token, newcomer.id)).summary).toMatchObject({ total: '400.00', open: '400.00' });
  });
});
