import { describe, expect, it } from 'vitest';
import type { CalendarAnswer } from '../../../shared/api/booking-calendar';
import { ZApiError } from '../../../shared/api/errors';
import { commandsDuring } from '../../../test/support/db-spy';
import { invoke } from '../../../test/support/invoke';
import { adminOf, tokenFor } from '../../../test/support/tokens';
import { agencyOf, resortWithRooms, scheduleWithCabins } from '../../../test/support/booking-fixtures';
import { handler as bookingsHandler } from '../bookings/lambda';
import { handler as roomsHandler } from '../../inventory/rooms/lambda';
import { handler as actionsHandler } from '../actions/lambda';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../data/client';
import { bookingKey } from '../../data/entities/booking';
import { handler } from './lambda';

type Created = { id: string; bookingNo: number };

const events = (token: string, query: Record<string, string>) => invoke<CalendarAnswer>(handler, 'GET', '/api/bookings/events', { token, query });
const book = async (token: string, body: unknown) => {
  const res = await invoke<Created>(bookingsHandler, 'POST', '/api/bookings', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

describe('GET /api/bookings/events (resort)', () => {
  it('answers rooms, bookings and blockers as spans with ONE DynamoDB request on a warm container', async () => {
    const tenant = 'cal-resort';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 3);
    const [a, b, c] = roomIds as [string, string, string];
    const inRange = await book(token, { resort: resortId, checkIn: '2027-05-02', checkOut: '2027-05-05', rooms: [{ room: a, noOfPax: 2 }] });
    const overlapping = await book(token, { resort: resortId, checkIn: '2027-04-28', checkOut: '2027-05-02', rooms: [{ room: b, noOfPax: 1 }] });
    // Leaves on the first day (no night in the range) and arrives on the day after the range: both left out.
    await book(token, { resort: resortId, checkIn: '2027-04-25', checkOut: '2027-05-01', rooms: [{ room: c, noOfPax: 1 }] });
    await book(token, { resort: resortId, checkIn: '2027-05-10', checkOut: '2027-05-12', rooms: [{ room: c, noOfPax: 1 }] });
    const cancelled = await book(token, { resort: resortId, checkIn: '2027-05-05', checkOut: '2027-05-07', rooms: [{ room: a, noOfPax: 1 }] });
    expect((await invoke(bookingsHandler, 'POST', `/api/bookings/${cancelled.id}/cancell`, { token })).status).toBe(200);
    const blocker = await invoke(roomsHandler, 'POST', '/api/rooms/addBlocker', {
      token,
      body: { room: c, from: '2027-05-03', to: '2027-05-06', reason: 'OutOfOrder' },
    });
    expect(blocker.status).toBe(200);

    const query = { asset: resortId, type: 'resort', from: '2027-05-01', to: '2027-05-10' };
    expect((await events(token, query)).status).toBe(200); // fills the rooms cache
    let res!: Awaited<ReturnType<typeof events>>;
    const sent = await commandsDuring(async () => (res = await events(token, query)));
    // A read action (issue 23): the session and the rooms version this container confirmed a moment ago are trusted
    // (TRUST_MS, functions/data/recently-confirmed.ts), so a warm call is ONE Query of the bookings and blockers.
    expect(sent.sort()).toEqual(['QueryCommand gsi2 BOOKINGAT']);

    expect(res.body.rows.map((r) => r.id)).toEqual([a, b, c]);
    expect(res.body.bookings.map((x) => x.id).sort()).toEqual([inRange.id, overlapping.id].sort());
    expect(res.body.bookings.find((x) => x.id === inRange.id)).toMatchObject({
      bookingNo: inRange.bookingNo,
      state: 'confirmed',
      checkIn: '2027-05-02',
      checkOut: '2027-05-05',
      rooms: [{ room: a, noOfPax: 2 }],
    });
    expect(res.body.blockers).toEqual([{ id: expect.stringMatching(/^bl-/), room: c, from: '2027-05-03', to: '2027-05-06', reason: 'OutOfOrder' }]);

    // The middle night of the blocker removed: two spans; all of it removed: none.
    const remove = (from: string, to: string) => invoke(roomsHandler, 'POST', '/api/rooms/removeBlocker', { token, body: { room: c, from, to } });
    expect((await remove('2027-05-04', '2027-05-05')).status).toBe(200);
    expect((await events(token, query)).body.blockers.map((x) => [x.from, x.to])).toEqual([
      ['2027-05-03', '2027-05-04'],
      ['2027-05-05', '2027-05-06'],
    ]);
    expect((await remove('2027-05-03', '2027-05-06')).status).toBe(200);
    expect((await events(token, query)).body.blockers).toEqual([]);
  });

  it('marks a booking paid in full, from the header the one Query reads', async () => {
    const tenant = 'cal-paid';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const paid = await book(token, { resort: resortId, checkIn: '2027-06-02', checkOut: '2027-06-05', rooms: [{ room: roomIds[0]!, noOfPax: 2 }] });
    const partly = await book(token, { resort: resortId, checkIn: '2027-06-02', checkOut: '2027-06-05', rooms: [{ room: roomIds[1]!, noOfPax: 2 }] });
    const money = async (id: string, received: string[]) =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: bookingKey(tenant, id),
          UpdateExpression: 'SET calculation = :c, received = :r, currency = :cur',
          ExpressionAttributeValues: {
            ':c': [{ sort: 1, type: 'room', customerType: 'adult', text: 'Room', amount: 3, price: '100.00', total: '300.00' }],
            ':r': received.map((amount, i) => ({ id: `p${i}`, key: `k${i}`, amount, paidAmount: amount, paidCurrency: 'EUR' })),
            ':cur': 'EUR',
          },
        }),
      );
    await money(paid.id, ['200.00', '100.00']);
    await money(partly.id, ['299.99']);
    const res = await events(token, { asset: resortId, type: 'resort', from: '2027-06-01', to: '2027-06-10' });
    expect(res.status).toBe(200);
    expect(res.body.bookings.find((b) => b.id === paid.id)?.paid).toBe(true);
    expect(res.body.bookings.find((b) => b.id === partly.id)?.paid).toBeUndefined();

    const arriving = await book(token, { resort: resortId, checkIn: '2027-06-06', checkOut: '2027-06-08', rooms: [{ room: roomIds[0]!, noOfPax: 1 }] });
    const checkin = await invoke(actionsHandler, 'POST', `/api/bookings/${arriving.id}/checkin`, { token, body: { early: true } });
    expect(checkin.status, JSON.stringify(checkin.body)).toBe(200);
    const after = await events(token, { asset: resortId, type: 'resort', from: '2027-06-01', to: '2027-06-10' });
    const span = after.body.bookings.find((b) => b.id === arriving.id)!;
    expect(span.checkedInAt).toEqual(expect.any(String));
    expect(span.rooms[0]!.checkedIn).toEqual(expect.any(String));
  });

  it('colours a booking free of charge when its money adds up to nothing, not its quantities', async () => {
    const tenant = 'cal-foc';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 5);
    const line = (type: string, amount: number, total: string) => ({ sort: 1, type, customerType: 'adult', text: type, amount, price: total, total });
    const cases = {
      // 3 nights at 100.00 taken off whole by a special: the quantities add up to 4, the money to 0.00.
      specialTakesAll: { calculation: [line('room', 3, '300.00'), line('special', 1, '-300.00')], currency: 'EUR', free: true },
      // 7 nights at 0.00: quantities 7, money 0.00.
      freeNights: { calculation: [line('room', 7, '0.00')], currency: 'EUR', free: true },
      // Quantities that cancel (1 and -1) on a priced stay: 735.00 is owed.
      quantitiesCancel: { calculation: [line('room', 1, '700.00'), line('extra', -1, '35.00')], currency: 'EUR', free: false },
      // Cents that add up exactly in minor units (0.10 + 0.20 - 0.30), no float drift.
      centsCancel: { calculation: [line('room', 1, '0.10'), line('extra', 1, '0.20'), line('special', 1, '-0.30')], currency: 'EUR', free: true },
      // A currency without minor units: 1,500,000 IDR less 1,500,000 IDR.
      rupiah: { calculation: [line('room', 2, '1500000'), line('special', 1, '-1500000')], currency: 'IDR', free: true },
    };
    const ids = new Map<string, keyof typeof cases>();
    for (const [i, [name, c]] of Object.entries(cases).entries()) {
      const b = await book(token, { resort: resortId, checkIn: '2027-07-02', checkOut: '2027-07-05', rooms: [{ room: roomIds[i]!, noOfPax: 1 }] });
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: bookingKey(tenant, b.id),
          UpdateExpression: 'SET calculation = :c, currency = :cur',
          ExpressionAttributeValues: { ':c': c.calculation, ':cur': c.currency },
        }),
      );
      ids.set(b.id, name as keyof typeof cases);
    }
    const res = await events(token, { asset: resortId, type: 'resort', from: '2027-07-01', to: '2027-07-10' });
    expect(res.status).toBe(200);
    const shown = Object.fromEntries(res.body.bookings.map((b) => [ids.get(b.id), b.freeOfCharge === true]));
    expect(shown).toEqual(Object.fromEntries(Object.entries(cases).map(([name, c]) => [name, c.free])));
  });

  it('shows an agency user its own bookings and the others only as anonymous taken spans', async () => {
    const tenant = 'cal-agency';
    const admin = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const [own, other] = [await agencyOf(tenant, 'ag-own'), await agencyOf(tenant, 'ag-other')];
    const mine = await book(admin, { resort: resortId, checkIn: '2027-06-01', checkOut: '2027-06-03', rooms: [{ room: roomIds[0], noOfPax: 1 }], agency: own });
    await book(admin, { resort: resortId, checkIn: '2027-06-01', checkOut: '2027-06-04', rooms: [{ room: roomIds[1], noOfPax: 1 }], agency: other });
    const agent = await tokenFor({ userId: 'agent-1', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: own });
    const res = await events(agent, { asset: resortId, from: '2027-06-01', to: '2027-06-05' });
    expect(res.status).toBe(200);
    const byRoom = new Map(res.body.bookings.map((b) => [b.rooms[0]?.room, b]));
    expect(byRoom.get(roomIds[0])).toMatchObject({ id: mine.id, bookingNo: mine.bookingNo, agency: own });
    expect(byRoom.get(roomIds[1])).toEqual({
      id: 'anon-1',
      anonymous: true,
      state: 'confirmed',
      checkIn: '2027-06-01',
      checkOut: '2027-06-04',
      rooms: [{ room: roomIds[1] }],
    });
  });

  it('refuses an asset outside the caller’s list (403), a range over 120 days and a bad date (400)', async () => {
    const tenant = 'cal-limits';
    const { resortId } = await resortWithRooms(tenant, 1);
    const limited = await tokenFor({ userId: 'lim', tenant, userType: 'employee', scopes: ['bookings.read'], assets: [{ type: 'resort', ref: 'rs-other' }] });
    const refused = await events(limited, { asset: resortId, from: '2027-06-01', to: '2027-06-05' });
    expect(refused.status).toBe(403);
    const admin = await adminOf(tenant);
    const long = await events(admin, { asset: resortId, from: '2027-01-01', to: '2027-06-01' });
    expect(long.status).toBe(400);
    expect(ZApiError.parse(long.body)).toMatchObject({ name: 'ValidationError', path: '/api/bookings/events', method: 'GET' });
    expect((await events(admin, { asset: resortId, from: '2027-02-30', to: '2027-03-05' })).status).toBe(400);
    const noScope = await tokenFor({ userId: 'none', tenant, userType: 'employee', scopes: ['resort.read'] });
    expect((await events(noScope, { asset: resortId, from: '2027-06-01', to: '2027-06-05' })).status).toBe(403);
  });
});

describe('GET /api/bookings/events (vessel)', () => {
  it('answers cabins with their beds, the schedules and the trip bookings on their beds', async () => {
    const tenant = 'cal-vessel';
    const token = await adminOf(tenant);
    const { scheduleId, vesselId, cabinIds } = await scheduleWithCabins(tenant, [
      { name: 'Cabin 2', beds: 2, shared: true },
      { name: 'Cabin 1', beds: 2 },
    ]);
    const trip = await book(token, { schedule: scheduleId, rooms: [{ room: cabinIds[0], noOfPax: 1, beds: ['2'] }] });
    const res = await events(token, { asset: vesselId, type: 'vessel', from: '2027-02-25', to: '2027-03-10' });
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([
      { id: cabinIds[1], name: 'Cabin 1', roomType: 'rt-c', beds: ['1', '2'] },
      { id: cabinIds[0], name: 'Cabin 2', roomType: 'rt-c', beds: ['1', '2'] },
    ]);
    expect(res.body.schedules).toEqual([{ id: scheduleId, from: '2027-03-01', to: '2027-03-08', tour: 'tr-1', status: expect.any(String) }]);
    expect(res.body.bookings).toEqual([
      expect.objectContaining({
        id: trip.id,
        schedule: scheduleId,
        checkIn: '2027-03-01',
        checkOut: '2027-03-08',
        rooms: [expect.objectContaining({ room: cabinIds[0], beds: ['2'] })],
      }),
    ]);
    expect(res.body.blockers).toEqual([]);
  });
});
