import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../shared/auth/principal';
import { addDays, dateIn } from '../../../shared/calendar-date';
import { invoke } from '../../../test/support/invoke';
import { payableBooking } from '../../../test/support/payment-fixture';
import { priceWorld } from '../../../test/support/price-fixture';
import { tokenFor, userWith } from '../../../test/support/tokens';
import { recordPayment } from '../../booking/bookings/payments/record';
import { getBooking } from '../../data/bookings';
import type { BookingItem } from '../../data/entities/booking';
import { queryPayments } from '../../data/payments';
import { handler } from './lambda';

/**
 * Payments on bookings (docs/decisions.md, "Payments on bookings"): every call of the Lambda on DynamoDB Local,
 * refusals in the spec's error shape with nothing changed, and who may do what.
 */

type Failure = { name: string; message: string; statusCode: number; description: string; timestamp: string; path: string; method: string };
type Row = {
  id: string;
  summary: { status: string; total: string; paid: string; open: string };
  milestones: Array<{ type: string; paid: string; open: string }>;
};
const system = (tenant: string): Principal => ({ tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] });
// Today as the server counts it: in the tenant's zone (none set here, so Europe/Berlin), not UTC's, which names
// yesterday from midnight in Berlin until 01:00.
const today = dateIn('Europe/Berlin');
const call = <T = BookingItem>(token: string, method: string, path: string, opts: { body?: unknown; query?: Record<string, string> } = {}) =>
  invoke<T>(handler, method, path, { token, ...opts });

async function expectRefused(tenant: string, res: { status: number; body: unknown }, status: number, id: string, before: BookingItem | null, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = res.body as Failure;
  expect(Object.keys(body)).toEqual(expect.arrayContaining(['name', 'message', 'statusCode', 'description', 'timestamp', 'path', 'method']));
  if (message) expect(body.message).toBe(message);
  const after = await getBooking(tenant, id);
  expect(after?.version).toBe(before?.version);
  expect(after?.received).toEqual(before?.received);
}

async function world(tenant: string) {
  const { token } = await priceWorld(tenant);
  // b1: 1000 EUR, deposit 300 overdue, rest in the future; b2: agency ag1, deposit due today; b3: all paid later.
  await payableBooking(tenant, 'b1', { bookingNo: 1, total: '1000.00', deposit: '300.00', depositDue: addDays(today, -10), restDue: addDays(today, 30) });
  await payableBooking(tenant, 'b2', { bookingNo: 2, total: '500.00', deposit: '100.00', depositDue: today, restDue: addDays(today, 60), agency: 'ag1' });
  await payableBooking(tenant, 'b3', {
    bookingNo: 3,
    total: '200.00',
    deposit: '50.00',
    depositDue: addDays(today, 5),
    restDue: addDays(today, 20),
    resort: 'r2',
  });
  return { token };
}

describe('POST /api/bookings/{id}/payment, DELETE payment/{id}, markPaid', () => {
  it('records a manual payment in the booking currency and in USD at the stored rate, and removes a manual one', async () => {
    const tenant = 'bpay-money';
    const { token } = await world(tenant);
    const eur = await call(token, 'POST', '/api/bookings/b1/payment', { body: { amount: '300', method: 'cash', reference: 'R-1', milestone: 'deposit' } });
    expect(eur.status, JSON.stringify(eur.body)).toBe(200);
    expect(eur.body.received).toEqual([
      expect.objectContaining({
        amount: '300.00',
        paidCurrency: 'EUR',
        rate: '1',
        method: 'cash',
        reference: 'R-1',
        source: { kind: 'manual', id: expect.any(String) },
      }),
    ]);
    const usd = await call(token, 'POST', '/api/bookings/b1/payment', { body: { amount: '108.25', currency: 'USD', method: 'card', date: today } });
    expect(usd.status, JSON.stringify(usd.body)).toBe(200);
    // 108.25 USD at 1 / 1.0825 = 100.00 EUR; the rate is kept on the payment.
    expect(usd.body.received?.[1]).toMatchObject({ amount: '100.00', paidAmount: '108.25', paidCurrency: 'USD', rate: '0.92378753' });
    const status = await call<{ data: Row[] }>(token, 'GET', '/api/bookings/paymentStatus', { query: { id: 'b1' } });
    expect(status.body.data[0]?.summary).toMatchObject({ total: '1000.00', paid: '400.00', open: '600.00', status: 'part-paid' });
    expect(status.body.data[0]?.milestones).toEqual([
      expect.objectContaining({ type: 'deposit', paid: '300.00', open: '0.00' }),
      expect.objectContaining({ type: 'rest', paid: '100.00', open: '600.00' }),
    ]);
    const removed = await call(token, 'DELETE', `/api/bookings/b1/payment/${usd.body.received?.[1]?.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.received?.map((p) => p.amount)).toEqual(['300.00']);
    // The ledger keeps the removed 100.00 marked reversed and its reversal (issue 29: as DELETE payment/{id}): 300.00 in all.
    expect((await queryPayments(tenant, { size: 10 })).items.map((p) => p.amount).sort()).toEqual(['-100.00', '100.00', '300.00']);
  });

  it('refuses bad input, unknown bookings and payments, non-manual removals and callers without bookings.update; nothing changes', async () => {
    const tenant = 'bpay-refuse';
    const { token } = await world(tenant);
    const { payment: bank } = await recordPayment(system(tenant), 'b1', { amount: '50', method: 'bank', source: { kind: 'bankentry', id: 'be-1' } });
    const before = await getBooking(tenant, 'b1');
    const path = '/api/bookings/b1/payment';
    await expectRefused(tenant, await call(token, 'POST', path, { body: { amount: 'ten' } }), 400, 'b1', before);
    await expectRefused(tenant, await call(token, 'POST', path, { body: { amount: '10', currency: 'XXX' } }), 400, 'b1', before);
    await expectRefused(tenant, await call(token, 'POST', path, { body: { amount: '10.001' } }), 400, 'b1', before);
    await expectRefused(tenant, await call(token, 'POST', path, { body: { amount: '0' } }), 400, 'b1', before);
    await expectRefused(tenant, await call(token, 'POST', path, { body: { amount: '10', method: 'cheque' } }), 400, 'b1', before);
    await expectRefused(tenant, await call(token, 'POST', path, { body: { amount: '10', date: '2027-02-30' } }), 400, 'b1', before);
    await expectRefused(tenant, await call(token, 'POST', path, { body: { amount: '10', extra: 1 } }), 400, 'b1', before);
    expect((await call(token, 'POST', '/api/bookings/nope/payment', { body: { amount: '10' } })).status).toBe(404);
    const reader = await userWith(tenant, ['bookings.read']);
    await expectRefused(tenant, await call(reader, 'POST', path, { body: { amount: '10' } }), 403, 'b1', before);
    const agent = await tokenFor({ userId: 'agent-1', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: 'ag1' });
    await expectRefused(tenant, await call(agent, 'POST', path, { body: { amount: '10' } }), 403, 'b1', before);
    await expectRefused(tenant, await call(token, 'DELETE', `/api/bookings/b1/payment/${bank.id}`), 409, 'b1', before, 'PAYMENT_NOT_MANUAL');
    await expectRefused(
      tenant,
      await call(token, 'POST', '/api/payments/remove', { body: { booking: 'b1', payment: bank.id } }),
      409,
      'b1',
      before,
      'PAYMENT_NOT_MANUAL',
    );
    await expectRefused(tenant, await call(token, 'DELETE', '/api/bookings/b1/payment/p-unknown'), 404, 'b1', before);
    await expectRefused(tenant, await call(reader, 'DELETE', `/api/bookings/b1/payment/${bank.id}`), 403, 'b1', before);
    await expectRefused(
      tenant,
      await call(token, 'POST', '/api/payments/ref', { body: { booking: 'b1', payment: 'p-unknown', reference: 'x' } }),
      404,
      'b1',
      before,
    );
    await expectRefused(tenant, await call(token, 'POST', '/api/payments/ref', { body: { booking: 'b1', payment: bank.id } }), 400, 'b1', before);
    await expectRefused(
      tenant,
      await call(reader, 'POST', '/api/payments/ref', { body: { booking: 'b1', payment: bank.id, reference: 'x' } }),
      403,
      'b1',
      before,
    );
  });

  it('markPaid records the open amount once; nothing open answers 409 NOTHING_OPEN', async () => {
    const tenant = 'bpay-markpaid';
    const { token } = await world(tenant);
    await call(token, 'POST', '/api/bookings/b3/payment', { body: { amount: '50', method: 'cash' } });
    const paid = await call(token, 'POST', '/api/bookings/b3/markPaid', { body: { method: 'bank', reference: 'transfer' } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.received?.map((p) => p.amount)).toEqual(['50.00', '150.00']);
    const status = await call<{ data: Row[] }>(token, 'GET', '/api/bookings/paymentStatus', { query: { ids: 'b3,b1' } });
    expect(status.body.data.map((r) => [r.id, r.summary.status])).toEqual([
      ['b3', 'paid'],
      ['b1', 'overdue'],
    ]);
    const before = await getBooking(tenant, 'b3');
    await expectRefused(tenant, await call(token, 'POST', '/api/bookings/b3/markPaid', { body: {} }), 409, 'b3', before, 'NOTHING_OPEN');
  });

  it('sets and clears a payment reference through a payment change (the ledger follows)', async () => {
    const tenant = 'bpay-ref';
    const { token } = await world(tenant);
    const made = await call(token, 'POST', '/api/bookings/b2/payment', { body: { amount: '20', method: 'cash' } });
    const id = made.body.received?.[0]?.id as string;
    const set = await call(token, 'POST', '/api/payments/ref', { body: { booking: 'b2', payment: id, reference: 'INV-7' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ version: made.body.version + 1, lastAction: 'paymentReference' });
    expect((await queryPayments(tenant, { size: 5 })).items[0]).toMatchObject({ id, reference: 'INV-7' });
    const cleared = await call(token, 'POST', '/api/payments/ref', { body: { booking: 'b2', payment: id, reference: '' } });
    expect(cleared.body.received?.[0]?.reference).toBeUndefined();
    expect((await queryPayments(tenant, { size: 5 })).items[0]?.reference).toBeUndefined();
    const removed = await call(token, 'POST', '/api/payments/remove', { body: { booking: 'b2', payment: id } });
    expect(removed.body.received).toEqual([]);
  });
});

describe('reads: paymentStatus, allBookingsWithOpenPayments, agency payments, history', () => {
  it('lists open bookings by status, due day, asset and agency, paged; agency users see their own', async () => {
    const tenant = 'bpay-open';
    const { token } = await world(tenant);
    await call(token, 'POST', '/api/bookings/b3/markPaid', { body: {} });
    const list = (query: Record<string, string> = {}, t = token) =>
      call<{ data: Row[]; more: boolean }>(t, 'GET', '/api/bookings/allBookingsWithOpenPayments', { query }).then((r) => {
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        return { ids: r.body.data.map((x) => x.id).sort(), more: r.body.more, statuses: r.body.data.map((x) => x.summary.status).sort() };
      });
    expect(await list()).toEqual({ ids: ['b1', 'b2'], more: false, statuses: ['due', 'overdue'] });
    expect((await list({ status: 'overdue' })).ids).toEqual(['b1']);
    expect((await list({ dueUntil: addDays(today, -1) })).ids).toEqual(['b1']);
    expect((await list({ agency: 'ag1' })).ids).toEqual(['b2']);
    expect((await list({ asset: 'r2' })).ids).toEqual([]);
    const first = await list({ size: '1', page: '1' });
    const second = await list({ size: '1', page: '2' });
    expect([first.more, second.more, [...first.ids, ...second.ids].sort()]).toEqual([true, false, ['b1', 'b2']]);
    const agent = await tokenFor({ userId: 'agent-1', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: 'ag1' });
    expect((await list({}, agent)).ids).toEqual(['b2']);
    const bad = await call(token, 'GET', '/api/bookings/allBookingsWithOpenPayments', { query: { status: 'paid' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object)).toEqual(expect.arrayContaining(['name', 'message', 'statusCode', 'description', 'timestamp', 'path', 'method']));
    const none = await userWith(tenant, ['todo.update']);
    expect((await call(none, 'GET', '/api/bookings/allBookingsWithOpenPayments')).status).toBe(403);
  });

  it('paymentStatus answers 404 for an unknown id and 403 for a booking the agency may not see', async () => {
    const tenant = 'bpay-status';
    const { token } = await world(tenant);
    expect((await call(token, 'GET', '/api/bookings/paymentStatus', { query: { ids: 'b1,nope' } })).status).toBe(404);
    expect((await call(token, 'GET', '/api/bookings/paymentStatus')).status).toBe(400);
    const agent = await tokenFor({ userId: 'agent-1', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: 'ag1' });
    expect((await call(agent, 'GET', '/api/bookings/paymentStatus', { query: { id: 'b2' } })).status).toBe(200);
    expect((await call(agent, 'GET', '/api/bookings/paymentStatus', { query: { id: 'b1' } })).status).toBe(403);
  });

  it("answers an agency's bookings and ledger payments; agency users only their own agency", async () => {
    const tenant = 'bpay-agency';
    const { token } = await world(tenant);
    await call(token, 'POST', '/api/bookings/b2/payment', { body: { amount: '40', method: 'bank' } });
    await call(token, 'POST', '/api/bookings/b1/payment', { body: { amount: '10', method: 'bank' } });
    const res = await call<{ bookings: Row[]; payments: Array<{ booking: string; amount: string }> }>(token, 'GET', '/api/bookings/agency/payments/ag1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.bookings.map((b) => [b.id, b.summary.paid, b.summary.open])).toEqual([['b2', '40.00', '460.00']]);
    expect(res.body.payments.map((p) => [p.booking, p.amount])).toEqual([['b2', '40.00']]);
    const agent = await tokenFor({ userId: 'agent-1', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: 'ag1' });
    expect((await call(agent, 'GET', '/api/bookings/agency/payments/ag1')).status).toBe(200);
    const other = await call(agent, 'GET', '/api/bookings/agency/payments/ag2');
    expect(other.status).toBe(403);
    expect((other.body as unknown as Failure).statusCode).toBe(403);
  });

  it('answers the payment history by day and kind, paged, to bookingpayment.read only', async () => {
    const tenant = 'bpay-history';
    const { token } = await world(tenant);
    await recordPayment(system(tenant), 'b1', { amount: '5', method: 'bank', date: addDays(today, -3), source: { kind: 'bankentry', id: 'e1' } });
    await call(token, 'POST', '/api/bookings/b1/payment', { body: { amount: '6', method: 'cash', date: addDays(today, -2) } });
    await call(token, 'POST', '/api/bookings/b2/payment', { body: { amount: '7', method: 'cash', date: addDays(today, -1) } });
    const finance = await userWith(tenant, ['bookingpayment.read']);
    const all = await call<{ data: Array<{ amount: string }>; next?: string }>(finance, 'GET', '/api/payments/history', { query: { size: '2' } });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.map((p) => p.amount)).toEqual(['7.00', '6.00']);
    const rest = await call<{ data: Array<{ amount: string }> }>(finance, 'GET', '/api/payments/history', {
      query: { size: '2', next: all.body.next as string },
    });
    expect(rest.body.data.map((p) => p.amount)).toEqual(['5.00']);
    const bank = await call<{ data: Array<{ amount: string }> }>(finance, 'GET', '/api/payments/history', { query: { kind: 'bankentry' } });
    expect(bank.body.data.map((p) => p.amount)).toEqual(['5.00']);
    const days = await call<{ data: Array<{ amount: string }> }>(finance, 'GET', '/api/payments/history', {
      query: { from: addDays(today, -2), to: addDays(today, -2) },
    });
    expect(days.body.data.map((p) => p.amount)).toEqual(['6.00']);
    expect((await call(finance, 'GET', '/api/payments/history', { query: { kind: 'cheque' } })).status).toBe(400);
    expect((await call(await userWith(tenant, ['bookings.read']), 'GET', '/api/payments/history')).status).toBe(403);
  });
});
