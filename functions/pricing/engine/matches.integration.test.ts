import { describe, expect, it } from 'vitest';
import { MATCHES_PAGE } from '../../../shared/api/specials';
import { addDays } from '../../../shared/calendar-date';
import { readsDuring } from '../../../test/support/db-spy';
import { invoke } from '../../../test/support/invoke';
import { priceWorld } from '../../../test/support/price-fixture';
import { bookingHeaderItem, type BookingItem } from '../../data/entities/booking';
import { batchWriteAll } from '../../data/paging';
import { handler as specials } from '../specials/lambda';
import { handler as pricing } from './lambda';

/**
 * Issue 23: GET /api/specials/{id}/matches reads a page's references in batches (not one read chain per booking) and
 * pages with `next` instead of stopping silently at 2,000 bookings.
 */

type Matches = { data: Array<{ booking: string; matched: boolean; schedule?: string }>; checked: number; next?: string };

describe('GET /api/specials/{id}/matches over many bookings', () => {
  it('checks 2,100 bookings in pages with next, in at most 30 requests, each matched as the rule says', async () => {
    const tenant = 'matches-many';
    const { token } = await priceWorld(tenant);
    const today = new Date().toISOString().slice(0, 10);
    const n = 2100;
    // Stays at r1 and trips on sc1 (through agency ag1), every other one booked 100 days ahead (matches "≥ 90 days").
    const headers: BookingItem[] = Array.from({ length: n }, (_, i) => {
      const checkIn = addDays(today, -(i % 360));
      const ahead = i % 2 === 0 ? 100 : 10;
      const trip = i % 3 === 0;
      const createdAt = `${addDays(checkIn, -ahead)}T10:00:00.000Z`;
      return {
        id: `bk-${String(i).padStart(5, '0')}`,
        bookingNo: i + 1,
        state: 'confirmed',
        ...(trip
          ? { schedule: 'sc1', vessel: 'v1', agency: 'ag1', rooms: [{ room: 'cb1', noOfPax: 2, beds: ['cb1-1', 'cb1-2'] }] }
          : { resort: 'r1', rooms: [{ room: 'ro1', noOfPax: 2 }] }),
        checkIn,
        checkOut: addDays(checkIn, 7),
        version: 1,
        createdAt,
        updatedAt: createdAt,
      } as BookingItem;
    });
    await batchWriteAll(headers.map((b) => ({ PutRequest: { Item: bookingHeaderItem(tenant, b) } })));
    const sp = await invoke<{ id: string }>(specials, 'POST', '/api/specials', {
      token,
      body: {
        name: 'Early bird',
        discount: 'PerCent',
        discountValue: 10,
        rule: { conditions: [{ condition: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', value: 90 }] },
      },
    });
    expect(sp.status, JSON.stringify(sp.body)).toBe(200);

    const pages: Matches[] = [];
    const cost = await readsDuring(async () => {
      let cursor: string | undefined;
      do {
        const res = await invoke<Matches>(pricing, 'GET', `/api/specials/${sp.body.id}/matches`, {
          token,
          query: { all: 'true', ...(cursor ? { cursor } : {}) },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        pages.push(res.body);
        cursor = res.body.next;
      } while (cursor);
    });
    expect(pages.map((p) => p.checked)).toEqual([MATCHES_PAGE, n - MATCHES_PAGE]);
    const all = pages.flatMap((p) => p.data);
    expect(new Set(all.map((d) => d.booking)).size).toBe(n);
    const matched = new Set(all.filter((d) => d.matched).map((d) => d.booking));
    expect([...matched].sort()).toEqual(headers.filter((_, i) => i % 2 === 0).map((b) => b.id));
    expect(all.filter((d) => d.schedule === 'sc1')).toHaveLength(headers.filter((b) => b.schedule).length);
    // Over the two pages, with each page's session check and special: the bookings' Queries, the references in
    // two rounds of BatchGetItem and the price data per asset (was: 2,000+ requests, one read chain per booking).
    console.info(`matches over ${n} bookings: ${cost.requests} requests, ${cost.items} items read (${cost.commands.join(', ')})`);
    expect(cost.requests).toBeLessThanOrEqual(30);
  });
});
