import { describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '../../../shared/api/booking-dashboard';
import { addDays } from '../../../shared/calendar-date';
import { readsDuring } from '../../../test/support/db-spy';
import { invoke } from '../../../test/support/invoke';
import { adminOf } from '../../../test/support/tokens';
import { resortWithRooms } from '../../../test/support/booking-fixtures';
import { create, option, seedState, stay } from '../../../test/support/booking-lifecycle';
import { recountBookings } from '../../data/booking-counts';
import { bookingAssetIndexKey, bookingIndexKey } from '../../data/entities/booking';
import { batchWriteAll } from '../../data/paging';
import { handler } from './lambda';

/**
 * Issue 23: the start page reads the range it shows (and the sparse index of options and offered bookings), so the
 * items it reads do not grow with the tenant's bookings before or after that range.
 */

const TODAY = '2027-05-10';

/** `n` stored bookings of `asset` (the keys and fields the start page's Queries see), checking in from `checkIn`. */
async function farBookings(tenant: string, asset: string, n: number, checkIn: string, spread = 300) {
  const items = Array.from({ length: n }, (_, i) => {
    const id = `far-${checkIn}-${i}`;
    const b = { id, checkIn: addDays(checkIn, i % spread), checkOut: addDays(checkIn, (i % spread) + 7), createdAt: '2026-01-01T00:00:00.000Z', resort: asset };
    return {
      pk: `T#${tenant}#BOOKING#${id}`,
      sk: 'ROOT',
      entityType: 'BOOKING',
      state: 'confirmed',
      ...b,
      rooms: [],
      ...bookingIndexKey(tenant, b),
      ...bookingAssetIndexKey(tenant, b),
    };
  });
  await batchWriteAll(items.map((Item) => ({ PutRequest: { Item } })));
}

describe('GET /api/bookings/dashboard: bounded reads', () => {
  it('reads the same items with 500 bookings far before and after the range, with the same answer', async () => {
    const tenant = 'dash-bounds';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 3);
    const [a, b, c] = roomIds as [string, string, string];
    const book = async (body: unknown) => {
      const res = await create(token, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: string };
    };
    const arriving = await book(stay(resortId, [a], TODAY, 3));
    // A long stay that began before today (check-in 50 days ago) is still in the house: in the range.
    await book(stay(resortId, [b], addDays(TODAY, -50), 55));
    // An option far ahead expiring within the week, and an offered waiting booking far ahead: on the page.
    const farOption = await book(stay(resortId, [c], addDays(TODAY, 200), 2, option()));
    await seedState(tenant, farOption.id, 'draft', { optionDate: addDays(TODAY, 3) });
    const waiting = await book(stay(resortId, [c], addDays(TODAY, 250), 2, { state: 'waiting' }));
    await seedState(tenant, waiting.id, 'waiting', { offeredAt: '2027-05-09T08:00:00.000Z' });
    const dashboard = () => invoke<DashboardAnswer>(handler, 'GET', '/api/bookings/dashboard', { token, query: { today: TODAY, days: '30' } });
    expect((await dashboard()).status).toBe(200); // fills the rooms cache

    let before!: DashboardAnswer;
    const cost = await readsDuring(async () => (before = (await dashboard()).body));
    expect(before.arrivals.map((x) => x.id)).toEqual([arriving.id]);
    expect(before.options.map((x) => x.id)).toEqual([farOption.id]);
    expect(before.offered.map((x) => x.id)).toEqual([waiting.id]);
    // Today: the arriving room and the long stay's room.
    expect(before.occupancy?.[0]?.taken.slice(0, 3)).toEqual([2, 2, 2]);

    await farBookings(tenant, resortId, 250, addDays(TODAY, 40));
    await farBookings(tenant, resortId, 250, addDays(TODAY, -1000));
    let after!: DashboardAnswer;
    const costAfter = await readsDuring(async () => (after = (await dashboard()).body));
    console.info(`items read: ${cost.items} in ${cost.requests} requests; with 500 bookings outside the range: ${costAfter.items} in ${costAfter.requests}`);
    expect(after).toEqual(before);
    expect(costAfter.requests).toBe(cost.requests);
    expect(costAfter.items).toBe(cost.items);
    // The bookings on the page and the one long stay's overlap, not the tenant's: at most the shown + one page.
    expect(cost.items).toBeLessThanOrEqual(10);
  });

  it("reads back only as far as the tenant's longest stay: the week-long stays that ended before today are not read", async () => {
    const tenant = 'dash-longest';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const res = await create(token, stay(resortId, [roomIds[0]!], TODAY, 3));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const dashboard = () => invoke<DashboardAnswer>(handler, 'GET', '/api/bookings/dashboard', { token, query: { today: TODAY, days: '30' } });
    expect((await dashboard()).status).toBe(200);
    const cost = await readsDuring(() => dashboard());

    // 200 week-long stays that checked in 40 to 10 days ago: all gone before today, inside MAX_STAY_NIGHTS (60).
    await farBookings(tenant, resortId, 200, addDays(TODAY, -40), 31);
    // The far bookings are written raw: the counts learn their nights from a recount (as after an import).
    await recountBookings(tenant);
    let answer!: DashboardAnswer;
    const costAfter = await readsDuring(async () => (answer = (await dashboard()).body));
    expect(answer.arrivals).toHaveLength(1);
    // The counts item and the one arriving booking; not one of the 200 stays before the longest stay (7 nights).
    expect(costAfter.items).toBe(cost.items);
    expect(costAfter.items).toBeLessThanOrEqual(4);
  });
});
