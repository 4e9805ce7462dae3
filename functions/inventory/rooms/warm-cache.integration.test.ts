import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoke } from '../../../test/support/invoke';
import { requestsDuring } from '../../../test/support/db-rounds';
import { seedResort } from '../../../test/support/inventory-seed';
import { adminOf } from '../../../test/support/tokens';
import { db, tableName } from '../../data/client';
import { assetRoomsVersionKey } from '../../data/entities/inventory';
import { sessionKey } from '../../data/entities/session';
import { TRUST_MS } from '../../data/recently-confirmed';
import { verifyToken } from '../../lib/tokens';
import { handler as auth } from '../../identity/auth/lambda';
import { handler } from './lambda';

/**
 * The warm cache of read actions (functions/data/recently-confirmed.ts; docs/decisions/identity.md "Sign-in and
 * sessions", docs/decisions/inventory.md "One round"): a sign-out in the same process counts at once; a change made
 * by another container (a raw write here: nothing in this process saw it) reaches a read action within TRUST_MS, on
 * a controlled clock, while a write always reads the session.
 */

const range = { from: '2026-11-01', to: '2026-11-03' };
const shown = (requests: { command: string; what: string }[]) => requests.map((r) => `${r.command} ${r.what}`.trim());

afterEach(() => vi.useRealTimers());

describe('read actions on a warm cache', () => {
  it('answers 401 right after a sign-out in the same process', async () => {
    const tenant = 'wc-logout';
    const token = await adminOf(tenant);
    const { resort } = await seedResort(tenant);
    const get = () => invoke(handler, 'GET', `/api/rooms/available/${resort}`, { token, query: range });
    expect((await get()).status).toBe(200);
    const warm = await requestsDuring(async () => expect((await get()).status).toBe(200));
    expect(shown(warm.requests)).toEqual(['Query RESORTINV']);
    expect((await invoke(auth, 'DELETE', '/api/auth/token', { token })).status).toBe(200);
    expect((await get()).status).toBe(401);
  });

  it('sees a session ended by another container within TRUST_MS', async () => {
    const tenant = 'wc-elsewhere';
    const token = await adminOf(tenant);
    const { resort } = await seedResort(tenant);
    vi.useFakeTimers({ toFake: ['Date'] }); // the clock stands still from here, and moves when told
    const get = () => invoke(handler, 'GET', `/api/rooms/available/${resort}`, { token, query: range });
    expect((await get()).status).toBe(200);
    const { jti } = await verifyToken(token);
    await db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(tenant, jti) })); // another container's sign-out
    expect((await get()).status).toBe(200); // confirmed less than TRUST_MS ago
    vi.setSystemTime(Date.now() + TRUST_MS - 1000);
    expect((await get()).status).toBe(200);
    vi.setSystemTime(Date.now() + 1000);
    expect((await get()).status).toBe(401);
  });

  it('reads the session for every write, however recently a read action confirmed it', async () => {
    const tenant = 'wc-write';
    const token = await adminOf(tenant);
    const {
      resort,
      rooms: [a1],
    } = await seedResort(tenant);
    expect((await invoke(handler, 'GET', `/api/rooms/available/${resort}`, { token, query: range })).status).toBe(200);
    const stored = await invoke<Record<string, unknown>>(handler, 'GET', `/api/rooms/${a1}`, { token });
    const { jti } = await verifyToken(token);
    await db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(tenant, jti) }));
    expect((await invoke(handler, 'POST', `/api/rooms/${a1}`, { token, body: { ...stored.body, name: 'A1b' } })).status).toBe(401);
  });

  it('reads the rooms version again once TRUST_MS has passed, so a room change made elsewhere is seen by then', async () => {
    const tenant = 'wc-rooms';
    const token = await adminOf(tenant);
    const { resort } = await seedResort(tenant);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1); // a moment after the seed's room writes (a read sent with them is not trusted)
    const get = () => invoke(handler, 'GET', `/api/rooms/available/${resort}`, { token, query: range });
    expect((await get()).status).toBe(200);
    // Another container wrote a room of the resort: its rooms version moved.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: assetRoomsVersionKey(tenant, resort),
        UpdateExpression: 'ADD version :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    vi.setSystemTime(Date.now() + TRUST_MS - 1000);
    expect(shown((await requestsDuring(get)).requests)).toEqual(['Query RESORTINV']);
    vi.setSystemTime(Date.now() + 1001);
    const later = shown((await requestsDuring(get)).requests);
    expect(later).toContain('BatchGetItem'); // the session, the resort and the rooms version, read again
    expect(later.filter((r) => r.startsWith('Query')).length).toBe(2); // the inventory, and the rooms list reloaded
  });
});
