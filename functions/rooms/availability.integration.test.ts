import { PutCommand, QueryCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZApiError } from '../../shared/api/errors';
import { ZResort } from '../../shared/domain/inventory/asset';
import type { Claim } from '../../shared/domain/inventory/claims';
import { ZRoom } from '../../shared/domain/inventory/room';
import { ZRoomType } from '../../shared/domain/inventory/room-type';
import { invoke } from '../../test/support/invoke';
import { adminOf, tokenFor, userWith } from '../../test/support/tokens';
import { resorts, rooms, roomTypes } from '../data/assets';
import { db, tableName } from '../data/client';
import { bookingItem, bookingKey } from '../data/entities/booking';
import { claimItem } from '../data/entities/inventory';
import { handler } from './index';

type Night = { night: string; state: string; booking?: string; blocker?: string; reason?: string };

/** A resort with two room types and rooms, seeded through the repositories. */
async function seedResort(tenant: string, roomNames = ['A1', 'A2', 'A3']) {
  const resort = `rs-${tenant}`;
  await resorts.create(tenant, resort, ZResort.parse({ name: `Resort ${tenant}`, key: 'R' }));
  await roomTypes.create(tenant, `rt-${tenant}-d`, ZRoomType.parse({ name: 'Double', key: 'DBL', resort }));
  await roomTypes.create(tenant, `rt-${tenant}-s`, ZRoomType.parse({ name: 'Suite', key: 'STE', resort }));
  const ids: string[] = [];
  for (const [i, name] of roomNames.entries()) {
    const id = `ro-${tenant}-${name.toLowerCase()}`;
    ids.push(id);
    await rooms.create(tenant, id, ZRoom.parse({ name, type: 'Room', resort, roomType: i === 0 ? `rt-${tenant}-s` : `rt-${tenant}-d` }));
  }
  return { resort, rooms: ids };
}

/** A booking header (the booking core's format) and its room-nights, as the booking core writes them. */
async function seedBooking(tenant: string, resort: string, id: string, room: string, checkIn: string, checkOut: string, bookingNo = 1) {
  const now = new Date().toISOString();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: bookingItem.toItem(bookingKey(tenant, id), {
        id,
        bookingNo,
        state: 'confirmed',
        resort,
        checkIn,
        checkOut,
        rooms: [{ room, noOfPax: 2 }],
        customer: 'cu-1',
        version: 1,
        createdAt: now,
        updatedAt: now,
      }),
    }),
  );
  for (let d = checkIn; d < checkOut; d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
    await db().send(
      new PutCommand({ TableName: tableName(), Item: claimItem(tenant, { asset: resort, unit: room, night: d, owner: { kind: 'booking', id } }) }),
    );
  }
}

async function inventory(tenant: string, resort: string) {
  const res = await db().send(
    new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `T#${tenant}#RESORTINV#${resort}` } }),
  );
  return res.Items ?? [];
}

afterEach(() => vi.restoreAllMocks());

describe('availability', () => {
  it('offers the rooms free on every night of the range, including the one whose booking checks out on from', async () => {
    const tenant = 'av-free';
    const token = await adminOf(tenant);
    const {
      resort,
      rooms: [a1, a2, a3],
    } = await seedResort(tenant);
    await seedBooking(tenant, resort, 'bk-1', a1!, '2026-07-08', '2026-07-10'); // last night 07-09 inside the range
    await seedBooking(tenant, resort, 'bk-2', a2!, '2026-07-05', '2026-07-07'); // checks out on from
    const res = await invoke<{ data: { id: string }[] }>(handler, 'GET', `/api/rooms/available/${resort}`, {
      token,
      query: { from: '2026-07-07', to: '2026-07-10' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.id).sort()).toEqual([a2, a3].sort());
    const bad = await invoke(handler, 'GET', `/api/rooms/available/${resort}`, { token, query: { from: '2026-07-10', to: '2026-07-07' } });
    expect(bad.status).toBe(400);
    expect((await invoke(handler, 'GET', '/api/rooms/available/rs-nope', { token, query: { from: '2026-07-07', to: '2026-07-10' } })).status).toBe(404);
  });

  it('answers a resort range from ONE Query of its inventory, with free counts per type and every room night', async () => {
    const tenant = 'av-grid';
    const token = await adminOf(tenant);
    const {
      resort,
      rooms: [a1, a2],
    } = await seedResort(tenant);
    await seedBooking(tenant, resort, 'bk-g', a2!, '2026-08-02', '2026-08-04');
    const client = db();
    const send = vi.spyOn(client, 'send');
    const res = await invoke<{
      nights: string[];
      roomTypes: { id: string; name: string; total: number; free: number[] }[];
      rooms: { id: string; nights: Night[] }[];
    }>(handler, 'GET', '/api/rooms/resort', { token, query: { resort, from: '2026-08-01', to: '2026-08-05' } });
    expect(res.status).toBe(200);
    const commands = send.mock.calls.map(([c]) => c as { input: { IndexName?: string; ExpressionAttributeValues?: Record<string, unknown> } });
    const inventoryQueries = commands.filter((c) => c instanceof QueryCommand && String(c.input.ExpressionAttributeValues?.[':pk']).includes('#RESORTINV#'));
    expect(inventoryQueries).toHaveLength(1);
    // The rest: the resort (GetItem) and the master-data lists of rooms and room types (one ranged Query each).
    expect(commands.filter((c) => c instanceof QueryCommand && c.input.IndexName !== undefined)).toHaveLength(2);
    // With the session check of the sign-in: five requests in all, whatever the number of rooms and nights.
    expect(commands.filter((c) => !JSON.stringify(c.input).includes('#SESSION#'))).toHaveLength(4);
    expect(res.body.nights).toEqual(['2026-08-01', '2026-08-02', '2026-08-03', '2026-08-04']);
    expect(res.body.roomTypes).toEqual([
      { id: `rt-${tenant}-d`, name: 'Double', total: 2, free: [2, 1, 1, 2] },
      { id: `rt-${tenant}-s`, name: 'Suite', total: 1, free: [1, 1, 1, 1] },
    ]);
    expect(res.body.rooms.find((r) => r.id === a2)?.nights[1]).toEqual({ night: '2026-08-02', state: 'booked', booking: 'bk-g' });
    expect(res.body.rooms.find((r) => r.id === a1)?.nights.every((n) => n.state === 'free')).toBe(true);
    const long = await invoke(handler, 'GET', '/api/rooms/resort', { token, query: { resort, from: '2026-08-01', to: '2026-10-05' } });
    expect(long.status).toBe(400);
    const type = await invoke<{ nights: { night: string; free: number }[]; total: number }>(handler, 'GET', `/api/rooms/roomtype/rt-${tenant}-d`, {
      token,
      query: { from: '2026-08-01', to: '2026-08-04' },
    });
    expect(type.body).toMatchObject({ total: 2, nights: [{ free: 2 }, { free: 1 }, { free: 1 }] });
  });

  it('keeps users to the resorts of their available-asset list', async () => {
    const tenant = 'av-limit';
    const {
      resort,
      rooms: [a1],
    } = await seedResort(tenant);
    const other = await tokenFor({ userId: 'u-other', tenant, userType: 'employee', scopes: ['resort.*'], assets: [{ type: 'resort', ref: 'rs-elsewhere' }] });
    const query = { resort, from: '2026-08-01', to: '2026-08-03' };
    expect((await invoke(handler, 'GET', '/api/rooms/resort', { token: other, query })).status).toBe(403);
    expect((await invoke(handler, 'GET', `/api/rooms/${a1}/state`, { token: other, query: { from: '2026-08-01', to: '2026-08-03' } })).status).toBe(403);
    const body = { room: a1, from: '2026-08-01', to: '2026-08-03', reason: 'Event' };
    expect((await invoke(handler, 'POST', '/api/rooms/addBlocker', { token: other, body })).status).toBe(403);
    const reader = await userWith(tenant, ['resort.read']);
    expect((await invoke(handler, 'GET', '/api/rooms/resort', { token: reader, query })).status).toBe(200);
    expect((await invoke(handler, 'POST', '/api/rooms/addBlocker', { token: reader, body })).status).toBe(403);
    expect(await inventory(tenant, resort)).toHaveLength(0);
  });
});

describe('blockers', () => {
  it('refuses a blocker over a booked night with 409 naming the booking, writing nothing', async () => {
    const tenant = 'bl-booked';
    const token = await adminOf(tenant);
    const {
      resort,
      rooms: [a1],
    } = await seedResort(tenant);
    await seedBooking(tenant, resort, 'bk-held', a1!, '2026-09-03', '2026-09-05');
    const before = await inventory(tenant, resort);
    const res = await invoke(handler, 'POST', '/api/rooms/addBlocker', {
      token,
      body: { room: a1, from: '2026-09-01', to: '2026-09-04', reason: 'Maintanance' },
    });
    expect(res.status).toBe(409);
    expect(ZApiError.parse(res.body)).toMatchObject({ message: 'ROOM_NOT_AVAILABLE', description: expect.stringContaining('bk-held') });
    expect(await inventory(tenant, resort)).toEqual(before);
  });

  it('blocks a room, shows it in the state and removes it without touching a booking night', async () => {
    const tenant = 'bl-cycle';
    const token = await adminOf(tenant);
    const {
      resort,
      rooms: [a1],
    } = await seedResort(tenant);
    await seedBooking(tenant, resort, 'bk-next', a1!, '2026-09-05', '2026-09-07');
    const added = await invoke<{ blocker: string; nights: number }>(handler, 'POST', '/api/rooms/addBlocker', {
      token,
      body: { room: a1, from: '2026-09-02', to: '2026-09-05', reason: 'OutOfOrder', note: 'leak' },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ blocker: expect.stringMatching(/^bl-/), room: a1, resort, reason: 'OutOfOrder', nights: 3 });
    const state = await invoke<{ nights: Night[] }>(handler, 'GET', `/api/rooms/${a1}/state`, { token, query: { from: '2026-09-04', to: '2026-09-06' } });
    expect(state.body.nights).toEqual([
      { night: '2026-09-04', state: 'blocked', blocker: added.body.blocker, reason: 'OutOfOrder' },
      { night: '2026-09-05', state: 'booked', booking: 'bk-next' },
    ]);
    const removed = await invoke<{ released: number }>(handler, 'POST', '/api/rooms/removeBlocker', {
      token,
      body: { room: a1, from: '2026-09-01', to: '2026-09-10' },
    });
    expect(removed.body.released).toBe(3);
    const left = await inventory(tenant, resort);
    expect(left.map((i) => [i.sk, i.ownerKind])).toEqual([
      [`NIGHT#2026-09-05#ROOM#${a1}`, 'booking'],
      [`NIGHT#2026-09-06#ROOM#${a1}`, 'booking'],
    ]);
    const tooLong = await invoke(handler, 'POST', '/api/rooms/removeBlocker', { token, body: { room: a1, from: '2026-01-01', to: '2026-06-01' } });
    expect(tooLong.status).toBe(400);
  });

  it('lets exactly one of a blocker and a racing booking night win, whole', async () => {
    const tenant = 'bl-race';
    const token = await adminOf(tenant);
    const {
      resort,
      rooms: [a1],
    } = await seedResort(tenant);
    for (let round = 0; round < 5; round++) {
      const day = `2026-10-${String(10 + round * 3).padStart(2, '0')}`;
      const next = `2026-10-${String(11 + round * 3).padStart(2, '0')}`;
      const claim: Claim = { asset: resort, unit: a1!, night: next, owner: { kind: 'booking', id: `bk-race-${round}` } };
      const [blocker, booking] = await Promise.allSettled([
        invoke(handler, 'POST', '/api/rooms/addBlocker', {
          token,
          body: { room: a1, from: day, to: `2026-10-${String(12 + round * 3).padStart(2, '0')}`, reason: 'Event' },
        }),
        db().send(new PutCommand({ TableName: tableName(), Item: claimItem(tenant, claim), ConditionExpression: 'attribute_not_exists(pk)' })),
      ]);
      const blockerWon = blocker.status === 'fulfilled' && blocker.value.status === 200;
      const bookingWon = booking.status === 'fulfilled';
      expect(blockerWon !== bookingWon).toBe(true);
      if (!blockerWon) expect(blocker.status === 'fulfilled' && blocker.value.status).toBe(409);
      const items = (await inventory(tenant, resort)).filter((i) => String(i.sk) >= `NIGHT#${day}` && String(i.sk) < `NIGHT#${next}~`);
      // Whole: the blocker holds both nights or none.
      expect(items.map((i) => i.ownerKind)).toEqual(blockerWon ? ['blocker', 'blocker'] : ['booking']);
    }
  });

  it('loses whole to a booking that takes a night between its check and its write: 409, no blocker night written', async () => {
    const tenant = 'bl-between';
    const token = await adminOf(tenant);
    const { resort, rooms: [a1] } = await seedResort(tenant);
    const client = db();
    const original = client.send.bind(client);
    vi.spyOn(client, 'send').mockImplementation(async (command: unknown) => {
      if (command instanceof TransactWriteCommand) {
        const claim: Claim = { asset: resort, unit: a1!, night: '2026-10-02', owner: { kind: 'booking', id: 'bk-between' } };
        await original(new PutCommand({ TableName: tableName(), Item: claimItem(tenant, claim), ConditionExpression: 'attribute_not_exists(pk)' }));
      }
      return original(command as never) as never;
    });
    const res = await invoke(handler, 'POST', '/api/rooms/addBlocker', { token, body: { room: a1, from: '2026-10-01', to: '2026-10-04', reason: 'Event' } });
    expect(res.status).toBe(409);
    expect(ZApiError.parse(res.body)).toMatchObject({ message: 'ROOM_NOT_AVAILABLE', description: expect.stringContaining('2026-10-02') });
    vi.restoreAllMocks();
    expect((await inventory(tenant, resort)).map((i) => [i.sk, i.ownerId])).toEqual([[`NIGHT#2026-10-02#ROOM#${a1}`, 'bk-between']]);
  });

  it('refuses a blocker on a cabin with 400', async () => {
    const tenant = 'bl-cabin';
    const token = await adminOf(tenant);
    await rooms.create(tenant, 'ro-cabin', ZRoom.parse({ name: 'C1', type: 'Cabin', vessel: 've-1', roomType: 'rt-c' }));
    const res = await invoke(handler, 'POST', '/api/rooms/addBlocker', {
      token,
      body: { room: 'ro-cabin', from: '2026-09-01', to: '2026-09-03', reason: 'Event' },
    });
    expect(res.status).toBe(400);
    expect(ZApiError.parse(res.body).description).toContain('cabin');
    expect(
      (
        await db().send(
          new ScanCommand({ TableName: tableName(), FilterExpression: 'begins_with(pk, :p)', ExpressionAttributeValues: { ':p': `T#${tenant}#RESORTINV` } }),
        )
      ).Items,
    ).toEqual([]);
  });
});

describe('arrivals and departures', () => {
  it('answers per day from the inventory, including a booking that arrived the day before from', async () => {
    const tenant = 'ad-days';
    const token = await adminOf(tenant);
    const {
      resort,
      rooms: [a1, a2, a3],
    } = await seedResort(tenant);
    await seedBooking(tenant, resort, 'bk-on-from', a3!, '2026-11-10', '2026-11-12', 6);
    await seedBooking(tenant, resort, 'bk-early', a1!, '2026-11-09', '2026-11-11', 7); // arrives the day before from
    await seedBooking(tenant, resort, 'bk-late', a2!, '2026-11-11', '2026-11-14', 8); // departs after to
    await invoke(handler, 'POST', '/api/rooms/addBlocker', { token, body: { room: a2, from: '2026-11-10', to: '2026-11-11', reason: 'Event' } });
    const res = await invoke<{
      data: { date: string; arrivals: { booking: string; bookingNo: number; noOfPax: number }[]; departures: { booking: string }[] }[];
    }>(handler, 'GET', `/api/arrivaldeparture/date/${resort}/2026-11-10/2026-11-12`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((d) => [d.date, d.arrivals.map((m) => m.booking), d.departures.map((m) => m.booking)])).toEqual([
      ['2026-11-10', ['bk-on-from'], []],
      ['2026-11-11', ['bk-late'], ['bk-early']],
      ['2026-11-12', [], ['bk-on-from']],
    ]);
    expect(res.body.data[1]!.arrivals[0]).toMatchObject({ bookingNo: 8, noOfPax: 2, state: 'confirmed', rooms: [a2], customer: 'cu-1' });
  });

  it('answers 404 RESORT_NOT_FOUND for an unknown resort and 400 for a bad range', async () => {
    const token = await adminOf('ad-bad');
    const res = await invoke(handler, 'GET', '/api/arrivaldeparture/date/rs-unknown/2026-11-10/2026-11-12', { token });
    expect(res.status).toBe(404);
    expect(ZApiError.parse(res.body).message).toBe('RESORT_NOT_FOUND');
    const { resort } = await seedResort('ad-bad');
    expect((await invoke(handler, 'GET', `/api/arrivaldeparture/date/${resort}/2026-11-12/2026-11-10`, { token })).status).toBe(400);
    expect((await invoke(handler, 'GET', `/api/arrivaldeparture/date/${resort}/2026-01-01/2026-06-01`, { token })).status).toBe(400);
  });
});
