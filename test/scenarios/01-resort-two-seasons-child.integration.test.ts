import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingItem } from '../../functions/data/entities/booking';
import {
  booking,
  clockAt,
  guestInvoice,
  invoicePdf,
  issueInvoice,
  milestonesOf,
  must,
  operator,
  paymentStatus,
  realClock,
  record,
} from '../support/scenario-api';

/**
 * Scenario 1 (test/scenarios/README.md): a family stays at the resort across the end of the low season and the start
 * of the high season; the child pays half; 7 % VAT is included in the prices; 30 % deposit a week after booking, the
 * rest 30 days before arrival. Every figure below is worked out by hand from the prices set up here.
 *
 * Booked on 15.01.2027. Stay 28.06.2027 – 03.07.2027 (5 nights): 28, 29, 30 June are low season (3 nights),
 * 1 and 2 July high season (2 nights). Family room for 3: two adults and a child of 8.
 */

const TENANT = 'scn-resort';
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

describe('Scenario 1: a family at the resort across two seasons, child half price, VAT included, deposit and rest', () => {
  it('prices each guest night by night in its season: one line per guest and season', () => {
    const name = (id?: string) => ({ [anna]: 'Anna', [tom]: 'Tom', [mia]: 'Mia' })[id ?? ''];
    const byGuest = (b.calculation ?? [])
      .map((l) => [name(l.customer), l.from, l.to, l.amount, l.price, l.total, l.tax?.amount])
      .sort((x, y) => `${x[0]}${x[1]}`.localeCompare(`${y[0]}${y[1]}`));
    expect(byGuest).toEqual([
      // Anna, adult: low 3 × 90.00 = 270.00, VAT 270.00 × 7 / 107 = 17.6636 → 17.66; high 2 × 120.00 = 240.00,
      // VAT 240.00 × 7 / 107 = 15.7009 → 15.70.
      ['Anna', '2027-06-28', '2027-06-30', 3, '90.00', '270.00', '17.66'],
      ['Anna', '2027-07-01', '2027-07-02', 2, '120.00', '240.00', '15.70'],
      // Mia, child (50 %): low 3 × 45.00 = 135.00, VAT 135 × 7 / 107 = 8.8318 → 8.83; high 2 × 60.00 = 120.00,
      // VAT 120 × 7 / 107 = 7.8505 → 7.85.
      ['Mia', '2027-06-28', '2027-06-30', 3, '45.00', '135.00', '8.83'],
      ['Mia', '2027-07-01', '2027-07-02', 2, '60.00', '120.00', '7.85'],
      // Tom, adult: as Anna.
      ['Tom', '2027-06-28', '2027-06-30', 3, '90.00', '270.00', '17.66'],
      ['Tom', '2027-07-01', '2027-07-02', 2, '120.00', '240.00', '15.70'],
    ]);
    expect(b).toMatchObject({ currency: 'EUR', bookingDate: '2027-01-15', checkIn: '2027-06-28', checkOut: '2027-07-03', noOfPax: 3 });
  });

  it('splits the total 1,275.00 into a 30 % deposit due 22.01.2027 and the rest due 29.05.2027', () => {
    // Total 270 + 240 + 270 + 240 + 135 + 120 = 1,275.00.
    // Deposit 30 % × 1,275.00 = 382.50, due 15.01.2027 + 7 days = 22.01.2027.
    // Rest 1,275.00 − 382.50 = 892.50, due 28.06.2027 − 30 days = 29.05.2027.
    expect(milestonesOf(b)).toEqual([
      ['deposit', '382.50', '2027-01-22'],
      ['rest', '892.50', '2027-05-29'],
    ]);
  });

  it('takes the deposit, invoices 1,275.00 with 83.40 VAT included and 892.50 open; the PDF and the guest read the same', async () => {
    await must(token, 'POST', `/api/bookings/${b.id}/payment`, { amount: '382.50', method: 'bank', date: '2027-01-20', reference: 'Anzahlung Berger' });
    const status = await paymentStatus(token, b.id);
    expect(status.summary).toMatchObject({ total: '1275.00', paid: '382.50', open: '892.50', dueNow: '0.00', status: 'part-paid' });
    expect(status.summary.next).toEqual({ due: '2027-05-29', open: '892.50', type: 'rest' });

    const inv = await issueInvoice(token, b.id);
    expect(inv).toMatchObject({
      date: '2027-01-15',
      currency: 'EUR',
      recipient: { kind: 'customer', id: anna, name: 'Anna Berger' },
      total: '1275.00',
      paid: '382.50',
      open: '892.50',
    });
    // VAT included: 17.66 + 15.70 + 8.83 + 7.85 + 17.66 + 15.70 = 83.40 (rounded per line; 1,275 × 7 / 107 would be 83.41).
    expect(inv.taxes).toEqual([{ name: 'MwSt.', rate: 7, amount: '83.40', inclusive: true }]);
    expect(inv.received).toEqual([{ date: '2027-01-20', amount: '382.50', method: 'bank', reference: 'Anzahlung Berger' }]);
    expect(inv.milestones.map((m) => [m.type, m.amount, m.due])).toEqual([
      ['deposit', '382.50', '2027-01-22'],
      ['rest', '892.50', '2027-05-29'],
    ]);

    const pdf = await invoicePdf(token, b.id, inv.id);
    for (const text of [
      'Rechnung 2027-000001',
      '15.01.2027',
      'Anna Berger',
      '90,00 €',
      '270,00 €',
      '120,00 €',
      '240,00 €',
      '45,00 €',
      '135,00 €',
      '60,00 €',
      '1.275,00 €',
      // The tax table: 1,275.00 gross − 83.40 VAT = 1,191.60 net at 7 %.
      'MwSt. 7 %',
      '1.191,60 €',
      '83,40 €',
      // Art. 226 / §14 UStG: supplier's address and VAT id, the customer's address, the period of service.
      'Strandweg 5',
      'USt-IdNr. DE123456789',
      'Lindenweg 3',
      'Leistungszeitraum:',
      '28.06.2027 – 03.07.2027',
      'fällig am 22.01.2027',
      '382,50 €',
      'fällig am 29.05.2027',
      '892,50 €',
      '20.01.2027',
      'Offener Betrag',
    ])
      expect(pdf).toContain(text);

    const guest = await guestInvoice(token, host, inv.id);
    expect(guest).toMatchObject({ number: 1, numberText: '2027-000001', date: '2027-01-15', total: '1275.00', paid: '382.50', open: '892.50', payable: true });
    expect(guest.lines.map((l) => l.total).sort()).toEqual(['120.00', '135.00', '240.00', '240.00', '270.00', '270.00']);
  });

  it('takes the rest: the booking is paid, nothing open', async () => {
    await must(token, 'POST', `/api/bookings/${b.id}/payment`, { amount: '892.50', method: 'bank', date: '2027-05-20', reference: 'Rest Berger' });
    const status = await paymentStatus(token, b.id);
    // 382.50 + 892.50 = 1,275.00 paid.
    expect(status.summary).toMatchObject({ total: '1275.00', paid: '1275.00', open: '0.00', status: 'paid' });
    expect(status.milestones.map((m) => [m.type, m.amount, m.paid, m.open])).toEqual([
      ['deposit', '382.50', '382.50', '0.00'],
      ['rest', '892.50', '892.50', '0.00'],
    ]);
    const after = await booking(token, b.id);
    expect(after.received?.map((p) => [p.date, p.amount])).toEqual([
      ['2027-01-20', '382.50'],
      ['2027-05-20', '892.50'],
    ]);
  });
});
