import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingItem } from '../../functions/data/entities/booking';
import { clockAt, guestInvoice, invoicePdf, issueInvoice, milestonesOf, must, operator, paymentStatus, realClock, record } from '../support/scenario-api';

/**
 * Scenario 7 (test/scenarios/README.md): scenario 1's family stay (28.06.2027 – 03.07.2027; 3 low-season nights at
 * 90.00 per adult and 45.00 for the child, 2 high-season nights at 120.00 and 60.00; 7 % VAT included; 1,275.00
 * before specials), booked 15.01.2027 (164 days before arrival) with two specials the operator runs:
 * - "Stay 5, pay 4": one night free for the room, the cheapest: a low-season night 90.00 + 90.00 + 45.00 = 225.00;
 * - "Early bird 10 %" (90 days or more before arrival), figured on what is left: 10 % × (1,275.00 − 225.00) = 105.00.
 * Total 1,275.00 − 225.00 − 105.00 = 945.00. Days before travel: 16 (Jan) + 28 + 31 + 30 + 31 + 28 (Jun) = 164.
 */

const TENANT = 'scn-specials';
let token: string;
let host: string;
let b: BookingItem;
let anna: string;
let tom: string;
let mia: string;

beforeAll(async () => {
  clockAt('2027-01-15T09:00:00.000Z');
  ({ token, host } = await operator(TENANT));
  const resort = await record(token, '/api/resorts', { name: 'Coral Bay Resort', key: 'CBR' });
  const family = await record(token, '/api/roomtypes', { name: 'Family room', key: 'FAM', resort });
  const room = await record(token, '/api/rooms', {
    name: 'F101',
    type: 'Room',
    resort,
    roomType: family,
    availableBeds: 3,
    configuration: { maxNoOfPax: 3, defaultNoOfPax: 3 },
  });
  const terms = await record(token, '/api/terms', {
    name: '30 % deposit, rest 30 days before arrival',
    entries: [
      { reason: 'Deposit', percent: 30, date: { days: 7, from: 'booking' } },
      { reason: 'Rest', useTerms: true, date: { days: 30, from: 'travel' } },
    ],
  });
  const vat = { status: true, value: 7, name: 'MwSt.', inclusive: true };
  // Per person and night (unit), for 3 persons in the family room; a child 50 % (its entry holds from occupancy 1 up).
  await record(token, '/api/price', {
    name: 'Low season 2027',
    resort,
    calculationType: 'unit',
    validRange: { from: '2027-05-01', to: '2027-06-30' },
    entries: [
      { id: 'a3', roomType: family, noOfPax: 3, price: 90 },
      { id: 'c1', roomType: family, noOfPax: 1, ageBand: 'child', price: 45 },
    ],
    tax: vat,
    termsOfPayment: terms,
  });
  await record(token, '/api/price', {
    name: 'High season 2027',
    resort,
    calculationType: 'unit',
    validRange: { from: '2027-07-01', to: '2027-08-31' },
    entries: [
      { id: 'a3', roomType: family, noOfPax: 3, price: 120 },
      { id: 'c1', roomType: family, noOfPax: 1, ageBand: 'child', price: 60 },
    ],
    tax: vat,
    termsOfPayment: terms,
  });
  // Sorted first: one night of the stay free for the room (all its guests), the cheapest night.
  await record(token, '/api/specials', {
    name: 'Stay 5, pay 4',
    sort: 1,
    autoAdd: true,
    rule: { scope: 'Booking', conditions: [{ condition: 'Nights', operator: 'GreaterThanEquals', value: 5 }] },
    discount: 'FOCUnit',
    discountValue: 1,
    reduce: 'ChangeRoomPrice',
  });
  // Then 10 % off what is left, for bookings at least 90 days before arrival.
  await record(token, '/api/specials', {
    name: 'Early bird 10 %',
    sort: 2,
    autoAdd: true,
    rule: { scope: 'Booking', conditions: [{ condition: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', value: 90 }] },
    discount: 'PerCent',
    discountValue: 10,
    reduce: 'ChangeRoomPrice',
  });
  anna = await record(token, '/api/customers', {
    masterData: { firstName: 'Anna', lastName: 'Berger', birthday: '1985-04-02' },
    contact: { email: 'anna@example.com' },
    address: { street: 'Lindenweg 3', zip: '80331', city: 'München', country: 'DE' },
  });
  tom = await record(token, '/api/customers', { masterData: { firstName: 'Tom', lastName: 'Berger', birthday: '1984-09-12' } });
  // 8 years old on 28.06.2027: a child (childMaxAge 11).
  mia = await record(token, '/api/customers', { masterData: { firstName: 'Mia', lastName: 'Berger', birthday: '2019-05-10' } });
  b = await must<BookingItem>(
    token,
    'POST',
    '/api/bookings',
    {
      resort,
      checkIn: '2027-06-28',
      checkOut: '2027-07-03',
      customer: anna,
      rooms: [{ room, noOfPax: 3, customers: [{ customer: anna }, { customer: tom }, { customer: mia }] }],
    },
    201,
  );
});

afterAll(() => realClock());

describe('Scenario 7: the family stay with a free night and an early-bird discount', () => {
  it('keeps the guest nights as in scenario 1 (1,275.00) and adds the specials as lines of their own', () => {
    const rooms = (b.calculation ?? []).filter((l) => l.type === 'room_cost').map((l) => l.total);
    // 270 + 240 + 135 + 120 + 270 + 240 = 1,275.00.
    expect(rooms.reduce((s, t) => s + Math.round(Number(t) * 100), 0)).toBe(127_500);
    const early = (b.calculation ?? []).find((l) => l.text.includes('Early bird'));
    expect(early?.type).toBe('special');
  });

  it('takes the cheapest night of the room off: 90.00 + 90.00 + 45.00 = 225.00', () => {
    const free = (b.calculation ?? []).find((l) => l.text.includes('Stay 5, pay 4'));
    expect(free?.total).toBe('-225.00');
    // VAT in the free night: −225.00 × 7 / 107 = −14.7196… → −14.72.
    expect(free?.tax?.amount).toBe('-14.72');
  });

  it('bills 945.00: deposit 283.50 due 22.01.2027, rest 661.50 due 29.05.2027; invoice, PDF and guest agree', async () => {
    const early = (b.calculation ?? []).find((l) => l.text.includes('Early bird'));
    // 10 % × (1,275.00 − 225.00) = 105.00.
    expect(early?.total).toBe('-105.00');
    // 30 % × 945.00 = 283.50; rest 945.00 − 283.50 = 661.50.
    expect(milestonesOf(b)).toEqual([
      ['deposit', '283.50', '2027-01-22'],
      ['rest', '661.50', '2027-05-29'],
    ]);
    const inv = await issueInvoice(token, b.id);
    expect(inv).toMatchObject({ total: '945.00', paid: '0.00', open: '945.00' });
    const pdf = await invoicePdf(token, b.id, inv.id);
    for (const text of ['-225,00 €', '-105,00 €', '945,00 €', '283,50 €', '661,50 €']) expect(pdf).toContain(text);
    const guest = await guestInvoice(token, host, inv.id);
    expect(guest).toMatchObject({ total: '945.00', open: '945.00' });
    expect((await paymentStatus(token, b.id)).summary).toMatchObject({ total: '945.00', open: '945.00' });
  });

  // Fixed (was DEFECT "special line VAT rounded per share": the sum of each affected line's rounded share, −6.88): the
  // line's own −105.00 × 7 / 107 = −6.8692… → −6.87, rounded once (docs/pricing.md, "Specials", 5. The result).
  it('carries the VAT of the early-bird line rounded once: −6.87; the invoice VAT 83.40 − 14.72 − 6.87 = 61.81', async () => {
    const early = (b.calculation ?? []).find((l) => l.text.includes('Early bird'));
    expect(early?.tax?.amount).toBe('-6.87');
    const inv = await issueInvoice(token, b.id);
    expect(inv.taxes).toEqual([{ name: 'MwSt.', rate: 7, amount: '61.81', inclusive: true }]);
  });
});
