import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, shot, signedInPage, done, operatorDay } from './screens';

/**
 * The staff start page and the tour calendar (docs/decisions.md, "Start page"): a resort of its own with a stay
 * arriving today, an option expiring in three days and a waiting booking offered once a cancellation frees its room;
 * the tiles show them, the waiting one is confirmed with one click; the occupancy bars name the resort; axe finds
 * nothing; en and de. Then /booking/tour draws the demo's departures and a click opens one.
 */

/** Today on the start page: the operator's day (screens.ts). */
const todayIso = () => operatorDay();
const text = (page: Page, id: string) => page.getByTestId(id).textContent();

describe('staff start page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows arrivals, options, offered waiting bookings and occupancy; confirms in one click; en and de', { timeout: 180_000 }, async () => {
    const page = await signedInPage(browser);
    const tag = Date.now().toString(36).toUpperCase();
    const resort = await apiAsUser(page, 'POST', '/api/resorts', { name: `Start ${tag}`, key: `S${tag}`.slice(0, 20) });
    expect(resort.status).toBe(200);
    const resortId = String(resort.json.id);
    const type = await apiAsUser(page, 'POST', '/api/roomtypes', { name: 'Garden', key: 'GA', resort: resortId });
    const rooms: string[] = [];
    for (const name of ['S1', 'S2'])
      rooms.push(String((await apiAsUser(page, 'POST', '/api/rooms', { name, type: 'Room', resort: resortId, roomType: String(type.json.id) })).json.id));
    const today = todayIso();
    const stay = (room: string, from: string, nights: number, extra: Record<string, unknown> = {}) =>
      apiAsUser(page, 'POST', '/api/bookings', { resort: resortId, checkIn: from, checkOut: addDays(from, nights), rooms: [{ room, noOfPax: 2 }], ...extra });
    const arriving = await stay(rooms[0]!, today, 3);
    expect(arriving.status).toBe(201);
    const option = await stay(rooms[1]!, addDays(today, 20), 2, { state: 'draft', optionDate: addDays(today, 3) });
    expect(option.status).toBe(201);
    const blocking = await stay(rooms[0]!, addDays(today, 30), 2);
    const waiting = await stay(rooms[0]!, addDays(today, 30), 2, { state: 'waiting' });
    expect(waiting.status).toBe(201);
    expect((await apiAsUser(page, 'POST', `/api/bookings/${String(blocking.json.id)}/cancell`)).status).toBe(200);

    await page.goto('/');
    await page.getByTestId('start-dashboard').waitFor();
    await eventually(() => text(page, 'dash-arrivals-today')).toContain(`#${String(arriving.json.bookingNo)}`);
    expect(await text(page, 'dash-options')).toContain(`#${String(option.json.bookingNo)}`);
    const occupancy = page.getByTestId('dash-occupancy-asset').filter({ hasText: `Start ${tag}` });
    expect(await occupancy.count()).toBe(1);
    expect(await occupancy.getByTestId('dash-occupancy-bar').count()).toBeGreaterThan(0);

    // The cancellation offered the waiting booking (the waiting-list consumer runs after the change): one click confirms it.
    const offered = page
      .getByTestId('dash-offered')
      .locator('li')
      .filter({ hasText: `#${String(waiting.json.bookingNo)}` });
    await expect
      .poll(
        async () => {
          if ((await offered.count()) === 0) await page.reload();
          await page.getByTestId('start-dashboard').waitFor();
          return offered.count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    // The to-do tile counts what /todo lists (issue 22: it said "No open to-dos" beside about 50 overdue).
    const todos = async () => {
      const open = await apiAsUser(page, 'GET', '/api/todo/open?size=500');
      expect(open.json.next).toBeUndefined();
      const listed = (open.json.data as { open?: boolean; due?: string }[]).filter((todo) => todo.open !== false);
      return { open: listed.length, overdue: listed.filter((todo) => todo.due !== undefined && todo.due.slice(0, 10) < today).length };
    };
    const counted = await todos();
    expect(counted.open).toBeGreaterThan(0);
    await page.reload();
    await eventually(() => text(page, 'dash-todo-count')).toBe(`${counted.open} open, ${counted.overdue} overdue`);
    expect(await axe(page)).toEqual([]);
    await shot(page, 'start-page');
    await offered.getByTestId('dash-confirm').click();
    await eventually(() => offered.count()).toBe(0);
    const confirmed = await apiAsUser(page, 'GET', `/api/bookings/${String(waiting.json.id)}`);
    expect(confirmed.json.state).toBe('confirmed');

    // The arrival links to its booking file.
    await page
      .getByTestId('dash-arrivals-today')
      .getByRole('link', { name: new RegExp(`#${String(arriving.json.bookingNo)}`) })
      .click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/booking/${String(arriving.json.id)}`);

    const de = await signedInPage(browser, { lang: 'de', at: '/' });
    await de.getByTestId('start-dashboard').waitFor();
    await eventually(() => text(de, 'dash-arrivals')).toContain('Anreisen');
    const inGerman = await todos();
    await eventually(() => text(de, 'dash-todo-count')).toBe(`${inGerman.open} offen, ${inGerman.overdue} überfällig`);
    // The demo's to-dos come from the built-in rules: their words in German (docs/decisions.md, "Whose words").
    expect(await text(de, 'dash-todos')).toMatch(/Anzahlung einfordern|Flughafentransfer organisieren|Willkommens-E-Mail senden/);
    expect(await text(de, 'dash-todos')).not.toMatch(/Send the welcome mail|Collect the deposit|Arrange the airport transfer/);
    expect(await text(de, 'dash-occupancy')).toContain('Auslastung');
    expect(await axe(de)).toEqual([]);
    await shot(de, 'start-page-de');
    await done(de);
    await done(page);
  });

  it('draws the tour calendar with the demo departures and opens one by click', { timeout: 120_000 }, async () => {
    for (const lang of ['en', 'de'] as const) {
      const page = await signedInPage(browser, { lang, at: '/booking/tour?days=90' });
      await page.getByTestId('tour-calendar-page').waitFor();
      await page.getByTestId('calendar-grid').waitFor();
      await eventually(() => page.getByTestId('calendar-span').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('calendar-row').count()).toBeGreaterThan(0);
      // Each departure's bar leads with booked/capacity and the free beds; the legend says so in words.
      for (const bar of await page.getByTestId('calendar-span').allTextContents())
        expect(bar).toMatch(lang === 'en' ? /^\d+\/\d+ · \d+ free · / : /^\d+\/\d+ · \d+ frei · /);
      expect(await page.getByTestId('calendar-legend').textContent()).toContain(
        lang === 'en' ? 'booked/capacity, free beds' : 'gebucht/Kapazität, freie Betten',
      );
      expect(await axe(page)).toEqual([]);
      await shot(page, lang === 'en' ? 'booking-calendar-tour' : 'booking-calendar-tour-de');
      if (lang === 'en') {
        // A span starting inside the visible part of the grid (the window draws a few beyond its edges).
        const grid = (await page.getByTestId('calendar-grid').boundingBox())!;
        const boxes = await Promise.all((await page.getByTestId('calendar-span').all()).map((s) => s.boundingBox()));
        const span = boxes.find((b) => b && b.x > grid.x + 160 && b.x + 20 < grid.x + grid.width && b.y + b.height < grid.y + grid.height)!;
        await page.mouse.click(span.x + 10, span.y + span.height / 2);
        await eventually(() => new URL(page.url()).pathname).toMatch(/^\/schedule\/.+/);
      }
      await done(page);
    }
  });
});
