import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../shared/auth/principal';
import { addDays } from '../../../shared/calendar-date';
import type { Todo } from '../../../shared/domain/booking/todos';
import { invoke } from '../../../test/support/invoke';
import { payableBooking } from '../../../test/support/payment-fixture';
import { priceWorld } from '../../../test/support/price-fixture';
import { recordPayment } from '../../booking/bookings/payments/record';
import { getBooking } from '../../data/bookings';
import type { BookingItem } from '../../data/entities/booking';
import { queryTodos } from '../../data/todos';
import { handler } from './lambda';
import { milestoneTodoId, sweepTenant } from './sweep';

/**
 * ISSUE-22 on DynamoDB Local: payments settle milestones in due order and close the todos about them (made before or
 * after the payment); the sweep never reminds of a paid milestone; a refund by hand cannot exceed what was received,
 * also when two refunds race.
 */
const system = (tenant: string): Principal => ({ tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] });
const today = new Date().toISOString().slice(0, 10);
const call = <T = BookingItem>(token: string, method: string, path: string, body?: unknown) => invoke<T>(handler, method, path, { token, body });
type Failure = { name: string; message: string; statusCode: number; description: string; timestamp: string; path: string; method: string };

const depositTodo = (due: string): Todo => ({
  id: 'td-tr-deposit',
  group: 'Finance',
  text: 'Collect the deposit',
  due,
  open: true,
  definition: 'tr-deposit',
  milestone: { type: 'deposit' },
  createdAt: `${today}T00:00:00.000Z`,
  updatedAt: `${today}T00:00:00.000Z`,
});

describe('payments settle milestones and the todos about them', () => {
  it('closes the overdue deposit reminder and the "collect the deposit" todo when the booking is paid; the sweep adds nothing after', async () => {
    const tenant = 'settle-todos';
    await priceWorld(tenant);
    // Deposit due yesterday (overdue), rest in 20 days; the rule's todo is overdue too.
    await payableBooking(tenant, 'm1', {
      bookingNo: 1,
      user: 'owner-1',
      total: '216.00',
      deposit: '64.80',
      depositDue: addDays(today, -1),
      restDue: addDays(today, 20),
      todo: [depositTodo(addDays(today, -2))],
    });
    await sweepTenant(tenant);
    const reminder = milestoneTodoId({ type: 'deposit', due: addDays(today, -1) });
    const before = await getBooking(tenant, 'm1');
    expect(before?.todo?.map((t) => [t.id, t.open])).toEqual([
      ['td-tr-deposit', true],
      [reminder, true],
    ]);
    expect(before?.hasExceededDueDate).toBe(true);
    const listed = await queryTodos(tenant, 'open', { size: 10, filter: [] });
    // The sweep's reminder is listed (the fixture writes its own todo on the header only).
    expect(listed.items.filter((t) => t.booking === 'm1').map((t) => t.id)).toContain(reminder);

    // A payment labelled "rest" still settles the deposit first (due first).
    const after = await recordPayment(system(tenant), 'm1', { amount: '64.80', method: 'bank', milestone: 'rest' });
    expect(after.booking.todo?.map((t) => [t.id, t.open, t.editedBy])).toEqual([
      ['td-tr-deposit', false, 'system'],
      [reminder, false, 'system'],
    ]);
    expect([after.booking.hasOpenTodos, after.booking.hasExceededDueDate]).toEqual([false, false]);
    // The todo list follows the header (its index items).
    const open = await queryTodos(tenant, 'open', { size: 10, filter: [] });
    expect(open.items.filter((t) => t.booking === 'm1')).toEqual([]);
    // A second sweep reminds of nothing: the deposit is paid.
    expect((await sweepTenant(tenant)).milestones).toBe(0);
    expect((await getBooking(tenant, 'm1'))?.version).toBe(after.booking.version);
  });

  it('never reminds of a milestone that was paid before its due day passed', async () => {
    const tenant = 'settle-sweep';
    await priceWorld(tenant);
    await payableBooking(tenant, 'm2', { bookingNo: 2, total: '216.00', deposit: '64.80', depositDue: addDays(today, -5), restDue: addDays(today, -1) });
    await recordPayment(system(tenant), 'm2', { amount: '216.00', method: 'bank', milestone: 'deposit' });
    expect(await sweepTenant(tenant)).toEqual({ bookings: 0, milestones: 0 });
    expect((await getBooking(tenant, 'm2'))?.todo ?? []).toEqual([]);
  });
});

describe('a refund by hand cannot exceed what was received', () => {
  it('answers 409 REFUND_EXCEEDS_RECEIVED in the error shape and changes nothing; a refund within is recorded', async () => {
    const tenant = 'settle-refund';
    const { token } = await priceWorld(tenant);
    await payableBooking(tenant, 'r1', { bookingNo: 1, total: '216.00', deposit: '64.80', depositDue: addDays(today, 5), restDue: addDays(today, 20) });
    expect((await call(token, 'POST', '/api/bookings/r1/payment', { amount: '100', method: 'bank' })).status).toBe(200);
    const before = await getBooking(tenant, 'r1');
    const res = await call<Failure>(token, 'POST', '/api/bookings/r1/payment', { amount: '-100.01', method: 'bank' });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(['name', 'message', 'statusCode', 'description', 'timestamp', 'path', 'method']));
    expect(res.body.message).toBe('REFUND_EXCEEDS_RECEIVED');
    expect(res.body.description).toBe('A refund of 100.01 EUR exceeds what booking 1 has received (100.00 EUR)');
    const unchanged = await getBooking(tenant, 'r1');
    expect([unchanged?.version, unchanged?.received]).toEqual([before?.version, before?.received]);
    const ok = await call(token, 'POST', '/api/bookings/r1/payment', { amount: '-100', method: 'bank' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.received?.map((p) => p.amount)).toEqual(['100.00', '-100.00']);
  });

  it('refuses one of two concurrent refunds that together exceed what was received', async () => {
    const tenant = 'settle-refund-race';
    const { token } = await priceWorld(tenant);
    await payableBooking(tenant, 'r2', { bookingNo: 2, total: '216.00', deposit: '64.80', depositDue: addDays(today, 5), restDue: addDays(today, 20) });
    await call(token, 'POST', '/api/bookings/r2/payment', { amount: '100', method: 'bank' });
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([
        call(token, 'POST', '/api/bookings/r2/payment', { amount: '-60', method: 'cash' }),
        call(token, 'POST', '/api/bookings/r2/payment', { amount: '-60', method: 'cash' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const after = await getBooking(tenant, 'r2');
      expect(after?.received?.map((p) => p.amount)).toEqual(['100.00', '-60.00']);
      // Put the money back for the next round.
      const refund = after?.received?.find((p) => p.amount === '-60.00');
      expect((await call(token, 'DELETE', `/api/bookings/r2/payment/${refund?.id}`)).status).toBe(200);
    }
  });
});
