import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { invoke } from '../../../test/support/invoke';
import { adminOf, tokenFor, userWith } from '../../../test/support/tokens';
import {
  agencyOf,
  bookingItems,
  customerOf,
  heldUnits,
  resortItems,
  resortWithRooms,
  scheduleItems,
  scheduleWithCabins,
} from '../../../test/support/booking-fixtures';
import { handler } from './lambda';

type Booking = { id: string; bookingNo: number; state: string; version: number; agency?: string; rooms: { room: string; beds?: string[] }[] };

const stay = (resort: string, room: string, checkIn: string, checkOut: string, extra: Record<string, unknown> = {}) => ({
  resort,
  checkIn,
  checkOut,
  rooms: [{ room, noOfPax: 2 }],
  ...extra,
});
const create = (token: string, body: unknown) => invoke<Booking>(handler, 'POST', '/api/bookings', { token, body });
const cancel = (token: string, id: string) => invoke<Booking>(handler, 'POST', `/api/bookings/${id}/cancell`, { token });

describe('creating a resort stay', () => {
  it('answers 201 with gap-free booking numbers 1, 2, 3 and holds one item per room-night', async () => {
    const tenant = 'bk-nos';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 3);
    const answers = [];
    for (const room of roomIds) answers.push(await create(token, stay(resortId, room, '2027-01-10', '2027-01-13')));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers.map((a) => a.body.bookingNo)).toEqual([1, 2, 3]);
    expect(answers[0]?.body).toMatchObject({ state: 'confirmed', version: 1, rooms: [{ room: roomIds[0], noOfPax: 2 }] });
    expect(heldUnits(await resortItems(tenant, resortId)).size).toBe(9);
    const read = await invoke<Booking>(handler, 'GET', `/api/bookings/${answers[1]?.body.id}`, { token });
    expect(read.body.bookingNo).toBe(2);
  });

  it('refuses a taken night with 409 ROOM_NOT_AVAILABLE naming the room and the first taken night, writing nothing', async () => {
    const tenant = 'bk-taken';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const [a, b] = roomIds as [string, string];
    expect((await create(token, stay(resortId, a, '2027-02-05', '2027-02-08'))).status).toBe(201);
    const before = (await resortItems(tenant, resortId)).length;
    const res = await create(token, {
      resort: resortId,
      checkIn: '2027-02-03',
      checkOut: '2027-02-06',
      rooms: [
        { room: b, noOfPax: 1 },
        { room: a, noOfPax: 1 },
      ],
    });
    expect(res.status).toBe(409);
    expect(ZApiError.parse(res.body)).toMatchObject({
      name: 'ConflictError',
      message: 'ROOM_NOT_AVAILABLE',
      description: 'Room Room 101 is not available on 2027-02-05',
    });
    expect((await resortItems(tenant, resortId)).length).toBe(before);
    expect((await create(token, stay(resortId, b, '2027-02-03', '2027-02-06'))).body.bookingNo).toBe(2);
  });

  it('leaves the check-out day free for the next arrival', async () => {
    const tenant = 'bk-checkout';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const room = roomIds[0] as string;
    expect((await create(token, stay(resortId, room, '2027-03-01', '2027-03-04'))).status).toBe(201);
    expect((await create(token, stay(resortId, room, '2027-03-04', '2027-03-06'))).status).toBe(201);
    expect((await create(token, stay(resortId, room, '2027-02-27', '2027-03-01'))).status).toBe(201);
    expect((await create(token, stay(resortId, room, '2027-03-03', '2027-03-04'))).status).toBe(409);
  });

  it('answers 404 RESORT_NOT_FOUND for an unknown resort and 400 for a room of another resort, over-long or upside-down stays', async () => {
    const tenant = 'bk-bad';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const { roomIds: others } = await resortWithRooms(tenant, 1, 'rs-2');
    const missing = await create(token, stay('rs-none', roomIds[0] as string, '2027-01-01', '2027-01-02'));
    expect(missing.status).toBe(404);
    expect(ZApiError.parse(missing.body).message).toBe('RESORT_NOT_FOUND');
    expect((await create(token, stay(resortId, others[0] as string, '2027-01-01', '2027-01-02'))).status).toBe(400);
    expect((await create(token, stay(resortId, roomIds[0] as string, '2027-01-05', '2027-01-02'))).status).toBe(400);
    expect((await create(token, stay(resortId, roomIds[0] as string, '2027-01-01', '2027-03-03'))).status).toBe(400);
    expect((await create(token, stay(resortId, roomIds[0] as string, '2027-01-01', '2027-01-02', { rooms: [{ room: roomIds[0], noOfPax: 3 }] }))).status).toBe(
      400,
    );
    expect((await resortItems(tenant, resortId)).length).toBe(0);
  });

  it('refuses a booking of more than 100 writes with 400 before writing anything', async () => {
    const tenant = 'bk-limit';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const body = { resort: resortId, checkIn: '2027-05-01', checkOut: '2027-06-20', rooms: roomIds.map((room) => ({ room, noOfPax: 1 })) };
    const res = await create(token, body);
    expect(res.status).toBe(400);
    expect(ZApiError.parse(res.body).description).toBe(
      'The booking needs 110 writes (100 room-nights or beds); one booking holds at most 90: split it into several bookings',
    );
    expect((await resortItems(tenant, resortId)).length).toBe(0);
    // 90 room-nights: with the header, numbers, event, counts and the search writes (at most 5) within 100.
    expect((await create(token, { ...body, checkOut: '2027-06-15' })).status).toBe(201);
  });
});

describe('creating a trip', () => {
  it('sells a shared cabin by bed and a private cabin whole', async () => {
    const tenant = 'bk-trip';
    const token = await adminOf(tenant);
    const { scheduleId, cabinIds } = await scheduleWithCabins(tenant, [
      { name: 'Dorm A', beds: 4, shared: true },
      { name: 'Suite', beds: 2 },
    ]);
    const [dorm, suite] = cabinIds as [string, string];
    const first = await create(token, { schedule: scheduleId, rooms: [{ room: dorm, noOfPax: 3 }] });
    expect(first.body.rooms).toEqual([{ room: dorm, noOfPax: 3, beds: ['1', '2', '3'] }]);
    expect((await create(token, { schedule: scheduleId, rooms: [{ room: dorm, noOfPax: 2 }] })).status).toBe(409);
    const last = await create(token, { schedule: scheduleId, rooms: [{ room: dorm, noOfPax: 1 }] });
    expect(last.body.rooms[0]?.beds).toEqual(['4']);
    const taken = await create(token, { schedule: scheduleId, rooms: [{ room: dorm, noOfPax: 1, beds: ['2'] }] });
    expect(ZApiError.parse(taken.body)).toMatchObject({ message: 'ROOM_NOT_AVAILABLE', description: 'Cabin Dorm A bed 2 is not available' });
    const whole = await create(token, { schedule: scheduleId, rooms: [{ room: suite, noOfPax: 1 }] });
    expect(whole.body.rooms[0]?.beds).toEqual(['1', '2']);
    expect((await create(token, { schedule: scheduleId, rooms: [{ room: suite, noOfPax: 1 }] })).status).toBe(409);
    expect(heldUnits(await scheduleItems(tenant, scheduleId)).size).toBe(6);
  });

  it('refuses a bed of a non-mixed cabin to a guest of the other gender, and frees the cabin with its last holder', async () => {
    const tenant = 'bk-gender';
    const token = await adminOf(tenant);
    const { scheduleId, cabinIds } = await scheduleWithCabins(tenant, [{ name: 'Quad', beds: 4, shared: true, mixed: false }]);
    const cabin = cabinIds[0] as string;
    const [m1, m2, f1, u1] = [
      await customerOf(tenant, 'cu-m1', 'm'),
      await customerOf(tenant, 'cu-m2', 'm'),
      await customerOf(tenant, 'cu-f1', 'f'),
      await customerOf(tenant, 'cu-u1', 'u'),
    ];
    const a = await create(token, { schedule: scheduleId, customer: m1, rooms: [{ room: cabin, noOfPax: 1 }] });
    const b = await create(token, { schedule: scheduleId, customer: m2, rooms: [{ room: cabin, noOfPax: 1 }] });
    expect([a.status, b.status]).toEqual([201, 201]);
    const refused = await create(token, { schedule: scheduleId, customer: f1, rooms: [{ room: cabin, noOfPax: 1 }] });
    expect(refused.status).toBe(409);
    expect(ZApiError.parse(refused.body).description).toContain('other gender');
    expect((await create(token, { schedule: scheduleId, customer: u1, rooms: [{ room: cabin, noOfPax: 1 }] })).status).toBe(201);
    await cancel(token, a.body.id);
    expect((await create(token, { schedule: scheduleId, customer: f1, rooms: [{ room: cabin, noOfPax: 1 }] })).status).toBe(409);
    await cancel(token, b.body.id);
    expect((await create(token, { schedule: scheduleId, customer: f1, rooms: [{ room: cabin, noOfPax: 1 }] })).status).toBe(201);
    const genders = (await scheduleItems(tenant, scheduleId)).filter((i) => i.entityType === 'CABINGENDER');
    expect(genders).toMatchObject([{ gender: 'f', holders: 1 }]);
  });
});

describe('who may book', () => {
  it('lets an agency user book, read and cancel for its own agency only', async () => {
    const tenant = 'bk-agency';
    const admin = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const [own, other] = [await agencyOf(tenant, 'ag-own'), await agencyOf(tenant, 'ag-other')];
    const agent = await tokenFor({ userId: 'agent-1', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: own });
    const mine = await create(agent, stay(resortId, roomIds[0] as string, '2027-04-01', '2027-04-03'));
    expect(mine.status).toBe(201);
    expect(mine.body.agency).toBe(own);
    expect((await create(agent, stay(resortId, roomIds[1] as string, '2027-04-01', '2027-04-03', { agency: other }))).status).toBe(403);
    const theirs = await create(admin, stay(resortId, roomIds[1] as string, '2027-04-01', '2027-04-03', { agency: other }));
    expect(theirs.status).toBe(201);
    expect((await invoke(handler, 'GET', `/api/bookings/${theirs.body.id}`, { token: agent })).status).toBe(403);
    expect((await cancel(agent, theirs.body.id)).status).toBe(403);
    expect((await invoke(handler, 'GET', `/api/bookings/bk-unknown`, { token: agent })).status).toBe(404);
    expect((await invoke(handler, 'GET', `/api/bookings/${mine.body.id}`, { token: agent })).status).toBe(200);
    expect((await cancel(agent, mine.body.id)).body.state).toBe('aborted');
    const reader = await userWith(tenant, ['bookings.read']);
    expect((await create(reader, stay(resortId, roomIds[0] as string, '2027-04-01', '2027-04-03'))).status).toBe(403);
  });

  it('refuses users limited to other assets', async () => {
    const tenant = 'bk-assets';
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const { scheduleId, cabinIds } = await scheduleWithCabins(tenant, [{ name: 'Twin', beds: 2 }]);
    const limited = await tokenFor({ userId: 'lim', tenant, userType: 'employee', scopes: ['bookings'], assets: [{ type: 'resort', ref: 'rs-other' }] });
    expect((await create(limited, stay(resortId, roomIds[0] as string, '2027-04-01', '2027-04-03'))).status).toBe(403);
    expect((await create(limited, { schedule: scheduleId, rooms: [{ room: cabinIds[0], noOfPax: 1 }] })).status).toBe(403);
    const allowed = await tokenFor({ userId: 'ok', tenant, userType: 'employee', scopes: ['bookings'], assets: [{ type: 'resort', ref: resortId }] });
    const made = await create(allowed, stay(resortId, roomIds[0] as string, '2027-04-01', '2027-04-03'));
    expect(made.status).toBe(201);
    expect((await invoke(handler, 'GET', `/api/bookings/${made.body.id}`, { token: limited })).status).toBe(403);
  });
});

describe('cancelling', () => {
  it('releases the items with the state change, keeps the previous version, and is harmless twice', async () => {
    const tenant = 'bk-cancel';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const room = roomIds[0] as string;
    const made = await create(token, stay(resortId, room, '2027-06-01', '2027-06-04'));
    expect(heldUnits(await resortItems(tenant, resortId)).size).toBe(3);
    const first = await cancel(token, made.body.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ state: 'aborted', version: 2 });
    expect(await resortItems(tenant, resortId)).toEqual([]);
    const again = await cancel(token, made.body.id);
    expect(again.body).toMatchObject({ state: 'aborted', version: 2 });
    expect((await bookingItems(tenant, made.body.id)).map((i) => i.sk)).toEqual(['HISTORY#00000001', 'ROOT']);
    const rebooked = await create(token, stay(resortId, room, '2027-06-01', '2027-06-04'));
    expect(rebooked.body.bookingNo).toBe(2);
    expect(heldUnits(await resortItems(tenant, resortId)).size).toBe(3);
  });
});
