import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../../shared/auth/principal';
import { paymentSummary } from '../../../../shared/domain/booking/payment';
import { resortWithRooms } from '../../../../test/support/booking-fixtures';
import { create, stay } from '../../../../test/support/booking-lifecycle';
import { adminOf } from '../../../../test/support/tokens';
import { getBooking } from '../../../data/bookings';
import { queryPayments } from '../../../data/payments';
import { recordPayment, removePayment } from './record';

const system = (tenant: string): Principal => ({ tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] });

async function booking(tenant: string, day: string) {
  const token = await adminOf(tenant);
  const { resortId, roomIds } = await resortWithRooms(tenant, 1);
  const made = await create(token, stay(resortId, [roomIds[0] as string], day, 2));
  expect(made.status).toBe(201);
  return made.body;
}

describe('recordPayment (the one way money lands on a booking)', () => {
  it('applies one key once under 20 concurrent duplicates, and distinct keys each once', async () => {
    const tenant = 'pay-core-dup';
    const b = await booking(tenant, '2027-08-01');
    const principal = system(tenant);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => recordPayment(principal, b.id, { amount: '10.00', method: 'provider', source: { kind: 'provider', id: 'evt_1' } })),
    );
    expect(outcomes.filter((o) => o.applied)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.payment.id)).size).toBe(1);
    for (const key of ['a', 'b', 'c']) await recordPayment(principal, b.id, { amount: '5', method: 'cash', source: { kind: 'pos', id: key } });
    const after = await getBooking(tenant, b.id);
    expect(after?.received?.map((p) => p.amount)).toEqual(['10.00', '5.00', '5.00', '5.00']);
    expect(after?.version).toBe(b.version + 4);
    expect((await queryPayments(tenant, { size: 10 })).items.map((p) => p.key).sort()).toEqual(['pos:a', 'pos:b', 'pos:c', 'provider:evt_1']);
  });

  it('converts a payment in another currency at the stored rate and keeps the rate; removal takes it off', async () => {
    const tenant = 'pay-core-fx';
    const b = await booking(tenant, '2027-08-05');
    const principal = system(tenant);
    // Without USD among the tenant's currencies the payment is refused and nothing is written.
    await expect(recordPayment(principal, b.id, { amount: '10', currency: 'USD', method: 'cash' })).rejects.toMatchObject({ statusCode: 400 });
    expect((await getBooking(tenant, b.id))?.version).toBe(b.version);
    const { payment } = await recordPayment(principal, b.id, { amount: '12.34', method: 'card', text: 'deposit' });
    expect(payment).toMatchObject({ amount: '12.34', paidAmount: '12.34', paidCurrency: 'EUR', rate: '1', method: 'card', source: { kind: 'manual' } });
    const ledger = await queryPayments(tenant, { by: { kind: 'manual' }, from: payment.date, to: payment.date, size: 10 });
    expect(ledger.items).toEqual([expect.objectContaining({ id: payment.id, booking: b.id, bookingNo: b.bookingNo, amount: '12.34' })]);
    const removed = await removePayment(principal, b.id, payment.id);
    expect((await queryPayments(tenant, { size: 10 })).items).toEqual([]);
    expect(removed.booking.received).toEqual([]);
    await expect(removePayment(principal, b.id, payment.id)).rejects.toMatchObject({ statusCode: 404 });
    const s = paymentSummary(removed.booking, '2027-01-01');
    expect(s.paid).toBe('0.00');
  });
});
