import { describe, expect, it } from 'vitest';
import { ZRoom } from '../../../shared/domain/inventory/room';
import { invoke } from '../../../test/support/invoke';
import { requestsDuring, showRounds } from '../../../test/support/db-rounds';
import { seedBooking, seedResort } from '../../../test/support/inventory-seed';
import { adminOf, userWith } from '../../../test/support/tokens';
import { rooms } from '../../data/assets';
import { revokeSession, setSessionScopes } from '../../data/sessions';
import { verifyToken } from '../../lib/tokens';
import { handler } from './lambda';

/**
 * Issue 23, "Fewer round trips": GET /api/rooms/available/{resort} answers after ONE request on a warm cache, the
 * inventory Query: the session, the resort and its rooms version were confirmed by this container within TRUST_MS
 * (functions/data/recently-confirmed.ts; docs/decisions/inventory.md, "One round"); a cold call reads them in one
 * BatchGetItem beside the Query. A room written in this process is seen by the very next call, and the session still
 * decides (401 for an ended one, its scopes for 403) before anything is answered.
 */

const range = { from: '2026-10-01', to: '2026-10-04' };

describe('availability in one round', () => {
  it('reads only the inventory on a warm cache (the rest in one round when cold), and sees a changed room on the next call', async () => {
    const tenant = 'rt-avail';
    const token = await adminOf(tenant);
    const {
      resort,
      rooms: [a1, a2, a3],
    } = await seedResort(tenant);
    await seedBooking(tenant, resort, 'bk-1', a1!, '2026-10-02', '2026-10-03');
    const available = async () => {
      const res = await invoke<{ data: { id: string }[] }>(handler, 'GET', `/api/rooms/available/${resort}`, { token, query: range });
      expect(res.status).toBe(200);
      return res.body.data.map((r) => r.id).sort();
    };
    let answer: string[] = [];
    const cold = await requestsDuring(async () => (answer = await available())); // fills the caches
    expect(answer).toEqual([a2, a3].sort());
    expect(cold.requests.map((r) => r.command)).toContain('BatchGetItem');
    const { requests, rounds } = await requestsDuring(async () => (answer = await available()));
    expect(answer).toEqual([a2, a3].sort());
    expect(rounds, showRounds(rounds)).toHaveLength(1);
    expect(requests.map((r) => `${r.command} ${r.what}`.trim())).toEqual(['Query RESORTINV']);

    // A room added through the repository and a room switched off through the API are seen by the very next answer.
    await rooms.create(tenant, `ro-${tenant}-a4`, ZRoom.parse({ name: 'A4', type: 'Room', resort, roomType: `rt-${tenant}-d` }));
    expect(await available()).toEqual([a2, a3, `ro-${tenant}-a4`].sort());
    const stored = await invoke<Record<string, unknown>>(handler, 'GET', `/api/rooms/${a3}`, { token });
    expect((await invoke(handler, 'POST', `/api/rooms/${a3}`, { token, body: { ...stored.body, isActive: false } })).status).toBe(200);
    expect(await available()).toEqual([a2, `ro-${tenant}-a4`].sort());
  });

  it('answers nothing before the session is confirmed: 403 by the session’s scopes, 401 for an ended session before a 404', async () => {
    const tenant = 'rt-avail-session';
    const token = await userWith(tenant, ['resort.read']);
    const { resort } = await seedResort(tenant);
    const { jti } = await verifyToken(token);
    const get = (id: string) => invoke(handler, 'GET', `/api/rooms/available/${id}`, { token, query: range });
    expect((await get(resort)).status).toBe(200);
    await setSessionScopes(tenant, jti, ['customers.read']); // a role edit took the rights away
    expect((await get(resort)).status).toBe(403);
    await revokeSession(tenant, jti);
    expect((await get(resort)).status).toBe(401);
    expect((await get('rs-nowhere')).status).toBe(401);
  });
});
