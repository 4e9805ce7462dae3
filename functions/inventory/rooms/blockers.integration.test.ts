import { PutCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import type { Claim } from '../../../shared/domain/inventory/claims';
import { ZRoom } from '../../../shared/domain/inventory/room';
import { invoke } from '../../../test/support/invoke';
import { inventory, seedBooking, seedResort, type Night } from '../../../test/support/inventory-seed';
import { adminOf } from '../../../test/support/tokens';
import { rooms } from '../../data/assets';
import { db, tableName } from '../../data/client';
import { claimItem } from '../../data/entities/inventory';
import { handler } from './lambda';

afterEach(() => vi.restoreAllMocks());

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
    expect(ZApiError.parse(tooLong.body).fields).toEqual([{ path: 'body.to', message: 'more than 90 nights' }]);
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
    const {
      resort,
      rooms: [a1],
    } = await seedResort(tenant);
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
