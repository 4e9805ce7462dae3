import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as confirmationMail } from '../../../../events/handlers/online-confirmation';
import { handler as paymentReceived } from '../../../../events/handlers/payment-received';
import { handler as sendMailConsumer } from '../../../../events/handlers/send-mail';
import { lambdaContext } from '../../../../infra/local/lambda-context';
import { ZApiError } from '../../../../shared/api/errors';
import { ZRoomType } from '../../../../shared/domain/inventory/room-type';
import { resortItems } from '../../../../test/support/booking-fixtures';
import { create as staffCreate, stay } from '../../../../test/support/booking-lifecycle';
import { invoke } from '../../../../test/support/invoke';
import { bookableStay, bookableTrip, guestCall, holdBy, hostOf, stayHold, tripHold, type Hold } from '../../../../test/support/online-holds';
import { expectConfirmationLinks, type GuestView } from '../../../../test/support/online-links';
import { outboxEvents, outboxMails } from '../../../../test/support/outbox';
import { LOCAL_WEBHOOK_SECRET, providerConfig } from '../../../../test/support/payment-provider';
import { deliver, sqsRecord } from '../../../../test/support/sqs';
import { putWidget } from '../../../../test/support/online-world';
import { adminOf } from '../../../../test/support/tokens';
import { widgetDays } from '../../../data/widget-stats';
import { resetConfig } from '../../../config';
import { roomTypes } from '../../../data/assets';
import { getBooking } from '../../../data/bookings';
import { getPaymentSession } from '../../../data/payment-sessions';
import { handler as notifyHandler } from '../../../finance/notify/lambda';
import { completedEventBody, signedHeaders } from '../../../finance/provider/local-events';
import { handler as formDefs } from '../../../forms/definitions/lambda';
import { handler as prices } from '../../../pricing/prices/lambda';
import { expireOption } from '../../expiry/expiry';

/**
 * Confirmation by the verified webhook only (issue 25 acceptance; docs/decisions/online-holds.md), on DynamoDB Local:
 * the guest pays through the local provider's hosted checkout, the signed webhook records the payment, and the
 * payment-received consumer confirms the hold with ONE confirmation mail (the invoice link, each guest's form link);
 * a replayed or forged webhook changes nothing; a payment after the hold was released places the booking again or
 * is flagged for a refund.
 */

const ses = mockClient(SESv2Client);
beforeEach(() => ses.reset());
beforeAll(() => {
  process.env.PUBLIC_URL = 'http://localhost:3000';
  resetConfig();
});

type Checkout = { url: string; sessionId: string; holdExpiresAt: string };

const post = async (token: string, path: string, body: unknown) => {
  const res = await invoke<{ id: string }>(prices, 'POST', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** A trip and a stay with prices, 30 % deposit terms (the default), the local provider and a guest form for every booking. */
async function world(tenant: string) {
  const host = await hostOf(tenant);
  const token = await adminOf(tenant);
  const { scheduleId, vesselId, cabinIds } = await bookableTrip(tenant, [{ name: 'Twin', beds: 2 }], `${tenant}-sc`);
  await roomTypes.importMany(tenant, [{ id: 'rt-c', data: ZRoomType.parse({ name: 'Twin cabin', key: 'TWIN-C', vessel: vesselId }) }]);
  await post(token, '/api/price', {
    name: 'Trips 2027',
    type: 'trip',
    calculationType: 'unit',
    vessel: vesselId,
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [
      { id: 't1', roomType: 'rt-c', noOfPax: 1, price: 1500 },
      { id: 't2', roomType: 'rt-c', noOfPax: 2, price: 1200.5 },
    ],
    currencies: ['EUR'],
  });
  await post(token, '/api/terms', {
    name: '30 % deposit',
    isDefault: true,
    entries: [
      { reason: 'Deposit', percent: 30, date: { days: 7, from: 'booking' } },
      { reason: 'Rest', useTerms: true, date: { days: 30, from: 'travel' } },
    ],
  });
  await providerConfig(tenant, 'pp-local', 'local');
  const form = await invoke(formDefs, 'POST', '/api/form', {
    token,
    body: {
      name: 'Registration',
      purpose: 'registration',
      attach: 'allBookings',
      sections: [{ id: 'p', fields: [{ id: 'firstName', type: 'QuestionShort', label: { en: 'First name' }, required: true }] }],
    },
  });
  expect(form.status, JSON.stringify(form.body)).toBe(200);
  return { host, token, scheduleId, vesselId, cabin: cabinIds[0]! };
}

const notify = (body: string, headers: Record<string, string>) => invoke(notifyHandler, 'POST', '/api/payments/notify', { rawBody: body, headers });

/** The tenant's queued payments, each delivered to the consumer `times` times (as SQS may). */
async function consume(tenant: string, times = 1): Promise<void> {
  const events = (await outboxEvents('payment.received')).filter((e) => e.detail.tenant === tenant);
  for (const e of events)
    for (let i = 0; i < times; i++) expect(await deliver(paymentReceived, sqsRecord({ detailType: e.detailType, detail: e.detail }))).toBe('ack');
  // The confirmations they caused, to the confirmation-mail consumer as often.
  const confirmed = (await outboxEvents('booking.online-confirmed')).filter((e) => e.detail.tenant === tenant);
  for (const e of confirmed)
    for (let i = 0; i < times; i++) expect(await deliver(confirmationMail, sqsRecord({ detailType: e.detailType, detail: e.detail }))).toBe('ack');
}

/** Pays the session as the local provider's page does: a signed checkout.session.completed to the webhook. */
async function pay(sessionId: string, eventId?: string) {
  const session = (await getPaymentSession(sessionId))!;
  const body = completedEventBody(sessionId, session, Date.now(), eventId);
  const res = await notify(body, signedHeaders(LOCAL_WEBHOOK_SECRET, body));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { body, session };
}

async function checkout(host: string, hold: Hold, purpose: 'deposit' | 'full' = 'deposit') {
  const res = await guestCall<Checkout>(host, 'POST', `/api/book/${hold.id}/checkout`, { token: hold.token, purpose });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const mailsOf = async (tenant: string, purpose: string) => (await outboxMails(purpose)).filter((m) => m.tenant === tenant);

describe('a guest who pays', () => {
  it('comes back from the provider to the page that started the checkout, on the operator’s own site only', async () => {
    const tenant = 'oc-return';
    const w = await world(tenant);
    const made = await holdBy(w.host, tripHold(w.scheduleId, w.cabin, 1));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const page = `/book/online-v2?lang=de&step=pay&hold=${made.body.id}&token=${made.body.token}&session_id=cs_old_0123456789&paid=aborted`;
    const started = await guestCall<Checkout>(w.host, 'POST', `/api/book/${made.body.id}/checkout`, { token: made.body.token, returnTo: page });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const session = (await getPaymentSession(started.body.sessionId))!;
    const back = new URL(session.successUrl.replace(/\{CHECKOUT_SESSION_ID\}/, 'cs_new'));
    expect(back.pathname).toBe('/book/online-v2');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ lang: 'de', step: 'pay', hold: made.body.id, booking: made.body.id, checkout: 'success' });
    // What a former return left is not carried: one session id, the new one.
    expect(back.searchParams.getAll('session_id')).toEqual(['cs_new']);
    expect(back.searchParams.get('paid')).toBeNull();
    for (const elsewhere of ['https://evil.example/book/online', '//evil.example/book/online', '/admin', '/book/online/../../x'])
      expect((await guestCall(w.host, 'POST', `/api/book/${made.body.id}/checkout`, { token: made.body.token, returnTo: elsewhere })).status, elsewhere).toBe(
        400,
      );
  });

  it('counts a booking made through a widget once on that widget, with its total, however often the confirmation runs', async () => {
    const tenant = 'oc-widget';
    const w = await world(tenant);
    const slug = `oc-widget-${Date.now().toString(36)}`;
    await putWidget(tenant, 'wg-oc', slug, { kind: 'vessel', vessel: w.vesselId });
    const made = await holdBy(w.host, tripHold(w.scheduleId, w.cabin, 2, { widget: slug }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const started = await checkout(w.host, made.body);
    await pay(started.sessionId, `evt_oc_widget_${slug}`);
    await consume(tenant, 2);
    const day = new Date().toISOString().slice(0, 10);
    const figures = await widgetDays(tenant, day, day, 'wg-oc');
    expect(figures).toHaveLength(1);
    expect(figures[0]).toMatchObject({ booking: 1, revenueMinor: Math.round(made.body.price.total * 100) });
    // The widget's page asks for its return naming its widget, as on every GET it makes (the query `widget`).
    const back = await guestCall<{ confirmed: boolean }>(w.host, 'GET', '/api/book/payment/success', undefined, {
      widget: slug,
      session: started.sessionId,
      token: made.body.token,
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.confirmed).toBe(true);
  });

  it('gets exactly one confirmed booking and one confirmation mail with the invoice and every guest’s form link', async () => {
    const tenant = 'oc-pay';
    const w = await world(tenant);
    const made = await holdBy(w.host, tripHold(w.scheduleId, w.cabin, 2));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const stored = (await getBooking(tenant, made.body.id))!;
    // The price the hold shows is the booking's total, to the cent; the deposit is 30 %.
    const total = stored.calculation!.reduce((s, l) => s + Math.round(Number(l.total) * 100), 0);
    expect(Math.round(made.body.price.total * 100)).toBe(total);
    expect(Math.round(made.body.price.payNow * 100)).toBe(Math.round(total * 0.3));

    const started = await checkout(w.host, made.body);
    expect(started.url).toContain(`/provider/checkout/${started.sessionId}`);
    const session = (await getPaymentSession(started.sessionId))!;
    expect(session).toMatchObject({ bookingId: made.body.id, purpose: 'deposit', currency: 'EUR' });
    expect(Math.round(Number(session.amount) * 100)).toBe(Math.round(total * 0.3));
    expect(session.successUrl).toContain(`booking=${made.body.id}&checkout=success&session_id=`);
    // Before the webhook the guest's return says: not confirmed yet.
    const early = await guestCall<{ confirmed: boolean; booking: { status: string } }>(w.host, 'GET', '/api/book/payment/success', undefined, {
      session: started.sessionId,
      token: made.body.token,
    });
    expect(early.status, JSON.stringify(early.body)).toBe(200);
    expect(early.body).toMatchObject({ confirmed: false, booking: { status: 'held' } });
    expect(Object.keys(early.body.booking)).not.toContain('invoiceUrl'); // no links before it is confirmed

    const { body } = await pay(started.sessionId, 'evt_oc_pay_1');
    await consume(tenant, 3);
    const confirmed = (await getBooking(tenant, made.body.id))!;
    expect(confirmed).toMatchObject({ state: 'confirmed', lastAction: 'onlineConfirmed', updatedBy: 'system' });
    expect(confirmed.received).toHaveLength(1);
    expect(confirmed.online?.confirmedAt).toBeDefined();
    expect(confirmed.todo?.filter((t) => t.id === 'online-booking' && t.open)).toHaveLength(1);
    expect((await outboxEvents('booking.online-confirmed')).filter((e) => e.detail.tenant === tenant)).toHaveLength(1);

    const mails = await mailsOf(tenant, 'online-confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['guest@example.org']);
    expect(mails[0]!.subject).toContain(`${confirmed.bookingNo} is confirmed`);
    expect(mails[0]!.text).toMatch(/\/invoice\/[^?\s]+\?t=/);
    // The lead's link (multi-guest page) and each guest's own.
    expect(mails[0]!.text).toMatch(/\/guestform-m\/bk-[^/\s]+\/[A-Za-z0-9_-]{43}/);
    expect((mails[0]!.text.match(/\/guestform\/bk-[^/\s]+\/[A-Za-z0-9_-]{43}/g) ?? []).length).toBe(2);

    // The mail goes out through SES once, however often its request is delivered.
    const requests = (await outboxEvents('mail.requested')).filter((e) => e.detail.tenant === tenant && e.detail.purpose === 'online-confirmation');
    for (let i = 0; i < 2; i++) {
      const res = await sendMailConsumer(
        { Records: requests.map((e) => sqsRecord({ detailType: e.detailType, detail: e.detail })) },
        lambdaContext('send-mail'),
      );
      expect(res.batchItemFailures).toEqual([]);
    }
    const sent = ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.Destination?.ToAddresses).toEqual(['guest@example.org']);

    // A replayed webhook (the same event, and the same payment under a new event id) changes nothing.
    expect((await notify(body, signedHeaders(LOCAL_WEBHOOK_SECRET, body))).status).toBe(200);
    await pay(started.sessionId, 'evt_oc_pay_2');
    await consume(tenant, 2);
    const after = (await getBooking(tenant, made.body.id))!;
    expect(after.version).toBe(confirmed.version);
    expect(await mailsOf(tenant, 'online-confirmation')).toHaveLength(1);

    const back = await guestCall<{ confirmed: boolean; booking: GuestView }>(w.host, 'GET', '/api/book/payment/success', undefined, {
      session: started.sessionId,
      token: made.body.token,
    });
    expect(back.body).toMatchObject({ confirmed: true, booking: { status: 'confirmed' } });

    // The confirmation page shows the mail's links to the token's holder only (else the 404 of no booking).
    await expectConfirmationLinks(w.host, tenant, back.body.booking, mails[0]!.text, String(confirmed.bookingNo), made.body.token);
  });

  it('a forged webhook (wrong signature, or signed for another secret) changes nothing', async () => {
    const tenant = 'oc-forged';
    const w = await world(tenant);
    const made = await holdBy(w.host, tripHold(w.scheduleId, w.cabin));
    const started = await checkout(w.host, made.body);
    const session = (await getPaymentSession(started.sessionId))!;
    const body = completedEventBody(started.sessionId, session, Date.now(), 'evt_forged');
    const forged = await notify(body, signedHeaders('whsec_not_the_secret', body));
    expect(forged.status).toBe(400);
    expect(ZApiError.parse(forged.body).message).toBe('WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await notify(body, { 'content-type': 'application/json' });
    expect(unsigned.status).toBe(400);
    await consume(tenant, 1);
    expect((await outboxEvents('payment.received')).filter((e) => e.detail.tenant === tenant)).toEqual([]);
    expect(await getBooking(tenant, made.body.id)).toMatchObject({ state: 'draft', version: 2 });
    expect(await mailsOf(tenant, 'online-confirmation')).toEqual([]);
  });

  it('a guest who comes back through payment/aborted keeps the hold until it ends and may check out again', async () => {
    const tenant = 'oc-aborted';
    const w = await world(tenant);
    const made = await holdBy(w.host, tripHold(w.scheduleId, w.cabin));
    const first = await checkout(w.host, made.body, 'full');
    const aborted = await guestCall<{ canRetry: boolean; holdExpiresAt: string; booking: { status: string } }>(w.host, 'POST', '/api/book/payment/aborted', {
      session: first.sessionId,
      token: made.body.token,
    });
    expect(aborted.status, JSON.stringify(aborted.body)).toBe(200);
    expect(aborted.body).toMatchObject({ canRetry: true, holdExpiresAt: made.body.holdExpiresAt, booking: { status: 'held' } });
    expect((await getBooking(tenant, made.body.id))?.online?.abortedAt).toBeDefined();
    // A wrong token learns nothing.
    const foreign = await guestCall(w.host, 'POST', '/api/book/payment/aborted', { session: first.sessionId, token: 'B'.repeat(43) });
    expect(foreign.status).toBe(404);
    const second = await checkout(w.host, made.body, 'full');
    expect(second.sessionId).not.toBe(first.sessionId);
    const b = (await getBooking(tenant, made.body.id))!;
    expect(b.online).toMatchObject({ sessionId: second.sessionId });
    expect(b.online?.abortedAt).toBeUndefined();
    expect((await getPaymentSession(second.sessionId))?.purpose).toBe('open');
    await pay(second.sessionId);
    await consume(tenant);
    expect((await getBooking(tenant, made.body.id))?.state).toBe('confirmed');
  });
});

describe('a payment after the hold was released', () => {
  it('places the booking again when its room is still free, and confirms it', async () => {
    const tenant = 'oc-late-free';
    const host = await hostOf(tenant);
    await providerConfig(tenant, 'pp-local', 'local');
    const { resortId } = await bookableStay(tenant, 1, 'oc-lf');
    await priceStay(tenant, resortId);
    const made = await holdBy(host, stayHold(resortId, 'rt-1', '2027-09-01', '2027-09-03'));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const started = await checkout(host, made.body, 'full');
    const b = (await getBooking(tenant, made.body.id))!;
    expect(await expireOption(tenant, b.id, b.optionDate!, new Date(Date.parse(b.online!.until) + 1000))).toBe('expired');
    expect(await resortItems(tenant, resortId)).toEqual([]);
    await pay(started.sessionId);
    await consume(tenant, 2);
    const placed = (await getBooking(tenant, made.body.id))!;
    expect(placed).toMatchObject({ state: 'confirmed', online: { late: 'placed' } });
    expect((await resortItems(tenant, resortId)).length).toBe(2);
    expect(await mailsOf(tenant, 'online-confirmation')).toHaveLength(1);
  });

  it('flags the payment for a refund review when the room was taken meanwhile; the booking stays released', async () => {
    const tenant = 'oc-late-taken';
    const host = await hostOf(tenant);
    const token = await adminOf(tenant);
    await providerConfig(tenant, 'pp-local', 'local');
    const { resortId, roomIds } = await bookableStay(tenant, 1, 'oc-lt');
    await priceStay(tenant, resortId);
    const made = await holdBy(host, stayHold(resortId, 'rt-1', '2027-09-01', '2027-09-03'));
    const started = await checkout(host, made.body, 'full');
    const b = (await getBooking(tenant, made.body.id))!;
    expect(await expireOption(tenant, b.id, b.optionDate!, new Date(Date.parse(b.online!.until) + 1000))).toBe('expired');
    const other = await staffCreate(token, stay(resortId, [roomIds[0]!], '2027-09-01', 2));
    expect(other.status).toBe(201);
    await pay(started.sessionId);
    await consume(tenant, 2);
    const flagged = (await getBooking(tenant, made.body.id))!;
    expect(flagged).toMatchObject({ state: 'freed', online: { late: 'refund-review' } });
    expect(flagged.received).toHaveLength(1);
    expect(flagged.todo?.find((t) => t.id === 'online-refund-review')).toMatchObject({ open: true, group: 'payment' });
    expect((await getBooking(tenant, other.body.id))?.state).toBe('confirmed');
    expect(await mailsOf(tenant, 'online-confirmation')).toEqual([]);
  });
});

/** A nightly price for the resort's room type rt-1 (one guest). */
async function priceStay(tenant: string, resort: string) {
  const token = await adminOf(tenant);
  await post(token, '/api/price', {
    name: 'Season 2027',
    resort,
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    entries: [{ id: 's1', roomType: 'rt-1', noOfPax: 1, price: 80 }],
    currencies: ['EUR'],
  });
}
