import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingItem } from '../../functions/data/entities/booking';
import {
  booking,
  call,
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
import { adminOf } from '../support/tokens';

/**
 * Scenario 10 (test/scenarios/README.md): Nina Vogt books 7 nights, 05.06.2027 – 12.06.2027, at 100.00 a night
 * (700.00) on 15.01.2027 and pays the 30 % deposit 210.00 on 20.01.2027. On 01.02.2027 she cancels; the operator keeps
 * a cancellation fee of 10 % of the price, 70.00, and gives her the rest of her deposit, 210.00 − 70.00 = 140.00, as a
 * credit note. She books again for 04.09.2027 – 07.09.2027 (3 nights, 300.00) and the note pays part of it:
 * 300.00 − 140.00 = 160.00 open. Later the operator waives the fee after all (goodwill): removing it, the cancelled
 * booking owes nothing, and the 70.00 it kept for the fee goes to Nina as a second credit note.
 */

const TENANT = 'scn-cancel';
let token: string;
let host: string;
let nina: string;
let first: BookingItem;
let cancelled: { status: number; body: BookingItem };
let later: BookingItem;
let stay: (checkIn: string, checkOut: string) => Record<string, unknown>;

type Credit = { id: string; amount: string; remaining: string; currency: string; date: string; booking?: { id: string } };

beforeAll(async () => {
  clockAt('2027-01-15T09:00:00.000Z');
  ({ token, host } = await operator(TENANT));
  const { resort, roomType, rooms } = await resortWith(token, { name: 'Bay Lodge', key: 'BL', type: 'Double', pax: 2, rooms: 1 });
  // The season's terms keep 10 % of the price when a guest cancels (docs/booking-states.md, cancel).
  const terms = await depositAndRest(token, 30, 7, 30, { cancellationFeePercent: 10 });
  await record(token, '/api/price', {
    name: 'Year 2027',
    resort,
    calculationType: 'complete',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [{ id: 'dbl', roomType, noOfPax: 2, price: 100 }],
    termsOfPayment: terms,
  });
  nina = await record(token, '/api/customers', { masterData: { firstName: 'Nina', lastName: 'Vogt' }, contact: { email: 'nina@example.com' } });
  stay = (checkIn, checkOut) => ({ resort, checkIn, checkOut, customer: nina, rooms: [{ room: rooms[0], noOfPax: 2 }] });
  first = await must<BookingItem>(token, 'POST', '/api/bookings', stay('2027-06-05', '2027-06-12'), 201);
  await must(token, 'POST', `/api/bookings/${first.id}/payment`, { amount: '210.00', date: '2027-01-20', reference: 'Anzahlung Vogt' });

  clockAt('2027-02-01T09:00:00.000Z');
  token = await adminOf(TENANT);
  cancelled = await call<BookingItem>('POST', `/api/bookings/${first.id}/cancell`, { token, body: { reason: 'Guest fell ill' } });
  later = await must<BookingItem>(token, 'POST', '/api/bookings', stay('2027-09-04', '2027-09-07'), 201);
});

afterAll(() => realClock());

describe('Scenario 10: cancelled with a fee; the credit note pays part of a later booking', () => {
  it('first: 7 × 100.00 = 700.00; deposit 210.00 due 22.01.2027 paid 20.01.2027; cancelled on 01.02.2027', async () => {
    // 30 % × 700.00 = 210.00; rest 490.00 due 05.06.2027 − 30 days = 06.05.2027.
    expect(milestonesOf(first)).toEqual([
      ['deposit', '210.00', '2027-01-22'],
      ['rest', '490.00', '2027-05-06'],
    ]);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.state).toBe('aborted');
    expect((await booking(token, first.id)).received?.map((p) => [p.date, p.amount])).toEqual([['2027-01-20', '210.00']]);
  });

  it('books again: 3 × 100.00 = 300.00; deposit 90.00 due 08.02.2027, rest 210.00 due 05.08.2027', () => {
    // 30 % × 300.00 = 90.00 due 01.02.2027 + 7 = 08.02.2027; rest 210.00 due 04.09.2027 − 30 days = 05.08.2027.
    expect(milestonesOf(later)).toEqual([
      ['deposit', '90.00', '2027-02-08'],
      ['rest', '210.00', '2027-08-05'],
    ]);
  });

  it('charges the 70.00 fee, credits 140.00 and applies the note to the later booking: 160.00 open there', async () => {
    const fee = (await booking(token, first.id)).calculation?.filter((l) => l.type === 'cancellationFee') ?? [];
    expect(fee.map((l) => l.total)).toEqual(['70.00']);
    // 10 % × 700.00 = 70.00 is what the cancelled booking still owes.
    const { credit: note } = await must<{ credit: Credit }>(token, 'POST', `/api/customers/credits/booking/${first.id}`, {
      reason: 'Cancelled 01.02.2027',
    });
    // 210.00 received − 70.00 fee = 140.00.
    expect(note).toMatchObject({ amount: '140.00', remaining: '140.00', currency: 'EUR', date: '2027-02-01' });
    expect((await paymentStatus(token, first.id)).summary).toMatchObject({ owed: '70.00', paid: '70.00', open: '0.00', status: 'paid' });

    await must(token, 'POST', `/api/customers/credits/${note.id}/apply`, { bookingId: later.id, amount: '140.00' });
    // 300.00 − 140.00 = 160.00 open; the deposit 90.00 is covered, 50.00 of the rest too (140.00 − 90.00).
    const status = await paymentStatus(token, later.id);
    expect(status.summary).toMatchObject({ total: '300.00', paid: '140.00', open: '160.00' });
    expect(status.milestones.map((m) => [m.type, m.paid, m.open])).toEqual([
      ['deposit', '90.00', '0.00'],
      ['rest', '50.00', '160.00'],
    ]);
    expect((await must<Credit>(token, 'GET', `/api/customers/credits/${note.id}`)).remaining).toBe('0.00');
  });

  it("invoices the later booking: 300.00, 140.00 paid by the note, 160.00 open, on the PDF and the guest's invoice", async () => {
    const inv = await issueInvoice(token, later.id);
    expect(inv).toMatchObject({ total: '300.00', paid: '140.00', open: '160.00' });
    const pdf = await invoicePdf(token, later.id, inv.id);
    // Stay 04.09.2027 – 07.09.2027; 3 × 100,00 = 300,00; 140,00 from the note on 01.02.2027; 160,00 open.
    for (const text of ['04.09.2027', '07.09.2027', '300,00 €', '140,00 €', '160,00 €', '01.02.2027']) expect(pdf).toContain(text);
    const guest = await guestInvoice(token, host, inv.id);
    expect(guest).toMatchObject({ total: '300.00', paid: '140.00', open: '160.00', payable: true, paidState: 'part-paid' });
    expect(guest.received.map((r) => [r.date, r.amount])).toEqual([['2027-02-01', '140.00']]);
  });

  it('removes the fee afterwards: the cancelled booking owes 0.00, and the 70.00 it kept becomes a second note of 70.00', async () => {
    const path = `/api/bookings/calculation/${first.id}/removeCancellationFee`;
    const removed = await must<BookingItem>(token, 'DELETE', path);
    expect(removed).toMatchObject({ state: 'aborted', lastAction: 'removeCancellationFee', cancelReason: 'Guest fell ill' });
    expect(removed.calculation?.filter((l) => l.type === 'cancellationFee')).toEqual([]);
    // Once more: nothing changes (same version).
    expect((await must<BookingItem>(token, 'DELETE', path)).version).toBe(removed.version);
    // 210.00 received − 140.00 credited = 70.00 kept; the booking owes no fee now: 70.00 − 0.00 = 70.00 to credit.
    expect((await paymentStatus(token, first.id)).summary).toMatchObject({ owed: '0.00', paid: '70.00', open: '-70.00' });
    const { credit: second } = await must<{ credit: Credit }>(token, 'POST', `/api/customers/credits/booking/${first.id}`, {
      reason: 'Cancellation fee waived',
    });
    expect(second).toMatchObject({ amount: '70.00', remaining: '70.00', currency: 'EUR', date: '2027-02-01' });
    // 70.00 − 70.00 = 0.00 left on the cancelled booking; 140.00 + 70.00 = 210.00 credited in all, what Nina paid.
    expect((await paymentStatus(token, first.id)).summary).toMatchObject({ owed: '0.00', paid: '0.00', open: '0.00' });
    // Nothing more to credit: 409 NOTHING_TO_CREDIT.
    const none = await call('POST', `/api/customers/credits/booking/${first.id}`, { token, body: {} });
    expect(none.status).toBe(409);
  });
});
