import { BatchGetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { ZRoom } from '../../../shared/domain/inventory/room';
import { ZSchedule } from '../../../shared/domain/inventory/schedule';
import { invoke } from '../../../test/support/invoke';
import { adminOf, tokenFor, userWith } from '../../../test/support/tokens';
import { rooms, schedules } from '../../data/assets';
import { db, tableName } from '../../data/client';
import { claimItem } from '../../data/entities/inventory';
import { inventory, seedBooking, seedResort, type Night } from '../../../test/support/inventory-seed';
import { handler } from './lambda';

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
    // The rest: the session, the resort and the rooms version (one BatchGetItem, issue 23) and the master-data lists of
    // rooms and room types (one ranged Query each; the rooms list only until it is cached at its version).
    expect(commands.filter((c) => c instanceof QueryCommand && c.input.IndexName !== undefined)).toHaveLength(2);
    expect(commands.filter((c) => c instanceof BatchGetCommand)).toHaveLength(1);
    // Four requests in all, whatever the number of rooms and nights.
    expect(commands).toHaveLength(4);
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

  it("keeps a resort's rooms between requests only while no room changed", async () => {
    const tenant = 'av-cache';
    const token = await adminOf(tenant);
    const {
      resort,
      rooms: [a1, a2, a3],
    } = await seedResort(tenant);
    const available = async () =>
      (
        await invoke<{ data: { id: string }[] }>(handler, 'GET', `/api/rooms/available/${resort}`, {
          token,
          query: { from: '2026-09-01', to: '2026-09-03' },
        })
      ).body.data
        .map((r) => r.id)
        .sort();
    expect(await available()).toEqual([a1, a2, a3].sort());
    const send = vi.spyOn(db(), 'send');
    expect(await available()).toEqual([a1, a2, a3].sort());
    const listQueries = () => send.mock.calls.filter(([c]) => c instanceof QueryCommand && (c as QueryCommand).input.IndexName !== undefined).length;
    expect(listQueries()).toBe(0);
    // A room switched off through the API: the next answer reads the rooms again and leaves it out.
    const room = await invoke<{ version: number } & Record<string, unknown>>(handler, 'GET', `/api/rooms/${a2}`, { token });
    const update = await invoke(handler, 'POST', `/api/rooms/${a2}`, { token, body: { ...room.body, isActive: false } });
    expect(update.status).toBe(200);
    expect(await available()).toEqual([a1, a3].sort());
    expect(listQueries()).toBe(1);
    // A room created through the repository (a bulk load alike) is seen at once as well.
    await rooms.create(tenant, `ro-${tenant}-a4`, ZRoom.parse({ name: 'A4', type: 'Room', resort, roomType: `rt-${tenant}-d` }));
    expect(await available()).toEqual([a1, a3, `ro-${tenant}-a4`].sort());
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

describe('cabins of a schedule', () => {
  it('offers the active cabins with free beds (a whole cabin sold once any bed is held) and shows a cabin by bed', async () => {
    const tenant = 'av-trip';
    const token = await adminOf(tenant);
    const vessel = 've-trip';
    await schedules.create(
      tenant,
      'sc-1',
      ZSchedule.parse({ tour: 'to-1', vessel, from: '2026-05-01', to: '2026-05-08', embarkPort: 'p1', disembarkPort: 'p1' }),
    );
    const beds = (n: number) => Array.from({ length: n }, (_, i) => ({ internalId: `b${i + 1}` }));
    const cabin = (name: string, extra: Record<string, unknown>) =>
      rooms.create(tenant, `ro-${name}`, ZRoom.parse({ name, type: 'Cabin', vessel, roomType: 'rt-c', ...extra }));
    await cabin('shared', { allowSharedRoom: true, availableBeds: 4, configuration: { maxNoOfPax: 4, beds: beds(4) } });
    await cabin('whole', { availableBeds: 2, configuration: { beds: beds(2) } });
    await cabin('off', { isActive: false, availableBeds: 2 });
    const held = (unit: string, bed: string) =>
      db().send(
        new PutCommand({
          TableName: tableName(),
          Item: claimItem(tenant, { asset: 'sc-1', unit, bed, owner: { kind: 'booking', id: 'bk-trip' }, gender: 'f' }),
        }),
      );
    await held('ro-shared', 'b1');
    await held('ro-whole', 'b2');
    const res = await invoke<{ data: { id: string; freeBeds: number }[] }>(handler, 'GET', '/api/rooms/available/sc-1', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c) => [c.id, c.freeBeds])).toEqual([['ro-shared', 3]]);
    const state = await invoke<{ beds: unknown[] }>(handler, 'GET', '/api/rooms/ro-shared/state', { token, query: { schedule: 'sc-1' } });
    expect(state.body.beds).toEqual([
      { bed: 'b1', state: 'booked', booking: 'bk-trip', gender: 'f' },
      { bed: 'b2', state: 'free' },
      { bed: 'b3', state: 'free' },
      { bed: 'b4', state: 'free' },
    ]);
    expect((await invoke(handler, 'GET', '/api/rooms/ro-shared/state', { token })).status).toBe(400);
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
