import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as customerStays } from '../../../events/handlers/customer-stays';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { customerOf, resortWithRooms } from '../../../test/support/booking-fixtures';
import { cancel, create, stay } from '../../../test/support/booking-lifecycle';
import { invoke } from '../../../test/support/invoke';
import { outboxEvents } from '../../../test/support/outbox';
import { line } from '../../../test/support/payment-fixture';
import { putBooking } from '../../../test/support/price-fixture';
import { sqsRecord } from '../../../test/support/sqs';
import { adminOf, userWith } from '../../../test/support/tokens';
import { db, tableName } from '../../data/client';
import { getStayFigures, staysOf } from '../../data/customer-stays';
import { customerStayKey } from '../../data/entities/customer-stay';
import { handler } from './lambda';

/**
 * A customer's stays and stay figures on DynamoDB Local (docs/decisions.md, "Payment QR codes and customer stays"):
 * kept current by the customer-stays consumer from the booking events, rebuilt by recalculate.
 */

type Stay = { booking: string; bookingNo: number; role: string; state: string; counted: boolean; amount: string; assetName?: string; checkIn?: string };
type Figures = { stays: number; bookings: number; lastStay?: string; revenue: number; revenueText: string };
type Answer = { data: Stay[]; figures: Figures };

/** Runs the consumer on the tenant's booking events written so far (repeats are skipped by its idempotency). */
async function deliverBookingEvents(tenant: string): Promise<void> {
  const events = (await outboxEvents()).filter((e) => e.detailType.startsWith('booking.') && e.detail.tenant === tenant);
  const res = await customerStays(
    { Records: events.map((e) => sqsRecord({ detailType: e.detailType, detail: e.detail }, e.detail.eventId)) },
    lambdaContext('customer-stays'),
  );
  expect(res.batchItemFailures).toEqual([]);
}

async function world(tenant: string) {
  const token = await adminOf(tenant);
  await customerOf(tenant, 'c1', 'f');
  await customerOf(tenant, 'c2', 'm');
  const { resortId, roomIds } = await resortWithRooms(tenant, 2);
  const [r1, r2] = roomIds as [string, string];
  const body = stay(resortId, [r1, r2], '2027-05-01', 3, {
    customer: 'c1',
    rooms: [
      { room: r1, noOfPax: 1, customers: [{ customer: 'c1' }] },
      { room: r2, noOfPax: 1, customers: [{ customer: 'c2' }] },
    ],
  });
  const created = await create(token, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  // An earlier stay of c1 (resolved, 1500.00), stored as the booking core keeps it; its event as a change would write it.
  await putBooking(tenant, {
    id: 'old',
    bookingNo: 7,
    state: 'resolved',
    resort: resortId,
    checkIn: '2026-08-03',
    checkOut: '2026-08-10',
    customer: 'c1',
    currency: 'EUR',
    calculation: [line(1, '1500.00')] as never,
  });
  return { token, booking: created.body };
}

const get = (token: string, id: string) => invoke<Answer>(handler, 'GET', `/api/customers/${id}/stay`, { token });
const recalculate = (token: string, id: string, body?: unknown) =>
  invoke<Figures>(handler, 'POST', `/api/customers/${id}/stats/recalculate`, { token, ...(body === undefined ? {} : { body }) });

describe('customer stays', () => {
  it('follows the bookings through the consumer: lead and guest, counted while booked, not once cancelled', async () => {
    const tenant = 'stays-follow';
    const { token, booking } = await world(tenant);
    await deliverBookingEvents(tenant);
    const c1 = (await get(token, 'c1')).body;
    expect(c1.data.map((s) => [s.bookingNo, s.role, s.counted, s.assetName])).toEqual([[booking.bookingNo, 'lead', true, 'Lagoon Resort']]);
    expect((await get(token, 'c2')).body.data.map((s) => [s.bookingNo, s.role])).toEqual([[booking.bookingNo, 'guest']]);
    // The old booking was stored without an event: recalculate finds it.
    const rebuilt = await recalculate(token, 'c1');
    expect(rebuilt.status, JSON.stringify(rebuilt.body)).toBe(200);
    expect(rebuilt.body).toMatchObject({ stays: 2, bookings: 2, lastStay: '2027-05-04', revenue: 1500, revenueText: '1500.00' });

    expect((await cancel(token, booking.id)).status).toBe(200);
    await deliverBookingEvents(tenant);
    const after = (await get(token, 'c1')).body;
    expect(after.data.map((s) => [s.bookingNo, s.state, s.counted])).toEqual([
      [booking.bookingNo, 'aborted', false],
      [7, 'resolved', true],
    ]);
    expect(after.figures).toMatchObject({ stays: 1, bookings: 2, lastStay: '2026-08-10', revenue: 1500 });
    expect((await get(token, 'c2')).body.figures).toMatchObject({ stays: 0, bookings: 1 });
    expect((await get(token, 'c2')).body.figures.lastStay).toBeUndefined();
  });

  it('recalculate rebuilds lost stays and figures and answers the figures', async () => {
    const tenant = 'stays-rebuild';
    const { token, booking } = await world(tenant);
    await deliverBookingEvents(tenant);
    await db().send(new DeleteCommand({ TableName: tableName(), Key: customerStayKey(tenant, 'c1', booking.id) }));
    expect(await staysOf(tenant, 'c1')).toEqual([]);
    const res = await recalculate(token, 'c1', {});
    expect(res.body).toMatchObject({ stays: 2, bookings: 2, revenue: 1500 });
    expect((await staysOf(tenant, 'c1')).map((s) => s.booking).sort()).toEqual([booking.id, 'old'].sort());
    expect(await getStayFigures(tenant, 'c1')).toMatchObject({ stays: 2 });
  });

  it('refuses unknown customers, bad input and callers without the scope in the spec’s error shape; nothing changes', async () => {
    const tenant = 'stays-refused';
    const { token } = await world(tenant);
    await deliverBookingEvents(tenant);
    const before = await getStayFigures(tenant, 'c1');
    const shape = ['name', 'message', 'statusCode', 'description', 'timestamp', 'path', 'method'];
    const refusals: Array<[Promise<{ status: number; body: unknown }>, number]> = [
      [get(token, 'nope'), 404],
      [recalculate(token, 'nope'), 404],
      [recalculate(token, 'c1', { force: true }), 400],
      [get(token, 'x'.repeat(300)), 400],
      [get(await userWith(tenant, ['bookings.read']), 'c1'), 403],
      [recalculate(await userWith(tenant, ['customers.read']), 'c1'), 403],
    ];
    for (const [pending, status] of refusals) {
      const res = await pending;
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(Object.keys(res.body as object)).toEqual(expect.arrayContaining(shape));
    }
    expect(await getStayFigures(tenant, 'c1')).toEqual(before);
  });
});
