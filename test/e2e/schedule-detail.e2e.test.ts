import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, signedInPage, shot, done } from './screens';

/**
 * The schedule detail screen on the demo season: the next departure of MV Manta Queen shows its cabins by deck with
 * the beds the demo bookings hold, and its guest list; a booking made through the API appears on the plan; axe
 * finds nothing; en and de. Its prices card on the demo trip prices (MV Manta Queen trips 2026–2027).
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
      await done(page);
    }
  });
  it('shows the prices of a departure: its season, the trip prices, the whole vessel in a chosen currency and a place', { timeout: 120_000 }, async () => {
    for (const lang of ['en', 'de'] as const) {
      const page = await signedInPage(browser, { lang });
      const list = await apiAsUser(page, 'GET', '/api/schedules/booking');
      const schedule = (list.json.data as { id: string }[])[0]!;
      const priced = await apiAsUser(page, 'GET', `/api/schedules/${schedule.id}/price`);
      expect(priced.json.data).toMatchObject({ id: 'pd-manta-trips', name: 'MV Manta Queen trips 2026–2027' });
      await page.goto(`/schedule/${schedule.id}`);
      const card = page.getByTestId('schedule-prices');
      await card.getByTestId('schedule-price-table').waitFor();
      await card.scrollIntoViewIfNeeded();
      expect(await card.getByTestId('schedule-season-link').textContent()).toBe('MV Manta Queen trips 2026–2027');
      expect(await card.getByTestId('schedule-season-link').getAttribute('href')).toMatch(/\/price\/pd-manta-trips$/);
      // Cabin types × 1, 2 and 3 persons (adult); the suite is priced for all three.
      const table = card.getByTestId('schedule-price-table');
      expect(await table.locator('thead th').count()).toBe(4);
      const suite = card.getByTestId('schedule-price-row').filter({ hasText: 'Master Suite' });
      expect(await suite.locator('td').allTextContents()).toEqual(lang === 'en' ? ['3,400.00', '2,450.00', '2,100.00'] : ['3.400,00', '2.450,00', '2.100,00']);
      // The whole vessel: the sum over the cabins in the season's currency, then in US dollars as the server converts it.
      const eur = await apiAsUser(page, 'GET', `/api/schedules/${schedule.id}/fullCharterPrice`);
      const usd = await apiAsUser(page, 'GET', `/api/schedules/${schedule.id}/fullCharterPrice?currency=USD`);
      expect(eur.json).toMatchObject({ currency: 'EUR', source: 'cabins' });
      const amount = card.getByTestId('schedule-charter-amount');
      await eventually(() => amount.textContent()).toMatch(/ EUR$/);
      await card.getByTestId('schedule-charter-currency').selectOption('USD');
      const usdText = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 2 }).format(usd.json.amount as number);
      await eventually(() => amount.textContent()).toBe(`${usdText} USD`);
      // The price of a place: the suite for three, then the shared quad for two (not priced).
      const lookup = card.getByTestId('schedule-lookup');
      await lookup.getByTestId('schedule-lookup-type').selectOption({ label: 'Master Suite' });
      await lookup.getByTestId('schedule-lookup-pax').fill('3');
      await lookup.getByTestId('schedule-lookup-pax').press('Tab');
      await lookup.getByTestId('schedule-lookup-submit').click();
      await eventually(() => lookup.getByTestId('schedule-lookup-result').textContent()).toContain(lang === 'en' ? '2,100.00 EUR' : '2.100,00 EUR');
      expect(await lookup.getByTestId('schedule-lookup-result').textContent()).toContain('MV Manta Queen trips 2026–2027');
      expect(await axe(page)).toEqual([]);
      await lookup.scrollIntoViewIfNeeded();
      await shot(page, `schedule-prices${lang === 'de' ? '-de' : ''}`);
      await lookup.getByTestId('schedule-lookup-type').selectOption({ label: 'Shared Quad' });
      await lookup.getByTestId('schedule-lookup-pax').fill('2');
      await lookup.getByTestId('schedule-lookup-pax').press('Tab');
      await lookup.getByTestId('schedule-lookup-submit').click();
      await eventually(() => lookup.getByTestId('schedule-lookup-result').textContent()).toBe(
        lang === 'en' ? 'No price for Shared Quad with 2 pers.' : 'Kein Preis für Shared Quad mit 2 Pers.',
      );
      await done(page);
    }
  });
});
