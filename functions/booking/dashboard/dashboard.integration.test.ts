import { describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '../../../shared/api/booking-dashboard';
import { ZApiError } from '../../../shared/api/errors';
import { addDays } from '../../../shared/calendar-date';
import { commandsDuring } from '../../../test/support/db-spy';
import { invoke } from '../../../test/support/invoke';
import { adminOf, tokenFor } from '../../../test/support/tokens';
import { agencyOf, resortWithRooms } from '../../../test/support/booking-fixtures';
import { create, option, seedState, stay } from '../../../test/support/booking-lifecycle';
import { handler } from './lambda';

const TODAY = '2027-05-10';
const dashboard = (token: string, query: Record<string, string> = {}) =>
  invoke<DashboardAnswer>(handler, 'GET', '/api/bookings/dashboard', { token, query: { today: TODAY, days: '10', ...query } });
const book = async (token: string, body: unknown) => {
  const res = await create(token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const ids = (list: { id: string }[]) => list.map((b) => b.id);

describe('GET /api/bookings/dashboard', () => {
  it('answers arrivals, departures, expiring options, offered waiting bookings and occupancy with four requests on a warm container (counts, options, offered, range)', async () => {
    const tenant = 'dash-staff';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 4);
    const [a, b, c, d] = roomIds as [string, string, string, string];
    const arriving = await book(token, stay(resortId, [a], TODAY, 3));
    const arrivingTomorrow = await book(token, stay(resortId, [b, c], addDays(TODAY, 1), 2));
    const leaving = await book(token, stay(resortId, [b], addDays(TODAY, -4), 4));
    const leavingTomorrow = await book(token, stay(resortId, [c], addDays(TODAY, -2), 3));
    const left = await book(token, stay(resortId, [d], addDays(TODAY, -5), 4)); // left yesterday: not shown
    const draft = await book(token, stay(resortId, [d], addDays(TODAY, 20), 2, option()));
    const farOption = await book(token, stay(resortId, [d], addDays(TODAY, 30), 2, option()));
    await seedState(tenant, farOption.id, 'draft', { optionDate: addDays(TODAY, 20) });
    const waiting = await book(token, stay(resortId, [a], addDays(TODAY, 40), 2, { state: 'waiting' }));
    await seedState(tenant, waiting.id, 'waiting', { offeredAt: '2027-05-09T08:00:00.000Z' });
    const notOffered = await book(token, stay(resortId, [a], addDays(TODAY, 50), 2, { state: 'waiting' }));

    expect((await dashboard(token)).status).toBe(200); // fills the rooms cache
    let res!: Awaited<ReturnType<typeof dashboard>>;
    const sent = await commandsDuring(async () => (res = await dashboard(token)));
    // A read action (issue 23): the session and the asset's rooms version confirmed a moment ago are trusted
    // (TRUST_MS), so a warm call reads the counts (the longest stay bounds the range) beside two Queries of the
    // start-page index (options, offered), then ONE Query of the bookings in the range.
    expect(sent.sort()).toEqual(['GetItemCommand COUNTER', 'QueryCommand gsi1 BOOKING', 'QueryCommand gsi3 BOOKINGDUE', 'QueryCommand gsi3 BOOKINGDUE']);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ today: TODAY, tomorrow: addDays(TODAY, 1), days: 10 });
    expect(ids(body.arrivals)).toEqual([arriving.id, arrivingTomorrow.id]);
    expect(body.arrivals[0]).toMatchObject({ bookingNo: arriving.bookingNo, asset: resortId, type: 'resort', state: 'confirmed', checkIn: TODAY });
    expect(ids(body.departures)).toEqual([leaving.id, leavingTomorrow.id]);
    expect(ids(body.options)).toEqual([draft.id]);
    expect(body.options[0]!.optionDate).toBe(draft.optionDate);
    expect(ids(body.offered)).toEqual([waiting.id]);
    expect(JSON.stringify(body)).not.toContain(left.id);
    expect(JSON.stringify(body.offered)).not.toContain(notOffered.id);
    // Rooms taken per night: today a (arriving) + c (leaving tomorrow); tomorrow a + b + c (arriving) …
    expect(body.occupancy).toEqual([{ asset: resortId, type: 'resort', capacity: 4, taken: [2, 3, 3, 0, 0, 0, 0, 0, 0, 0] }]);
  });

  it('shows an agency user its agency’s bookings only and no occupancy', async () => {
    const tenant = 'dash-agency';
    const admin = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const [own, other] = [await agencyOf(tenant, 'ag-own'), await agencyOf(tenant, 'ag-other')];
    const mine = await book(admin, stay(resortId, [roomIds[0]!], TODAY, 2, { agency: own }));
    await book(admin, stay(resortId, [roomIds[1]!], TODAY, 2, { agency: other }));
    await book(admin, stay(resortId, [roomIds[1]!], addDays(TODAY, 3), 2));
    const agent = await tokenFor({ userId: 'agent-1', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: own });
    const res = await dashboard(agent);
    expect(res.status).toBe(200);
    expect(ids(res.body.arrivals)).toEqual([mine.id]);
    expect(res.body.occupancy).toBeUndefined();
  });

  it('shows asset-limited users their assets only, refuses users without the scope (403) and bad input (400)', async () => {
    const tenant = 'dash-limits';
    const admin = await adminOf(tenant);
    const first = await resortWithRooms(tenant, 1, 'rs-a');
    const second = await resortWithRooms(tenant, 1, 'rs-b');
    const inA = await book(admin, stay(first.resortId, first.roomIds, TODAY, 2));
    await book(admin, stay(second.resortId, second.roomIds, TODAY, 2));
    const limited = await tokenFor({ userId: 'lim', tenant, userType: 'employee', scopes: ['bookings.read'], assets: [{ type: 'resort', ref: 'rs-a' }] });
    const res = await dashboard(limited);
    expect(res.status).toBe(200);
    expect(ids(res.body.arrivals)).toEqual([inA.id]);
    expect(res.body.occupancy?.map((o) => o.asset)).toEqual(['rs-a']);
    const none = await tokenFor({ userId: 'none', tenant, userType: 'employee', scopes: ['resort.read'] });
    expect((await dashboard(none)).status).toBe(403);
    const bad = await dashboard(admin, { days: '400' });
    expect(bad.status).toBe(400);
    expect(ZApiError.parse(bad.body)).toMatchObject({ name: 'ValidationError', path: '/api/bookings/dashboard', method: 'GET' });
  });
});
