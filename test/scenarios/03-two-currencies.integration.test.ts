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
import { depositAndRest, resortWith } from '../support/scenario-world';

/**
 * Scenario 3 (test/scenarios/README.md): prices in EUR, the operator also takes US dollars at the stored rate
 * 1.0825 (USD per EUR). A couple books a double room for 7 nights, 10.04.2027 – 17.04.2027, at 140.00 EUR a night
 * for the room (complete), and pays part in dollars. A second couple asks to be billed in USD. Booked 15.01.2027.
 */

const TENANT = 'scn-currency';
let token: string;
let host: string;
let eur: BookingItem;
let usd: BookingItem;

beforeAll(async () => {
  clockAt('2027-01-15T09:00:00.000Z');
  ({ token, host } = await operator(TENANT));
  await record(token, '/api/currency', { code: 'EUR', name: 'Euro', symbol: '€', rate: 1 });
  await record(token, '/api/currency', { code: 'USD', name: 'US dollar', symbol: '$', rate: 1.0825 });
  const { resort, roomType, rooms } = await resortWith(token, { name: 'Palm Cove', key: 'PC', type: 'Double', pax: 2, rooms: 2 });
  const terms = await depositAndRest(token, 30, 7, 30);
  await record(token, '/api/price', {
    name: 'Year 2027',
    resort,
    calculationType: 'complete',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [{ id: 'dbl', roomType, noOfPax: 2, price: 140 }],
    termsOfPayment: terms,
    currencies: ['EUR', 'USD'],
  });
  const guest = (firstName: string, lastName: string) => record(token, '/api/customers', { masterData: { firstName, lastName } });
  const stay = (room: string, customer: string) => ({ resort, checkIn: '2027-04-10', checkOut: '2027-04-17', customer, rooms: [{ room, noOfPax: 2 }] });
  eur = await must<BookingItem>(token, 'POST', '/api/bookings', stay(rooms[0] as string, await guest('Lena', 'Koch')), 201);
  usd = await must<BookingItem>(token, 'POST', '/api/bookings', { ...stay(rooms[1] as string, await guest('John', 'Miller')), currency: 'USD' }, 201);
});

afterAll(() => realClock());

describe('Scenario 3: prices in EUR, payments in USD at the stored rate, the open amount exact', () => {
  it('prices the EUR booking 7 × 140.00 = 980.00: deposit 294.00 due 22.01.2027, rest 686.00 due 11.03.2027', () => {
    expect(eur.currency).toBe('EUR');
    expect((eur.calculation ?? []).map((l) => [l.amount, l.price, l.total, l.from, l.to])).toEqual([[7, '140.00', '980.00', '2027-04-10', '2027-04-16']]);
    // 30 % × 980.00 = 294.00, due 15.01 + 7 = 22.01.2027; rest 980.00 − 294.00 = 686.00, due 10.04.2027 − 30 days = 11.03.2027.
    expect(milestonesOf(eur)).toEqual([
      ['deposit', '294.00', '2027-01-22'],
      ['rest', '686.00', '2027-03-11'],
    ]);
  });

  it('takes 541.25 USD as 500.00 EUR and 100.00 USD as 92.38 EUR: 387.62 EUR open, to the cent', async () => {
    // 541.25 USD ÷ 1.0825 = 500.00 EUR exactly.
    const first = await must<BookingItem>(token, 'POST', `/api/bookings/${eur.id}/payment`, {
      amount: '541.25',
      currency: 'USD',
      date: '2027-01-18',
      reference: 'Wire USD',
    });
    expect(first.received?.map((p) => [p.amount, p.paidAmount, p.paidCurrency])).toEqual([['500.00', '541.25', 'USD']]);
    // 100.00 USD ÷ 1.0825 = 92.3787… → 92.38 EUR.
    await must(token, 'POST', `/api/bookings/${eur.id}/payment`, { amount: '100.00', currency: 'USD', date: '2027-02-01', reference: 'Card USD' });
    const status = await paymentStatus(token, eur.id);
    // Paid 500.00 + 92.38 = 592.38; open 980.00 − 592.38 = 387.62.
    expect(status.summary).toMatchObject({ currency: 'EUR', total: '980.00', paid: '592.38', open: '387.62', status: 'part-paid' });
    // The deposit 294.00 is covered; the rest 686.00 has 592.38 − 294.00 = 298.38 paid, 387.62 open.
    expect(status.milestones.map((m) => [m.type, m.amount, m.paid, m.open])).toEqual([
      ['deposit', '294.00', '294.00', '0.00'],
      ['rest', '686.00', '298.38', '387.62'],
    ]);

    const inv = await issueInvoice(token, eur.id);
    expect(inv).toMatchObject({ currency: 'EUR', total: '980.00', paid: '592.38', open: '387.62' });
    expect(inv.received.map((r) => [r.date, r.amount])).toEqual([
      ['2027-01-18', '500.00'],
      ['2027-02-01', '92.38'],
    ]);
    const pdf = await invoicePdf(token, eur.id, inv.id);
    for (const text of ['980,00 €', '500,00 €', '92,38 €', '387,62 €', '18.01.2027', '01.02.2027']) expect(pdf).toContain(text);
    const guest = await guestInvoice(token, host, inv.id);
    expect(guest).toMatchObject({ currency: 'EUR', total: '980.00', paid: '592.38', open: '387.62', payable: true });
  });

  it('takes the last 387.62 EUR: paid, nothing open', async () => {
    await must(token, 'POST', `/api/bookings/${eur.id}/payment`, { amount: '387.62', date: '2027-03-01', reference: 'Rest EUR' });
    expect((await paymentStatus(token, eur.id)).summary).toMatchObject({ total: '980.00', paid: '980.00', open: '0.00', status: 'paid' });
  });

  it('bills the USD booking in dollars: 140.00 EUR × 1.0825 = 151.55 USD a night, 1,060.85 USD; a EUR payment converts back', async () => {
    expect(usd.currency).toBe('USD');
    expect((usd.calculation ?? []).map((l) => [l.amount, l.price, l.total])).toEqual([[7, '151.55', '1060.85']]);
    // 30 % × 1,060.85 = 318.255 → 318.26 (half away from zero); rest 1,060.85 − 318.26 = 742.59.
    expect(milestonesOf(usd)).toEqual([
      ['deposit', '318.26', '2027-01-22'],
      ['rest', '742.59', '2027-03-11'],
    ]);
    // 200.00 EUR × 1.0825 = 216.50 USD; open 1,060.85 − 216.50 = 844.35 USD.
    await must(token, 'POST', `/api/bookings/${usd.id}/payment`, { amount: '200.00', currency: 'EUR', date: '2027-01-19' });
    expect((await booking(token, usd.id)).received?.map((p) => [p.amount, p.paidAmount, p.paidCurrency])).toEqual([['216.50', '200.00', 'EUR']]);
    expect((await paymentStatus(token, usd.id)).summary).toMatchObject({ currency: 'USD', total: '1060.85', paid: '216.50', open: '844.35' });
    const inv = await issueInvoice(token, usd.id, { recipient: 'customer' });
    expect(inv).toMatchObject({ currency: 'USD', total: '1060.85', paid: '216.50', open: '844.35' });
    const pdf = await invoicePdf(token, usd.id, inv.id);
    for (const text of ['1.060,85 $', '216,50 $', '844,35 $']) expect(pdf).toContain(text);
  });
});
