import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as sweepHandler } from '../../../events/handlers/booking-payment-sweep';
import { PaymentSweepDue } from '../../../events/payment-events';
import { addDays, dateIn } from '../../../shared/calendar-date';
import type { Principal } from '../../../shared/auth/principal';
import { ZCustomer } from '../../../shared/domain/customer/customer';
import { resortWithRooms } from '../../../test/support/booking-fixtures';
import { create, option, seedState, stay } from '../../../test/support/booking-lifecycle';
import { outboxMails } from '../../../test/support/outbox';
import { line, payableBooking } from '../../../test/support/payment-fixture';
import { priceWorld } from '../../../test/support/price-fixture';
import { deliver, sqsRecord } from '../../../test/support/sqs';
import { adminOf } from '../../../test/support/tokens';
import { expireOption, keptTodoId, optionExpiresAt } from '../../booking/expiry/expiry';
import { LOCAL_SCHEDULE_PK } from '../../data/entities/schedule';
import { recordPayment } from '../../booking/bookings/payments/record';
import { getBooking } from '../../data/bookings';
import { db, tableName } from '../../data/client';
import { customers } from '../../data/customers';
import { getSettingsGroup, saveSettingsGroup } from '../../data/settings';
import { queryTodos } from '../../data/todos';
import { milestoneTodoId, sweepTenant } from './sweep';
import { nextSweepAt, sweepMessage, sweepScheduleName } from './sweep-schedule';

/** Milestones that act (docs/decisions.md, "Payments on bookings"): the daily sweep and kept options, on DynamoDB Local. */

const system = (tenant: string): Principal => ({ tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] });
// Today as the server counts it: in the tenant's zone (none set here, so Europe/Berlin), not UTC's, which names
// yesterday from midnight in Berlin until 01:00.
const today = dateIn('Europe/Berlin');

async function guest(tenant: string, id: string) {
  await customers.create(tenant, id, ZCustomer.parse({ masterData: { lastName: `Guest ${id}` }, contact: { email: `${id}@${tenant}.test` } }));
}

describe('the daily payment sweep', () => {
  it('gives the owner one todo per milestone fallen due unpaid, mails the guest only when switched on, once under redelivery', async () => {
    const tenant = 'bpay-sweep';
    await priceWorld(tenant);
    await guest(tenant, 'cu-1');
    await guest(tenant, 'cu-2');
    // s1: deposit overdue; s2: deposit paid, rest overdue; s3: nothing due yet; s4: paid in full (no todo).
    const base = { user: 'owner-1', total: '1000.00', deposit: '300.00' };
    await payableBooking(tenant, 's1', { ...base, bookingNo: 1, customer: 'cu-1', depositDue: addDays(today, -3), restDue: addDays(today, 20) });
    await payableBooking(tenant, 's2', { ...base, bookingNo: 2, depositDue: addDays(today, -30), restDue: addDays(today, -1) });
    await payableBooking(tenant, 's3', { ...base, bookingNo: 3, depositDue: today, restDue: addDays(today, 20) });
    await payableBooking(tenant, 's4', { ...base, bookingNo: 4, depositDue: addDays(today, -3), restDue: addDays(today, -2) });
    await recordPayment(system(tenant), 's2', { amount: '300', method: 'bank' });
    await recordPayment(system(tenant), 's4', { amount: '1000', method: 'bank' });

    const record = () => sqsRecord({ detailType: PaymentSweepDue.detailType, detail: sweepMessage(tenant, `${today}T02:00:00.000Z`).detail });
    expect(await deliver(sweepHandler, record())).toBe('ack');
    const todoIds = async (id: string) => (await getBooking(tenant, id))?.todo?.map((t) => t.id) ?? [];
    expect(await todoIds('s1')).toEqual([milestoneTodoId({ type: 'deposit', due: addDays(today, -3) })]);
    expect(await todoIds('s2')).toEqual([milestoneTodoId({ type: 'rest', due: addDays(today, -1) })]);
    expect([await todoIds('s3'), await todoIds('s4')]).toEqual([[], []]);
    // The owner sees it in the todo list; the sweep's schedule is there for the next day.
    const owned = await queryTodos(tenant, 'own', { user: 'owner-1', size: 10, filter: [] });
    expect(owned.items.map((t) => t.booking).sort()).toEqual(['s1', 's2']);
    const schedule = await db().send(
      new GetCommand({ TableName: tableName(), Key: { pk: LOCAL_SCHEDULE_PK, sk: sweepScheduleName(tenant, nextSweepAt(new Date())) } }),
    );
    expect(String(schedule.Item?.dueAt) > new Date().toISOString()).toBe(true);
    expect((await outboxMails('payment-reminder')).filter((m) => m.to[0]?.endsWith(`@${tenant}.test`))).toEqual([]);

    // A redelivery (a new message id for the same event) and a second sweep change nothing.
    const versions = async () => Promise.all(['s1', 's2', 's3', 's4'].map(async (id) => (await getBooking(tenant, id))?.version));
    const before = await versions();
    expect(await deliver(sweepHandler, record())).toBe('ack');
    expect(await sweepTenant(tenant)).toEqual({ bookings: 0, milestones: 0 });
    expect(await versions()).toEqual(before);

    // Switched on: the next milestone fallen due mails the guest, once.
    const settings = await getSettingsGroup(tenant, 'booking');
    await saveSettingsGroup(tenant, 'booking', settings.version, { ...settings.values, paymentReminderMail: true });
    await payableBooking(tenant, 's5', { ...base, bookingNo: 5, customer: 'cu-2', depositDue: addDays(today, -2), restDue: addDays(today, 9) });
    expect(await sweepTenant(tenant)).toEqual({ bookings: 1, milestones: 1 });
    expect(await sweepTenant(tenant)).toEqual({ bookings: 0, milestones: 0 });
    const mails = (await outboxMails('payment-reminder')).filter((m) => m.to[0]?.endsWith(`@${tenant}.test`));
    expect(mails.map((m) => m.to)).toEqual([[`cu-2@${tenant}.test`]]);
    expect(mails[0]?.text).toContain('300.00 EUR');
  });
});

describe('options with a paid deposit at their expiry', () => {
  async function paidOption(tenant: string, pay: string) {
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const made = await create(token, stay(resortId, roomIds, '2027-04-01', 3, option()));
    expect(made.status).toBe(201);
    await seedState(tenant, made.body.id, 'draft', {
      currency: 'EUR',
      calculation: [line(1, '600.00')],
      payments: [
        { text: 'Deposit', amount: '200.00', due: today, type: 'deposit' },
        { text: 'Rest', amount: '400.00', due: '2027-03-01', type: 'rest' },
      ],
    });
    if (pay !== '0') await recordPayment(system(tenant), made.body.id, { amount: pay, method: 'bank' });
    return (await getBooking(tenant, made.body.id))!;
  }

  it('keeps an option whose deposit is paid (its owner gets one todo) and frees one whose deposit is not', async () => {
    const tenant = 'bpay-keep';
    const kept = await paidOption(tenant, '200');
    const after = new Date(Date.parse(optionExpiresAt(kept.optionDate as string)) + 1000);
    expect(await expireOption(tenant, kept.id, kept.optionDate as string, after)).toBe('kept');
    expect(await expireOption(tenant, kept.id, kept.optionDate as string, after)).toBe('kept');
    const stored = await getBooking(tenant, kept.id);
    expect(stored?.state).toBe('draft');
    expect(stored?.todo?.map((t) => t.id)).toEqual([keptTodoId(kept.optionDate as string)]);
    expect(stored?.version).toBe(kept.version + 1);

    const tenant2 = 'bpay-free';
    const unpaid = await paidOption(tenant2, '150');
    const after2 = new Date(Date.parse(optionExpiresAt(unpaid.optionDate as string)) + 1000);
    expect(await expireOption(tenant2, unpaid.id, unpaid.optionDate as string, after2)).toBe('expired');
    expect((await getBooking(tenant2, unpaid.id))?.state).toBe('freed');
  });
});
