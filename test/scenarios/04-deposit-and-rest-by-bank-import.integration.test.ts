import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../shared/domain/booking/invoice';
import type { BookingItem } from '../../functions/data/entities/booking';
import { clockAt, guestInvoice, invoicePdf, issueInvoice, milestonesOf, must, operator, paymentStatus, realClock, record } from '../support/scenario-api';
import { depositAndRest, resortWith } from '../support/scenario-world';

/**
 * Scenario 4 (test/scenarios/README.md): the guest pays the deposit and later the rest by bank transfer; the operator
 * imports the bank statement (CSV), takes the suggested booking and assigns each entry. Stay 05.06.2027 – 12.06.2027,
 * 7 nights at 100.00 a night for the double room (complete), booked 15.01.2027, invoiced at once.
 */

const TENANT = 'scn-bank';
const MAPPING = { delimiter: ';', decimal: 'comma', dateFormat: 'DD.MM.YYYY', skipRows: 1, columns: { date: 0, reference: 1, counterparty: 2, amount: 3 } };
type Entry = {
  id: string;
  date: string;
  amount: string;
  open: string;
  suggestions: { booking: string; bookingNo: number; score: number; open: string; reasons: string[] }[];
};

let token: string;
let host: string;
let bank: string;
let b: BookingItem;
let other: BookingItem;
let firstInvoice: Invoice;

async function importStatement(rows: string[]): Promise<Entry[]> {
  const csv = ['Datum;Verwendungszweck;Auftraggeber;Betrag', ...rows].join('\n');
  const report = await must<{ imported: number; invalid: unknown[] }>(token, 'POST', `/api/banks/${bank}/import/csv`, { csv, mapping: MAPPING });
  expect(report).toMatchObject({ imported: rows.length, invalid: [] });
  return (await must<{ data: Entry[] }>(token, 'GET', `/api/banks/${bank}/entries`)).data;
}

beforeAll(async () => {
  clockAt('2027-01-15T09:00:00.000Z');
  ({ token, host } = await operator(TENANT));
  const { resort, roomType, rooms } = await resortWith(token, { name: 'Lagoon Resort', key: 'LAG', type: 'Double', pax: 2, rooms: 2 });
  const terms = await depositAndRest(token, 30, 7, 30);
  await record(token, '/api/price', {
    name: 'Year 2027',
    resort,
    calculationType: 'complete',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [{ id: 'dbl', roomType, noOfPax: 2, price: 100 }],
    termsOfPayment: terms,
  });
  const schulz = await record(token, '/api/customers', { masterData: { firstName: 'Petra', lastName: 'Schulz' } });
  const weber = await record(token, '/api/customers', { masterData: { firstName: 'Karl', lastName: 'Weber' } });
  const stay = (room: string, customer: string) => ({ resort, checkIn: '2027-06-05', checkOut: '2027-06-12', customer, rooms: [{ room, noOfPax: 2 }] });
  b = await must<BookingItem>(token, 'POST', '/api/bookings', stay(rooms[0] as string, schulz), 201);
  // Another guest's booking of the same price, so the suggestion has to choose.
  other = await must<BookingItem>(token, 'POST', '/api/bookings', stay(rooms[1] as string, weber), 201);
  bank = await record(token, '/api/banks', { name: 'Sparkasse Rügen', iban: 'DE89370400440532013000', currency: 'EUR' });
  firstInvoice = await issueInvoice(token, b.id);
});

afterAll(() => realClock());

describe('Scenario 4: deposit then rest by bank import (CSV, suggestion, assignment)', () => {
  it('bills 7 × 100.00 = 700.00: deposit 210.00 due 22.01.2027, rest 490.00 due 06.05.2027; the invoice says 700.00 open', () => {
    expect(b.bookingNo).toBe(1);
    // 30 % × 700.00 = 210.00, due 15.01.2027 + 7 = 22.01.2027; rest 700.00 − 210.00 = 490.00, due 05.06.2027 − 30 days = 06.05.2027.
    expect(milestonesOf(b)).toEqual([
      ['deposit', '210.00', '2027-01-22'],
      ['rest', '490.00', '2027-05-06'],
    ]);
    expect(firstInvoice).toMatchObject({ number: 1, date: '2027-01-15', total: '700.00', paid: '0.00', open: '700.00' });
  });

  it('imports the deposit transfer, suggests booking 1 of Petra Schulz and assigns 210.00 to it: 490.00 open', async () => {
    const [entry] = await importStatement(['20.01.2027;Buchung 1 Anzahlung;Petra Schulz;210,00']);
    expect(entry).toMatchObject({ date: '2027-01-20', amount: '210.00', open: '210.00' });
    expect(entry?.suggestions[0]).toMatchObject({ booking: b.id, bookingNo: 1, open: '700.00' });
    expect(entry?.suggestions.map((s) => s.booking)).not.toEqual([other.id]);
    const done = await must<{ entry: Entry; payment: { amount: string; date: string; method: string } }>(
      token,
      'POST',
      `/api/bankentries/${entry?.id}/payments`,
      { booking: b.id, milestone: 'deposit' },
    );
    expect(done.entry.open).toBe('0.00');
    expect(done.payment).toMatchObject({ amount: '210.00', date: '2027-01-20', method: 'bank' });
    const status = await paymentStatus(token, b.id);
    // 700.00 − 210.00 = 490.00 open; the rest due 06.05.2027 is next.
    expect(status.summary).toMatchObject({
      total: '700.00',
      paid: '210.00',
      open: '490.00',
      status: 'part-paid',
      next: { due: '2027-05-06', open: '490.00', type: 'rest' },
    });
  });

  it('imports the rest transfer, assigns 490.00: the booking is paid; a new invoice says 0.00 open', async () => {
    const entries = await importStatement(['03.05.2027;Restzahlung Buchung 1;Petra Schulz;490,00']);
    const entry = entries.find((e) => e.date === '2027-05-03') as Entry;
    expect(entry).toMatchObject({ amount: '490.00', open: '490.00' });
    expect(entry.suggestions[0]).toMatchObject({ booking: b.id, open: '490.00' });
    await must(token, 'POST', `/api/bankentries/${entry.id}/payments`, { booking: b.id, milestone: 'rest' });
    const status = await paymentStatus(token, b.id);
    // 210.00 + 490.00 = 700.00 paid.
    expect(status.summary).toMatchObject({ total: '700.00', paid: '700.00', open: '0.00', status: 'paid' });
    expect(status.milestones.map((m) => [m.type, m.paid, m.open])).toEqual([
      ['deposit', '210.00', '0.00'],
      ['rest', '490.00', '0.00'],
    ]);
    const inv = await issueInvoice(token, b.id);
    expect(inv).toMatchObject({ number: 2, total: '700.00', paid: '700.00', open: '0.00' });
    expect(inv.received).toEqual([
      { date: '2027-01-20', amount: '210.00', method: 'bank', reference: expect.any(String) },
      { date: '2027-05-03', amount: '490.00', method: 'bank', reference: expect.any(String) },
    ]);
    const pdf = await invoicePdf(token, b.id, inv.id);
    for (const text of ['Rechnung 2027-000002', '700,00 €', '210,00 €', '20.01.2027', '490,00 €', '03.05.2027', '0,00 €']) expect(pdf).toContain(text);
  });

  it('the first invoice, opened by the guest after both transfers, says 700.00 paid and 0.00 open', async () => {
    const guest = await guestInvoice(token, host, firstInvoice.id);
    expect(guest).toMatchObject({ number: 1, total: '700.00', paid: '700.00', open: '0.00', payable: false });
  });
});
