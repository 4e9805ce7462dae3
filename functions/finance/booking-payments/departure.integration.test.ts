import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/calendar-date';
import { scheduleWithCabins } from '../../../test/support/booking-fixtures';
import { invoke } from '../../../test/support/invoke';
import { payableBooking } from '../../../test/support/payment-fixture';
import { adminOf, tokenFor, userWith } from '../../../test/support/tokens';
import { handler } from './lambda';

/** GET /api/tours/{tour}/{schedule}/payments on DynamoDB Local (docs/decisions.md, "Payment QR codes and customer stays"). */

type Row = { booking: string; bookingNo: number; leadGuest?: string; total: string; paid: string; open: string; due: Array<{ type: string; open: string }> };
type Answer = { data: Row[]; sums: Array<{ currency: string; total: string; paid: string; open: string; dueNow: string }> };
const today = new Date().toISOString().slice(0, 10);
const paid = (id: string, amount: string) => ({
  id,
  key: id,
  amount,
  paidAmount: amount,
  paidCurrency: 'EUR',
  rate: '1',
  date: today,
  method: 'bank',
  source: { kind: 'manual', id },
  createdAt: new Date().toISOString(),
});

async function world(tenant: string) {
  const token = await adminOf(tenant);
  const { scheduleId, vesselId } = await scheduleWithCabins(tenant, [{ name: 'Cabin 1', beds: 2 }]);
  const trip = { type: 'trip', schedule: scheduleId, tour: 'tr-1', vessel: vesselId, resort: undefined, checkIn: '2027-03-01', checkOut: '2027-03-08' };
  const due = { depositDue: addDays(today, -3), restDue: addDays(today, 40) };
  // t1: 2000, deposit 600 overdue, 200 paid; t2: 1000, all paid; t3: cancelled, nothing paid or owed; t4: another schedule.
  await payableBooking(tenant, 't1', {
    bookingNo: 11,
    total: '2000.00',
    deposit: '600.00',
    ...due,
    ...trip,
    customerName: 'Ana Lima',
    received: [paid('p1', '200.00')],
  } as never);
  await payableBooking(tenant, 't2', {
    bookingNo: 12,
    total: '1000.00',
    deposit: '300.00',
    ...due,
    ...trip,
    customerName: 'Ben Ode',
    received: [paid('p2', '1000.00')],
  } as never);
  await payableBooking(tenant, 't3', { bookingNo: 13, total: '0.00', deposit: '0.00', ...due, ...trip, state: 'aborted', calculation: [] } as never);
  await payableBooking(tenant, 't4', { bookingNo: 14, total: '500.00', deposit: '100.00', ...due, ...trip, schedule: 'sc-other' } as never);
  return { token, scheduleId, vesselId };
}

describe('GET /api/tours/{tour}/{schedule}/payments', () => {
  it('lists each booking of the departure with total, paid, open and the milestones due, and the sums', async () => {
    const tenant = 'tour-payments';
    const { token, scheduleId } = await world(tenant);
    const res = await invoke<Answer>(handler, 'GET', `/api/tours/tr-1/${scheduleId}/payments`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((r) => [r.bookingNo, r.leadGuest, r.total, r.paid, r.open])).toEqual([
      [11, 'Ana Lima', '2000.00', '200.00', '1800.00'],
      [12, 'Ben Ode', '1000.00', '1000.00', '0.00'],
    ]);
    expect(res.body.data[0]?.due).toEqual([expect.objectContaining({ type: 'deposit', open: '400.00' })]);
    expect(res.body.data[1]?.due).toEqual([]);
    // 3000 total, 1200 paid, 1800 open, 400 due now (the deposit's rest).
    expect(res.body.sums).toEqual([
      { currency: 'EUR', total: '3000.00', onSite: '0.00', agencyKeeps: '0.00', paid: '1200.00', open: '1800.00', dueNow: '400.00' },
    ]);
  });

  it('answers 404 for an unknown schedule or another tour’s, 400 for a bad id, 403 without bookings.read or for another vessel', async () => {
    const tenant = 'tour-payments-refused';
    const { token, scheduleId } = await world(tenant);
    const get = (path: string, t = token) => invoke(handler, 'GET', path, { token: t });
    for (const [path, status] of [
      [`/api/tours/tr-1/nope/payments`, 404],
      [`/api/tours/tr-other/${scheduleId}/payments`, 404],
      [`/api/tours/tr-1/${'x'.repeat(300)}/payments`, 400],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      expect(Object.keys(res.body)).toEqual(expect.arrayContaining(['name', 'message', 'statusCode', 'description', 'timestamp', 'path', 'method']));
    }
    expect((await get(`/api/tours/tr-1/${scheduleId}/payments`, await userWith(tenant, ['tours.read']))).status).toBe(403);
    const limited = await tokenFor({
      userId: 'limited',
      tenant,
      userType: 'employee',
      scopes: ['bookings.read'],
      assets: [{ type: 'vessel', ref: 'v-other' }],
    });
    expect((await get(`/api/tours/tr-1/${scheduleId}/payments`, limited)).status).toBe(403);
  });
});
