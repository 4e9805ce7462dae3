import { beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../../shared/auth/principal';
import { invoke } from '../../../test/support/invoke';
import { providerConfig } from '../../../test/support/payment-provider';
import { putBooking } from '../../../test/support/price-fixture';
import { adminOf, userWith } from '../../../test/support/tokens';
import { recordPayment } from '../../booking/bookings/payments/record';
import { getPaymentSession } from '../../data/payment-sessions';
import { handler } from './lambda';

const line = (total: string) => ({
  sort: 1,
  type: 'room',
  customerType: 'adult',
  text: 'Room',
  amount: 1,
  price: total,
  total,
  editable: true,
  deletable: true,
  unique: false,
});
const system = (tenant: string): Principal => ({ tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] });
const start = (token: string | undefined, body: unknown) =>
  invoke<{ url: string; sessionId: string }>(handler, 'POST', '/api/payments/checkout', { ...(token ? { token } : {}), body });

async function world(tenant: string) {
  await providerConfig(tenant, 'pp-local', 'local');
  await putBooking(tenant, {
    id: 'bk-1',
    bookingNo: 4711,
    language: 'en',
    currency: 'EUR',
    calculation: [line('1000.00')],
    payments: [
      { text: 'Deposit', amount: '300.00', due: '2027-01-10', type: 'deposit' },
      { text: 'Rest', amount: '700.00', due: '2027-06-01', type: 'rest' },
    ],
  });
  return adminOf(tenant);
}

describe('POST /api/payments/checkout and GET /api/payments/session/{id}', () => {
  beforeAll(() => {
    process.env.PUBLIC_URL = 'http://localhost:3000';
  });

  it("starts the deposit, rest or open amount from the booking's milestones, on the stand-in's page", async () => {
    const tenant = 'prov-co-amounts';
    const token = await world(tenant);
    const deposit = await start(token, { bookingId: 'bk-1', purpose: 'deposit' });
    expect(deposit.status).toBe(200);
    expect(deposit.body.url).toBe(`http://localhost:3000/provider/checkout/${deposit.body.sessionId}`);
    expect(await getPaymentSession(deposit.body.sessionId)).toMatchObject({
      tenant,
      bookingId: 'bk-1',
      amount: '300.00',
      purpose: 'deposit',
      description: 'Deposit booking 4711',
      successUrl: 'http://localhost:3000/payment/success?session_id={CHECKOUT_SESSION_ID}',
    });
    await recordPayment(system(tenant), 'bk-1', { amount: '100', method: 'cash' });
    const amountOf = async (purpose: string) => (await getPaymentSession((await start(token, { bookingId: 'bk-1', purpose })).body.sessionId))?.amount;
    expect(await amountOf('deposit')).toBe('200.00');
    expect(await amountOf('rest')).toBe('700.00');
    expect(await amountOf('open')).toBe('900.00');

    // The guest's page reads the session without signing in; nothing else of it is answered.
    const view = await invoke(handler, 'GET', `/api/payments/session/${deposit.body.sessionId}`);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      sessionId: deposit.body.sessionId,
      status: 'open',
      amount: '300.00',
      currency: 'EUR',
      description: 'Deposit booking 4711',
      purpose: 'deposit',
    });
    expect((await invoke(handler, 'GET', '/api/payments/session/cs_local_00000000000000000000000000000000')).status).toBe(404);
    await putBooking(tenant, {
      id: 'bk-de',
      bookingNo: 4712,
      currency: 'EUR',
      calculation: [line('10.00')],
      payments: [{ text: 'A', amount: '10.00', due: '2027-01-10', type: 'deposit' }],
    });
    const german = await start(token, { bookingId: 'bk-de', purpose: 'deposit' });
    expect((await getPaymentSession(german.body.sessionId))?.description).toBe('Anzahlung Buchung 4712');
    expect((await invoke(handler, 'GET', '/api/payments/session/not-a-session')).status).toBe(400);
  });

  it('refuses bad input, nothing to pay, no provider, and callers without bookings.update', async () => {
    const tenant = 'prov-co-refusals';
    const token = await world(tenant);
    const bad = await start(token, { bookingId: 'bk-1', purpose: 'everything' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ name: 'ValidationError', statusCode: 400, path: '/api/payments/checkout', method: 'POST' });
    expect((await start(token, { bookingId: 'bk-1', purpose: 'deposit', amount: '1' })).status).toBe(400);
    expect((await start(token, { bookingId: 'bk-404', purpose: 'deposit' })).status).toBe(404);
    expect((await start(undefined, { bookingId: 'bk-1', purpose: 'deposit' })).status).toBe(401);
    expect((await start(await userWith(tenant, ['bookings.read']), { bookingId: 'bk-1', purpose: 'deposit' })).status).toBe(403);
    expect((await start(await userWith(tenant, ['bookings.read', 'bookings.update']), { bookingId: 'bk-1', purpose: 'deposit' })).status).toBe(200);

    await recordPayment(system(tenant), 'bk-1', { amount: '300', method: 'cash' });
    const none = await start(token, { bookingId: 'bk-1', purpose: 'deposit' });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ message: 'NOTHING_TO_PAY' });

    const other = 'prov-co-noprovider';
    const token2 = await adminOf(other);
    await putBooking(other, {
      id: 'bk-1',
      currency: 'EUR',
      calculation: [line('50.00')],
      payments: [{ text: 'All', amount: '50.00', due: '2027-01-01', type: 'deposit' }],
    });
    const missing = await start(token2, { bookingId: 'bk-1', purpose: 'open' });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ message: 'PAYMENT_PROVIDER_MISSING' });
  });
});
