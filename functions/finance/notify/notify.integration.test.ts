import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as paymentReceived } from '../../../events/handlers/payment-received';
import { resortWithRooms } from '../../../test/support/booking-fixtures';
import { create, stay } from '../../../test/support/booking-lifecycle';
import { invoke } from '../../../test/support/invoke';
import { outboxEvents, outboxMails } from '../../../test/support/outbox';
import { LOCAL_WEBHOOK_SECRET, providerConfig } from '../../../test/support/payment-provider';
import { deliver, sqsRecord } from '../../../test/support/sqs';
import { adminOf } from '../../../test/support/tokens';
import { removePayment } from '../../booking/bookings/payments/record';
import { getBooking } from '../../data/bookings';
import { db, tableName } from '../../data/client';
import { providerEventKey } from '../../data/entities/payment-provider';
import { getPaymentSession } from '../../data/payment-sessions';
import { startCheckout } from '../provider/checkout';
import { completedEventBody, signedHeaders } from '../provider/local-events';
import { signatureHeader } from '../provider/signature';
import { handler } from './lambda';

async function bookingWithCheckout(tenant: string, day: string) {
  const token = await adminOf(tenant);
  const { resortId, roomIds } = await resortWithRooms(tenant, 1);
  const made = await create(token, stay(resortId, [roomIds[0] as string], day, 2));
  expect(made.status).toBe(201);
  await providerConfig(tenant, 'pp-local', 'local');
  const { sessionId } = await startCheckout(tenant, {
    bookingId: made.body.id,
    amount: '150',
    currency: 'EUR',
    description: `Deposit booking ${made.body.bookingNo}`,
    successUrl: 'http://localhost:3000/payment/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/payment/aborted',
    purpose: 'deposit',
    customerEmail: 'guest@example.org',
  });
  const session = (await getPaymentSession(sessionId))!;
  return { booking: made.body, sessionId, session };
}

const notify = (body: string, headers: Record<string, string>) => invoke(handler, 'POST', '/api/payments/notify', { rawBody: body, headers });
const storedEvent = async (tenant: string, id: string) => (await db().send(new GetCommand({ TableName: tableName(), Key: providerEventKey(tenant, id) }))).Item;
const tenantEvents = async (tenant: string, detailType: string) => (await outboxEvents(detailType)).filter((e) => e.detail.tenant === tenant);

/** Runs the consumer for each queued PaymentReceived of the tenant, each `times` times concurrently. */
async function consume(tenant: string, times: number): Promise<void> {
  const events = await tenantEvents(tenant, 'payment.received');
  const outcomes = await Promise.all(
    events.flatMap((e) => Array.from({ length: times }, () => deliver(paymentReceived, sqsRecord({ detailType: e.detailType, detail: e.detail })))),
  );
  // A delivery meeting another in progress is retried by SQS; retry those until all acknowledge.
  if (outcomes.includes('retry')) await consume(tenant, 1);
}

describe('POST /api/payments/notify (acceptance: exactly once)', () => {
  it('applies one valid event once under 20 concurrent duplicate deliveries and 3 shuffled replays, with one receipt', async () => {
    const tenant = 'prov-notify-once';
    const { booking, sessionId, session } = await bookingWithCheckout(tenant, '2027-09-01');
    const body = completedEventBody(sessionId, session, Date.now(), 'evt_once_A');
    const headers = signedHeaders(LOCAL_WEBHOOK_SECRET, body);

    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(body, headers)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => !(a.body as { duplicate?: boolean }).duplicate)).toHaveLength(1);
    expect(await storedEvent(tenant, 'evt_once_A')).toMatchObject({ type: 'checkout.session.completed', raw: body, sessionId });
    expect(await tenantEvents(tenant, 'payment.received')).toHaveLength(1);
    await consume(tenant, 20);

    // Replays in shuffled order: the same event re-signed later, the same payment under another event id (a
    // provider's resend), and the first again; each delivery is followed by the consumer.
    const again = completedEventBody(sessionId, session, Date.now(), 'evt_once_B');
    const replays = [
      [again, signedHeaders(LOCAL_WEBHOOK_SECRET, again)],
      [body, signedHeaders(LOCAL_WEBHOOK_SECRET, body)],
      [body, headers],
    ] as const;
    for (const [b, h] of [replays[1], replays[0], replays[2]]) {
      expect((await notify(b, h)).status).toBe(200);
      await consume(tenant, 2);
    }

    const after = await getBooking(tenant, booking.id);
    const provider = (after?.received ?? []).filter((p) => p.source.kind === 'provider');
    expect(provider).toEqual([
      expect.objectContaining({ amount: '150.00', paidCurrency: 'EUR', method: 'provider', source: { kind: 'provider', id: sessionId }, milestone: 'deposit' }),
    ]);
    expect(after?.version).toBe(booking.version + 1);
    expect((await getPaymentSession(sessionId))?.status).toBe('paid');
    const receipts = (await outboxMails('payment-receipt')).filter((m) => m.tenant === tenant);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ to: ['guest@example.org'], subject: `Zahlungsbestätigung Buchung ${booking.bookingNo}` });
  });

  it('refuses a wrong secret, a missing or stale signature and a tampered body with 400, storing and applying nothing', async () => {
    const tenant = 'prov-notify-bad';
    const { booking, sessionId, session } = await bookingWithCheckout(tenant, '2027-09-10');
    const body = completedEventBody(sessionId, session, Date.now(), 'evt_bad_1');
    const now = Math.floor(Date.now() / 1000);
    const attempts: Array<[string, Record<string, string>]> = [
      [body, signedHeaders('whsec_wrong', body)],
      [body, { 'content-type': 'application/json' }],
      [body, { 'content-type': 'application/json', 'stripe-signature': signatureHeader(LOCAL_WEBHOOK_SECRET, body, now - 600) }],
      [body.replace('"amount_total":15000', '"amount_total":1'), signedHeaders(LOCAL_WEBHOOK_SECRET, body)],
      [body.replace(`"tenant":"${tenant}"`, '"tenant":"prov-notify-once"'), signedHeaders(LOCAL_WEBHOOK_SECRET, body)],
    ];
    expect(attempts[3]?.[0]).not.toBe(body);
    for (const [b, h] of attempts) {
      const res = await notify(b, h);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        name: 'ValidationError',
        message: 'WEBHOOK_SIGNATURE_INVALID',
        statusCode: 400,
        path: '/api/payments/notify',
        method: 'POST',
      });
      expect(Object.keys(res.body as object)).toEqual(expect.arrayContaining(['description', 'timestamp']));
    }
    expect(await storedEvent(tenant, 'evt_bad_1')).toBeUndefined();
    expect(await tenantEvents(tenant, 'payment.received')).toEqual([]);
    expect((await getBooking(tenant, booking.id))?.received ?? []).toEqual([]);
    expect((await getPaymentSession(sessionId))?.status).toBe('open');
    // Not JSON of an event at all: the contract's 400.
    expect((await notify('{"hello":1}', signedHeaders(LOCAL_WEBHOOK_SECRET, '{"hello":1}'))).status).toBe(400);
  });
  it("does not put a paid session's payment back once it was taken off the booking, and acknowledges the resend", async () => {
    const tenant = 'prov-notify-removed';
    const { booking, sessionId, session } = await bookingWithCheckout(tenant, '2027-09-10');
    const body = completedEventBody(sessionId, session, Date.now(), 'evt_removed_A');
    expect((await notify(body, signedHeaders(LOCAL_WEBHOOK_SECRET, body))).status).toBe(200);
    await consume(tenant, 1);
    const paid = (await getBooking(tenant, booking.id))!.received!.find((p) => p.source.kind === 'provider')!;
    await removePayment({ tenant, userId: 'u-test', userType: 'admin', scopes: ['admin'] }, booking.id, paid.id);
    const before = await getBooking(tenant, booking.id);

    // The provider resends the payment under a new event id: stored, queued, and the consumer acknowledges it
    // without applying anything (no retries into the dead-letter queue, no second receipt).
    const resend = completedEventBody(sessionId, session, Date.now(), 'evt_removed_B');
    expect((await notify(resend, signedHeaders(LOCAL_WEBHOOK_SECRET, resend))).status).toBe(200);
    const queued = await tenantEvents(tenant, 'payment.received');
    expect(queued.length).toBe(2);
    for (const e of queued) expect(await deliver(paymentReceived, sqsRecord({ detailType: e.detailType, detail: e.detail }))).toBe('ack');
    const after = await getBooking(tenant, booking.id);
    expect(after?.received ?? []).toEqual([]);
    expect(after?.version).toBe(before?.version);
    expect((await tenantEvents(tenant, 'mail.requested')).filter((e) => e.detail.purpose === 'payment-receipt')).toHaveLength(1);
  });
});
