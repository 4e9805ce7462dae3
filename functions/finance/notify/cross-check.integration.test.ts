import { describe, expect, it } from 'vitest';
import { handler as paymentReceived } from '../../../events/handlers/payment-received';
import { resortWithRooms } from '../../../test/support/booking-fixtures';
import { create, stay } from '../../../test/support/booking-lifecycle';
import { invoke } from '../../../test/support/invoke';
import { outboxEvents } from '../../../test/support/outbox';
import { LOCAL_WEBHOOK_SECRET, providerConfig } from '../../../test/support/payment-provider';
import { deliver, sqsRecord } from '../../../test/support/sqs';
import { adminOf } from '../../../test/support/tokens';
import { handler as checkout } from '../checkout/lambda';
import { getBooking } from '../../data/bookings';
import type { PaymentSessionItem } from '../../data/entities/payment-provider';
import { listPaymentReviews } from '../../data/payment-reviews';
import { getPaymentSession } from '../../data/payment-sessions';
import { startCheckout } from '../provider/checkout';
import { completedEventBody, signedHeaders } from '../provider/local-events';
import { reviewTodoId } from '../provider/reviews';
import { handler } from './lambda';

/*
 * The webhook cross-check (issue 22): a validly signed event is only a claim. Each forged event below is signed with
 * the tenant's real webhook secret (the worst case: a leaked secret or a confused provider account), so the signature
 * check passes and only the cross-check against the stored checkout session stands between it and the booking.
 */

async function bookingsWithCheckout(tenant: string, day: string, amount: string) {
  const token = await adminOf(tenant);
  const { resortId, roomIds } = await resortWithRooms(tenant, 2);
  const made = await create(token, stay(resortId, [roomIds[0] as string], day, 2));
  const other = await create(token, stay(resortId, [roomIds[1] as string], day, 2));
  expect([made.status, other.status]).toEqual([201, 201]);
  await providerConfig(tenant, 'pp-local', 'local');
  const start = (value: string) =>
    startCheckout(tenant, {
      bookingId: made.body.id,
      amount: value,
      currency: 'EUR',
      description: `Deposit booking ${made.body.bookingNo}`,
      successUrl: 'http://localhost:3000/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/payment/aborted',
      purpose: 'deposit',
      customerEmail: 'guest@example.org',
    });
  const { sessionId } = await start(amount);
  return { token, booking: made.body, other: other.body, sessionId, session: (await getPaymentSession(sessionId))!, start };
}

const notify = (body: string) => invoke(handler, 'POST', '/api/payments/notify', { rawBody: body, headers: signedHeaders(LOCAL_WEBHOOK_SECRET, body) });
const queued = async (tenant: string) => (await outboxEvents('payment.received')).filter((e) => e.detail.tenant === tenant);

/** Runs the consumer for each queued PaymentReceived of the tenant not run before, each `times` times concurrently. */
async function consume(tenant: string, times: number, done = new Set<string>(), round = 1): Promise<void> {
  const events = (await queued(tenant)).filter((e) => !done.has(String(e.detail.providerEventId)));
  const outcomes = await Promise.all(
    events.flatMap((e) => Array.from({ length: times }, () => deliver(paymentReceived, sqsRecord({ detailType: e.detailType, detail: e.detail })))),
  );
  for (const e of events) done.add(String(e.detail.providerEventId));
  if (outcomes.includes('retry')) {
    // A delivery meeting another in progress is retried by SQS; a consumer that keeps failing is a failure here.
    if (round >= 6) throw new Error('the consumer keeps failing');
    for (const e of events) done.delete(String(e.detail.providerEventId));
    await consume(tenant, 1, done, round + 1);
  }
}

const providerPayments = async (tenant: string, id: string) => ((await getBooking(tenant, id))?.received ?? []).filter((p) => p.source.kind === 'provider');

describe('payment-received consumer (acceptance: the webhook cross-check)', () => {
  it('refuses or parks each of five forged events with nothing booked, and applies the genuine one once under concurrent deliveries', async () => {
    const tenant = 'prov-cross-check';
    const { booking, other, sessionId, session } = await bookingsWithCheckout(tenant, '2027-10-01', '725');
    const forged = (over: Partial<PaymentSessionItem>, id: string, sid = sessionId) => completedEventBody(sid, { ...session, ...over }, Date.now(), id);
    // One after the other, each consumed (3 concurrent deliveries) before the next arrives, so no check hides
    // behind another's outcome (the cent comes last: a negative amount parked first would take its place).
    const forgeries = [
      forged({ amount: '999999.99' }, 'evt_forged_unknown', 'cs_local_nosuchsession0001'),
      forged({ amount: '-725.00' }, 'evt_forged_negative'),
      forged({ currency: 'USD' }, 'evt_forged_usd'),
      forged({ bookingId: other.id }, 'evt_forged_other'),
      forged({ amount: '0.01' }, 'evt_forged_cent'),
    ];
    const done = new Set<string>();
    for (const body of forgeries) {
      // Acknowledged (200: the provider stops resending), stored and queued; the consumer decides.
      expect((await notify(body)).status).toBe(200);
      await consume(tenant, 3, done);
    }

    expect(await providerPayments(tenant, booking.id)).toEqual([]);
    expect(await providerPayments(tenant, other.id)).toEqual([]);
    expect((await getPaymentSession(sessionId))?.status).toBe('open');
    // Only the cent on the right booking, session and currency is parked, once, with a todo for the owner.
    const parked = await listPaymentReviews(tenant);
    expect(parked).toEqual([
      expect.objectContaining({ sessionId, bookingId: booking.id, amount: '0.01', expected: '725.00', currency: 'EUR', reason: 'partial', status: 'open' }),
    ]);
    const todos = (await getBooking(tenant, booking.id))?.todo ?? [];
    expect(todos.filter((t) => t.id === reviewTodoId(sessionId))).toEqual([expect.objectContaining({ open: true, group: 'payment' })]);
    expect(((await getBooking(tenant, other.id))?.todo ?? []).filter((t) => t.id.startsWith('payment-review'))).toEqual([]);

    // The genuine payment, delivered 10 times at once and consumed 10 times each: applied once.
    const genuine = completedEventBody(sessionId, session, Date.now(), 'evt_genuine');
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(genuine)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    await consume(tenant, 10, done);
    expect(await providerPayments(tenant, booking.id)).toEqual([
      expect.objectContaining({ amount: '725.00', paidCurrency: 'EUR', source: { kind: 'provider', id: sessionId }, milestone: 'deposit' }),
    ]);
    expect(await providerPayments(tenant, other.id)).toEqual([]);
    expect((await getPaymentSession(sessionId))?.status).toBe('paid');
  });

  it('lets an operator accept a parked excess once and dismiss a parked partial, solving the todos', async () => {
    const tenant = 'prov-cross-review';
    const { token, booking, sessionId, session, start } = await bookingsWithCheckout(tenant, '2027-10-05', '200');
    const second = await start('100');
    const excess = completedEventBody(sessionId, { ...session, amount: '250.00' }, Date.now(), 'evt_excess');
    const partialSession = (await getPaymentSession(second.sessionId))!;
    const partial = completedEventBody(second.sessionId, { ...partialSession, amount: '40.00' }, Date.now(), 'evt_partial');
    for (const body of [excess, partial]) expect((await notify(body)).status).toBe(200);
    await consume(tenant, 2);
    expect(await providerPayments(tenant, booking.id)).toEqual([]);

    const list = await invoke<{ data: Array<{ sessionId: string; reason: string }> }>(checkout, 'GET', '/api/payments/reviews', {
      token,
      query: { status: 'open' },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r) => [r.sessionId, r.reason]).sort()).toEqual(
      [
        [sessionId, 'excess'],
        [second.sessionId, 'partial'],
      ].sort(),
    );

    const accepted = await Promise.all([1, 2].map(() => invoke(checkout, 'POST', `/api/payments/reviews/${sessionId}/accept`, { token })));
    expect(accepted.map((a) => a.status).sort()).toEqual([200, 409]);
    const dismissed = await invoke(checkout, 'POST', `/api/payments/reviews/${second.sessionId}/dismiss`, { token });
    expect(dismissed.status).toBe(200);
    expect((await invoke(checkout, 'POST', `/api/payments/reviews/${second.sessionId}/accept`, { token })).status).toBe(409);

    expect(await providerPayments(tenant, booking.id)).toEqual([expect.objectContaining({ amount: '250.00', source: { kind: 'provider', id: sessionId } })]);
    expect((await getPaymentSession(sessionId))?.status).toBe('paid');
    expect((await getPaymentSession(second.sessionId))?.status).toBe('open');
    const after = await getBooking(tenant, booking.id);
    expect((after?.todo ?? []).filter((t) => t.id.startsWith('payment-review')).map((t) => t.open)).toEqual([false, false]);
    expect((await listPaymentReviews(tenant)).map((r) => r.status).sort()).toEqual(['accepted', 'dismissed']);
    // A resend of the parked excess after the decision books nothing more.
    expect((await notify(completedEventBody(sessionId, { ...session, amount: '250.00' }, Date.now(), 'evt_excess_again'))).status).toBe(200);
    await consume(tenant, 1, new Set(['evt_excess', 'evt_partial']));
    expect(await providerPayments(tenant, booking.id)).toHaveLength(1);
  });
});
