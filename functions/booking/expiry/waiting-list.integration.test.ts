import { describe, expect, it } from 'vitest';
import { handler as waitingList } from '../../../events/handlers/booking-waiting-list';
import { ZUser } from '../../../shared/domain/staff/user';
import { resortItems, resortWithRooms, scheduleItems, scheduleWithCabins } from '../../../test/support/booking-fixtures';
import { act, cancel, create, stay } from '../../../test/support/booking-lifecycle';
import { outboxEvents, outboxMails } from '../../../test/support/outbox';
import { deliver, sqsRecord } from '../../../test/support/sqs';
import { adminOf } from '../../../test/support/tokens';
import { getBooking } from '../../data/bookings';
import { createUser } from '../../data/users';
import { inventoryMismatches } from '../bookings/lifecycle/inventory-check';
import { handler as dashboardHandler } from '../dashboard/lambda';
import type { DashboardAnswer } from '../../../shared/api/booking-dashboard';
import { invoke } from '../../../test/support/invoke';

const dashboard = (token: string) =>
  invoke<DashboardAnswer>(dashboardHandler, 'GET', '/api/bookings/dashboard', { token, query: { today: '2027-03-01', days: '5' } });

/** The waiting list on DynamoDB Local (docs/decisions.md, "Option expiry and waiting list"). */

/** The outbox's booking events of one booking, delivered to the waiting-list consumer as the bus would. */
async function deliverBookingEvents(id: string) {
  for (const e of await outboxEvents()) {
    if (e.detail.bookingId !== id || !['booking.changed', 'booking.cancelled'].includes(e.detailType)) continue;
    expect(await deliver(waitingList, sqsRecord({ detailType: e.detailType, detail: e.detail }))).toBe('ack');
  }
}

async function ownerOf(tenant: string) {
  const token = await adminOf(tenant);
  await createUser(
    tenant,
    `admin-${tenant}`,
    ZUser.parse({ name: 'Wanda Waiting', email: `owner@${tenant}.test`, userType: 'admin', settings: { language: 'en' } }),
  );
  return token;
}

describe('waiting list', () => {
  it('a cancellation that frees the nights offers the oldest waiting booking that fits; store confirms it', async () => {
    const tenant = 'wl-stay';
    const token = await ownerOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const held = (await create(token, stay(resortId, roomIds, '2027-04-01', 3))).body;
    const first = (await create(token, stay(resortId, roomIds, '2027-04-01', 3, { state: 'waiting' }))).body;
    const second = (await create(token, stay(resortId, roomIds, '2027-04-02', 1, { state: 'waiting' }))).body;
    expect([first.state, second.state]).toEqual(['waiting', 'waiting']);
    expect((await cancel(token, held.id)).body.state).toBe('aborted');
    await deliverBookingEvents(held.id);
    expect((await getBooking(tenant, first.id))?.offeredAt).toBeDefined();
    expect((await getBooking(tenant, second.id))?.offeredAt).toBeUndefined();
    // The offer puts the booking on the start page's index (issue 23: the dashboard reads it there).
    const onStartPage = await dashboard(token);
    expect(onStartPage.body.offered.map((b) => b.id)).toEqual([first.id]);
    expect(await outboxMails('waiting-offered')).toEqual([
      expect.objectContaining({ to: [`owner@${tenant}.test`], subject: `Booking ${first.bookingNo} can be confirmed now` }),
    ]);
    // A second delivery offers nobody else.
    await deliverBookingEvents(held.id);
    expect((await getBooking(tenant, second.id))?.offeredAt).toBeUndefined();
    const stored = await act(token, first.id, 'store');
    expect(stored.body).toMatchObject({ state: 'confirmed' });
    expect(stored.body.offeredAt).toBeUndefined();
    expect((await dashboard(token)).body.offered).toEqual([]);
    expect((await resortItems(tenant, resortId)).length).toBe(3);
    expect(await inventoryMismatches(tenant, { resort: resortId })).toEqual([]);
  });

  it('a change that frees nothing offers nobody', async () => {
    const tenant = 'wl-none';
    const token = await ownerOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const held = (await create(token, stay(resortId, roomIds, '2027-04-01', 3))).body;
    const waiting = (await create(token, stay(resortId, roomIds, '2027-04-01', 3, { state: 'waiting' }))).body;
    await act(token, held.id, 'checkin', { early: true });
    await deliverBookingEvents(held.id);
    expect((await getBooking(tenant, waiting.id))?.offeredAt).toBeUndefined();
  });

  it('a waiting trip is offered when beds free, and store picks free beds for it', async () => {
    const tenant = 'wl-trip';
    const token = await ownerOf(tenant);
    const { scheduleId, cabinIds } = await scheduleWithCabins(tenant, [{ name: 'Cabin 1', beds: 2, shared: true }]);
    const [cabin] = cabinIds as [string];
    const held = (await create(token, { schedule: scheduleId, rooms: [{ room: cabin, noOfPax: 2 }] })).body;
    const waiting = (await create(token, { schedule: scheduleId, state: 'waiting', rooms: [{ room: cabin, noOfPax: 2 }] })).body;
    expect(waiting.state).toBe('waiting');
    await cancel(token, held.id);
    await deliverBookingEvents(held.id);
    expect((await getBooking(tenant, waiting.id))?.offeredAt).toBeDefined();
    const stored = await act(token, waiting.id, 'store');
    expect(stored.status).toBe(200);
    expect(stored.body.rooms[0]?.beds?.length).toBe(2);
    expect((await scheduleItems(tenant, scheduleId)).filter((i) => i.entityType === 'CABINBED').length).toBe(2);
    expect(await inventoryMismatches(tenant, { schedule: scheduleId })).toEqual([]);
  });
});
