import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, signedInPage, shot } from './screens';

/**
 * The schedule detail screen on the demo season: the next departure of MV Manta Queen shows its cabins by deck with
 * the beds the demo bookings hold, and its guest list; a booking made through the API appears on the plan; axe
 * finds nothing; en and de.
 */

const bedStates = (page: Page) => page.getByTestId('cabin-bed').evaluateAll((beds) => beds.map((b) => b.getAttribute('data-state')));

describe('schedule detail screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the cabin plan and the guests of a departure, and a new booking on it', { timeout: 120_000 }, async () => {
    for (const lang of ['en', 'de'] as const) {
      const page = await signedInPage(browser, { lang });
      const list = await apiAsUser(page, 'GET', '/api/schedules/booking');
      expect(list.status).toBe(200);
      const departures = list.json.data as { id: string; freeBeds: number; totalBeds: number }[];
      const schedule = departures.find((s) => s.freeBeds > 0 && s.freeBeds < s.totalBeds)!;
      expect(schedule).toBeDefined();
      await page.goto(`/schedule/${schedule.id}`);
      await page.getByTestId('schedule-cabin').first().waitFor();
      await eventually(() => page.locator('[aria-busy="true"]').count()).toBe(0);
      const before = await bedStates(page);
      expect(before.filter((s) => s === 'free')).toHaveLength(schedule.freeBeds);
      expect(await page.getByTestId('schedule-deck').count()).toBeGreaterThan(1);
      expect(await page.getByTestId('schedule-guest').count()).toBeGreaterThan(0);
      expect(await axe(page)).toEqual([]);
      await shot(page, `schedule-detail${lang === 'de' ? '-de' : ''}`);
      if (lang === 'en') {
        // One bed of a cabin with a free bed, booked through the API: the plan shows one free bed less.
        const info = await apiAsUser(page, 'GET', `/api/schedules/${schedule.id}/info`);
        const cabin = (info.json.cabins as { id: string; allowSharedRoom: boolean; allowMixedGender: boolean; freeBeds: number }[]).find(
          (c) => c.allowSharedRoom && c.allowMixedGender && c.freeBeds > 0,
        )!;
        expect(cabin).toBeDefined();
        const booking = await apiAsUser(page, 'POST', '/api/bookings', { schedule: schedule.id, rooms: [{ room: cabin.id, noOfPax: 1 }] });
        expect(booking.status).toBe(201);
        await page.reload();
        await page.getByTestId('schedule-cabin').first().waitFor();
        await eventually(async () => (await bedStates(page)).filter((s) => s === 'free').length).toBe(schedule.freeBeds - 1);
        expect(await apiAsUser(page, 'POST', `/api/bookings/${String(booking.json.id)}/cancell`)).toMatchObject({ status: 200 });
      }
      await page.context().close();
    }
  });
});
