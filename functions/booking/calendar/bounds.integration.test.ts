import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { CalendarAnswer } from '../../../shared/api/booking-calendar';
import { addDays } from '../../../shared/calendar-date';
import { MAX_STAY_NIGHTS } from '../../../shared/domain/inventory/stay';
import { readsDuring } from '../../../test/support/db-spy';
import { invoke } from '../../../test/support/invoke';
import { adminOf } from '../../../test/support/tokens';
import { resortWithRooms } from '../../../test/support/booking-fixtures';
import { db, tableName } from '../../data/client';
import { bookingAssetPk } from '../../data/entities/booking';
import { handler as bookingsHandler } from '../bookings/lambda';
import { handler } from './lambda';

/**
 * Issue 23: the calendar reads a bounded key range of the calendars' index, so the items it reads do not grow with
 * the asset's bookings before or after the range shown.
 */

/** `n` calendar index entries of bookings on `asset` ending on `checkOut` (only the keys and fields the Query sees). */
async function indexEntries(tenant: string, asset: string, n: number, checkIn: string, checkOut: string) {
  const items = Array.from({ length: n }, (_, i) => ({
    pk: `T#${tenant}#BOOKING#far-${checkOut}-${i}`,
    sk: 'ROOT',
    entityType: 'BOOKING',
    gsi2pk: bookingAssetPk(tenant, asset),
    gsi2sk: `${checkOut}#far-${checkOut}-${i}`,
    id: `far-${checkOut}-${i}`,
    state: 'confirmed',
    checkIn,
    checkOut,
  }));
  for (let i = 0; i < items.length; i += 25) {
    await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
}

describe('GET /api/bookings/events: a bounded range', () => {
  it('reads the same items with 500 bookings far before and after the range, and still shows the longest stay', async () => {
    const tenant = 'cal-bounds';
    const token = await adminOf(tenant);
    const { resortId, roomIds } = await resortWithRooms(tenant, 2);
    const [a, b] = roomIds as [string, string];
    const book = async (body: unknown) => {
      const res = await invoke<{ id: string }>(bookingsHandler, 'POST', '/api/bookings', { token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id;
    };
    const inRange = await book({ resort: resortId, checkIn: '2027-05-02', checkOut: '2027-05-05', rooms: [{ room: a, noOfPax: 2 }] });
    // The longest stay starting on the range's last night: its check-out is the upper bound of the key range.
    const longest = await book({ resort: resortId, checkIn: '2027-05-09', checkOut: addDays('2027-05-09', MAX_STAY_NIGHTS), rooms: [{ room: b, noOfPax: 1 }] });
    const query = { asset: resortId, type: 'resort', from: '2027-05-01', to: '2027-05-10' };
    const events = () => invoke<CalendarAnswer>(handler, 'GET', '/api/bookings/events', { token, query });
    expect((await events()).status).toBe(200); // fills the rooms cache

    let before!: CalendarAnswer;
    const cost = await readsDuring(async () => (before = (await events()).body));
    expect(before.bookings.map((x) => x.id).sort()).toEqual([inRange, longest].sort());

    await indexEntries(tenant, resortId, 250, '2028-01-01', '2028-01-08');
    await indexEntries(tenant, resortId, 250, '2026-01-01', '2026-01-08');
    // One starting after the range and ending one day after the bound: neither shown nor read.
    await indexEntries(tenant, resortId, 1, '2027-05-10', addDays('2027-05-10', MAX_STAY_NIGHTS));
    let after!: CalendarAnswer;
    const costAfter = await readsDuring(async () => (after = (await events()).body));
    console.info(`items read: ${cost.items} in ${cost.requests} requests; with 500 bookings outside the range: ${costAfter.items} in ${costAfter.requests}`);
    expect(after).toEqual(before);
    expect(costAfter.items).toBe(cost.items);
    expect(costAfter.requests).toBe(cost.requests);
  });
});
