import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import { agencyOf, customerOf, resortWithRooms } from '../../../test/support/booking-fixtures';
import { act, cancel, create, option, stay } from '../../../test/support/booking-lifecycle';
import { invoke } from '../../../test/support/invoke';
import { adminOf, tokenFor, userWith } from '../../../test/support/tokens';
import { users } from '../../data/users';
import { handler } from './lambda';

/** The history read side on DynamoDB Local: versions, diffs in words, one version, the log, the etag; access as the booking's. */

type Entry = { version: number; action: string; state: string; by?: string; byName?: string; at: string };
type Diff = Entry & { from?: number; changes: { field: string; text: string }[] };
const get = <T = Record<string, unknown>>(token: string, path: string, query?: Record<string, string>) => invoke<T>(handler, 'GET', path, { token, query });

describe('booking history', () => {
  // A checked-in booking cannot be cancelled (docs/booking-states.md), so the stay ends with checkout; the refused
  // cancel writes nothing. Option → store → cancel of a second booking shows the state words.
  it('lists create → checkin → change dates → checkout as 4 versions with their actions and differences in words', async () => {
    const tenant = 'hist-life';
    const token = await adminOf(tenant);
    await users.create(tenant, `admin-${tenant}`, { name: 'Ada Admin', email: 'ada@example.com', userType: 'admin', scopes: ['admin'] } as never);
    const { resortId, roomIds } = await resortWithRooms(tenant, 1);
    const guest = await customerOf(tenant, 'cu-1', 'f');
    const b = (await create(token, stay(resortId, roomIds, '2027-05-10', 4, { customer: guest }))).body;
    const before = await get<{ version: number; etag: string }>(token, `/api/bookings/etag/${b.id}`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ id: b.id, version: 1, etag: '"1"' });
    expect(before.headers.etag).toBe('"1"');

    expect((await act(token, b.id, 'checkin', { early: true })).status).toBe(200);
    const moved = await act(token, b.id, `rooms/${roomIds[0]}/date`, { checkIn: '2027-05-12', checkOut: '2027-05-16' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await act(token, b.id, 'checkout')).status).toBe(200);
    expect((await cancel(token, b.id)).status).toBe(409);

    const history = await get<{ data: Entry[] }>(token, `/api/bookings/${b.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data.map((e) => [e.version, e.action, e.state, e.byName])).toEqual([
      [4, 'checkout', 'confirmed', 'Ada Admin'],
      [3, 'changeDates', 'confirmed', 'Ada Admin'],
      [2, 'checkin', 'confirmed', 'Ada Admin'],
      [1, 'create', 'confirmed', 'Ada Admin'],
    ]);

    const diff = await get<{ data: Diff[] }>(token, `/api/bookings/${b.id}/history/diff`, { lang: 'en' });
    expect(diff.body.data.map((d) => [d.version, d.from, d.changes.map((c) => c.text)])).toEqual([
      [4, 3, ['Checked out']],
      [3, 2, ['Dates: 10.05.–14.05. → 12.05.–16.05.']],
      [2, 1, ['Checked in']],
      [1, undefined, ['Created (Confirmed)']],
    ]);
    const de = await get<{ data: Diff[] }>(token, `/api/bookings/${b.id}/history/diff`, { lang: 'de', from: '1', to: '4' });
    expect(de.body.data.map((d) => [d.version, d.from, d.changes.map((c) => c.text)])).toEqual([
      [4, 1, ['Zeitraum: 10.05.–14.05. → 12.05.–16.05.', 'Eingecheckt', 'Ausgecheckt']],
    ]);
    expect((await get(token, `/api/bookings/${b.id}/history/diff`, { from: '3', to: '2' })).status).toBe(400);
    expect((await get(token, `/api/bookings/${b.id}/history/diff`, { from: '1', to: '9' })).status).toBe(404);

    const v2 = await get<{ version: number; checkIn: string; lastAction: string }>(token, `/api/bookings/${b.id}/history/2`);
    expect(v2.body).toMatchObject({ version: 2, checkIn: '2027-05-10', lastAction: 'checkin' });
    expect((await get(token, `/api/bookings/${b.id}/history/4`)).body).toMatchObject({ version: 4, resolved: true });
    expect((await get(token, `/api/bookings/${b.id}/history/5`)).status).toBe(404);

    const log = await invoke(handler, 'GET', `/api/bookings/${b.id}/log`, { token, query: { lang: 'en' } });
    expect(log.headers['content-type']).toContain('text/plain');
    expect(
      log.raw
        .trim()
        .split('\n')
        .map((l) => l.replace(/ · \d{4}-\d{2}-\d{2} \d{2}:\d{2} · /, ' · ')),
    ).toEqual([
      'v1 · Ada Admin (create): Created (Confirmed)',
      'v2 · Ada Admin (checkin): Checked in',
      'v3 · Ada Admin (changeDates): Dates: 10.05.–14.05. → 12.05.–16.05.',
      'v4 · Ada Admin (checkout): Checked out',
    ]);

    const after = await get<{ version: number; etag: string; lastAction: string }>(token, `/api/bookings/etag/${b.id}`);
    expect(after.body).toMatchObject({ version: 4, etag: '"4"', lastAction: 'checkout', updatedBy: `admin-${tenant}` });

    const o = (await create(token, stay(resortId, roomIds, '2027-07-01', 2, option()))).body;
    expect((await act(token, o.id, 'store')).status).toBe(200);
    expect((await cancel(token, o.id)).status).toBe(200);
    const states = await get<{ data: Diff[] }>(token, `/api/bookings/${o.id}/history/diff`, { lang: 'de' });
    expect(states.body.data.map((d) => [d.version, d.action, d.changes.map((c) => c.text)])).toEqual([
      [3, 'cancel', ['Status: Bestätigt → Storniert']],
      [2, 'store', ['Status: Option → Bestätigt']],
      [1, 'create', ['Angelegt (Option)']],
    ]);
  });

  it('answers agency users for their own agency’s bookings only, asset-limited users for their assets only, 404 for unknown ones', async () => {
    const tenant = 'hist-access';
    const admin = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const [own, other] = [await agencyOf(tenant, 'ag-own'), await agencyOf(tenant, 'ag-other')];
    const agent = await tokenFor({ userId: 'agent-1', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: own });
    const mine = (await create(agent, stay(resortId, [roomIds[0] as string], '2027-06-01', 2))).body;
    const theirs = (await create(admin, stay(resortId, [roomIds[1] as string], '2027-06-01', 2, { agency: other }))).body;
    const paths = (id: string) => [
      `/api/bookings/${id}/history`,
      `/api/bookings/${id}/history/1`,
      `/api/bookings/${id}/history/diff`,
      `/api/bookings/${id}/log`,
      `/api/bookings/etag/${id}`,
    ];
    for (const path of paths(mine.id)) expect((await get(agent, path)).status, path).toBe(200);
    for (const path of paths(theirs.id)) {
      const res = await get(agent, path);
      expect(res.status, path).toBe(403);
      expect(ZApiError.parse(res.body).path).toBe(path);
    }
    const limited = await tokenFor({ userId: 'lim', tenant, userType: 'employee', scopes: ['bookings.read'], assets: [{ type: 'resort', ref: 'rs-other' }] });
    for (const path of paths(theirs.id)) expect((await get(limited, path)).status, path).toBe(403);
    for (const path of paths('bk-unknown')) expect((await get(admin, path)).status, path).toBe(404);
    const nobody = await userWith(tenant, ['customers.read']);
    expect((await get(nobody, `/api/bookings/etag/${mine.id}`)).status).toBe(403);
  });
});
