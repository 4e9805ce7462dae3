import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as paymentReceived } from '../../events/handlers/payment-received';
import type { Invoice } from '../../shared/domain/booking/invoice';
import type { BookingItem } from '../../functions/data/entities/booking';
import { getPaymentSession } from '../../functions/data/payment-sessions';
import { completedEventBody, signedHeaders } from '../../functions/finance/provider/local-events';
import { outboxEvents } from '../support/outbox';
import { LOCAL_WEBHOOK_SECRET, providerConfig } from '../support/payment-provider';
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
import { deliver, sqsRecord } from '../support/sqs';

/**
 * Scenario 5 (test/scenarios/README.md): the guest pays the whole invoice online ("Pay now" on the invoice link, the
 * payment provider's checkout, its signed webhook); the operator then grants 45.00 off for a broken air conditioning
 * and refunds it (a negative payment). Stay 14.08.2027 – 17.08.2027, 3 nights at 150.00 for the room, booked 15.01.2027.
 */

const TENANT = 'scn-online';
let token: string;
let host: string;
let b: BookingItem;
let inv: Invoice;

/** Runs the PaymentReceived consumer for the tenant's queued events until every delivery is acknowledged. */
async function consume(): Promise<void> {
  const events = (await outboxEvents('payment.received')).filter((e) => e.detail.tenant === TENANT);
  const outcomes = await Promise.all(events.map((e) => deliver(paymentReceived, sqsRecord({ detailType: e.detailType, detail: e.detail }))));
  if (outcomes.includes('retry')) await consume();
}

beforeAll(async () => {
  clockAt('2027-01-15T09:00:00.000Z');
  ({ token, host } = await operator(TENANT));
  await providerConfig(TENANT, 'pp-local', 'local');
  const { resort, roomType, rooms } = await resortWith(token, { name: 'Sunset Lodge', key: 'SUN', type: 'Double', pax: 2, rooms: 1 });
  const terms = await depositAndRest(token, 30, 7, 30);
  await record(token, '/api/price', {
    name: 'Summer 2027',
    resort,
    calculationType: 'complete',
    validRange: { from: '2027-06-01', to: '2027-09-30' },
    entries: [{ id: 'dbl', roomType, noOfPax: 2, price: 150 }],
    termsOfPayment: terms,
  });
  const guest = await record(token, '/api/customers', { masterData: { firstName: 'Sofia', lastName: 'Rossi' }, contact: { email: 'sofia@example.com' } });
  b = await must<BookingItem>(
    token,
    'POST',
    '/api/bookings',
    { resort, checkIn: '2027-08-14', checkOut: '2027-08-17', customer: guest, rooms: [{ room: rooms[0], noOfPax: 2 }] },
    201,
  );
  inv = await issueInvoice(token, b.id);
});

afterAll(() => realClock());

describe('Scenario 5: paid online through the provider, then a refund', () => {
  it('bills 3 × 150.00 = 450.00: deposit 135.00 due 22.01.2027, rest 315.00 due 15.07.2027', () => {
    // 30 % × 450.00 = 135.00; rest 450.00 − 135.00 = 315.00, due 14.08.2027 − 30 days = 15.07.2027.
    expect(milestonesOf(b)).toEqual([
      ['deposit', '135.00', '2027-01-22'],
      ['rest', '315.00', '2027-07-15'],
    ]);
    expect(inv).toMatchObject({ total: '450.00', paid: '0.00', open: '450.00' });
  });

  it('the guest pays the open 450.00 on the invoice link; the signed webhook books it once', async () => {
    const link = await must<{ url: string }>(token, 'POST', `/api/invoices/${inv.id}/link`, {});
    const t = new URL(link.url).searchParams.get('t') as string;
    const checkout = await call<{ url: string }>('POST', '/api/bookings/invoice/public', { body: { id: inv.id, token: t, pay: true }, headers: { host } });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const sessionId = new URL(checkout.body.url).pathname.split('/').at(-1) as string;
    const session = await getPaymentSession(sessionId);
    expect(session).toMatchObject({ bookingId: b.id, amount: '450.00', currency: 'EUR', purpose: 'invoice', invoiceId: inv.id });

    const body = completedEventBody(sessionId, session!, Date.now(), 'evt_scn_online_1');
    // The provider delivers the event twice; it counts once.
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', '/api/payments/notify', { rawBody: body, headers: signedHeaders(LOCAL_WEBHOOK_SECRET, body) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await consume();
    const after = await booking(token, b.id);
    expect(after.received?.map((p) => [p.amount, p.paidCurrency, p.method, p.date, p.source.kind])).toEqual([
      ['450.00', 'EUR', 'provider', '2027-01-15', 'provider'],
    ]);
    expect((await paymentStatus(token, b.id)).summary).toMatchObject({ total: '450.00', paid: '450.00', open: '0.00', status: 'paid' });
  });

  it('grants 45.00 off and refunds it: total 405.00, received 450.00 − 45.00 = 405.00, nothing open', async () => {
    const reduced = await must<BookingItem>(token, 'POST', `/api/bookings/${b.id}/calculation`, {
      type: 'discount',
      text: 'Goodwill: air conditioning out of order',
      price: '-45.00',
    });
    // 450.00 − 45.00 = 405.00; paid 450.00: 45.00 paid too much (open −45.00).
    expect((reduced.calculation ?? []).map((l) => l.total)).toEqual(['450.00', '-45.00']);
    expect((await paymentStatus(token, b.id)).summary).toMatchObject({ total: '405.00', paid: '450.00', open: '-45.00' });

    await must(token, 'POST', `/api/bookings/${b.id}/payment`, { amount: '-45.00', method: 'provider', date: '2027-01-16', reference: 'Refund goodwill' });
    const status = await paymentStatus(token, b.id);
    expect(status.summary).toMatchObject({ total: '405.00', paid: '405.00', open: '0.00', status: 'paid' });

    const credit = await issueInvoice(token, b.id);
    expect(credit).toMatchObject({ number: 2, total: '405.00', paid: '405.00', open: '0.00' });
    expect(credit.received.map((r) => [r.date, r.amount, r.method])).toEqual([
      ['2027-01-15', '450.00', 'provider'],
      ['2027-01-16', '-45.00', 'provider'],
    ]);
    const pdf = await invoicePdf(token, b.id, credit.id);
    for (const text of ['Rechnung 2027-000002', '450,00 €', '-45,00 €', '405,00 €', '15.01.2027', '16.01.2027']) expect(pdf).toContain(text);
  });

  it('takes the 45.00 off the rest milestone (docs/decisions.md "Sums"): deposit 135.00 as paid, rest 315.00 − 45.00 = 270.00', async () => {
    expect(milestonesOf(await booking(token, b.id))).toEqual([
      ['deposit', '135.00', '2027-01-22'],
      ['rest', '270.00', '2027-07-15'],
    ]);
  });

  it('the guest opens the first invoice (450.00, issued before the goodwill) after the refund: 405.00 paid, nothing open', async () => {
    const guest = await guestInvoice(token, host, inv.id);
    // The invoice stays the document it was (450.00), but asks no more than the booking owes now: 405.00, all paid
    // (450.00 − 45.00 received). Without that it would tell the guest to pay 45.00 more.
    expect(guest).toMatchObject({ number: 1, currency: 'EUR', total: '450.00', paid: '405.00', open: '0.00', payable: false, paidState: 'paid' });
    expect(guest.received.map((r) => [r.date, r.amount])).toEqual([
      ['2027-01-15', '450.00'],
      ['2027-01-16', '-45.00'],
    ]);
    expect(guest.lines.map((l) => l.total)).toEqual(['450.00']);
  });
});
