import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, frames, shot, signedInPage, done, operatorDay } from './screens';

/**
 * The resort booking calendar driven like a person: a resort with three rooms and one booking made through the API;
 * the grid by night with the today marker, keyboard to the booking and Enter opens it, a click on it opens it, a
 * drag over free nights of two rooms starts the wizard prefilled; axe finds nothing; en and de.
 */

const cell = (page: Page, row: number, col: number) => page.locator(`#cal-cell-${row}-${col}`);
/** Today in the calendar: the operator's day (screens.ts). */
const todayIso = () => operatorDay();

/**
 * Loads the calendar by its address: the resort was made through the API after the sign-in, and a list of resorts the
 * start page fetched less than SWR's two seconds before is not fetched again when the calendar mounts in the app.
 */
async function open(page: Page, resort: string) {
  await page.goto('/booking/resort');
  await page.getByTestId('booking-calendar-page').waitFor();
  await page.getByTestId('calendar-asset').selectOption(resort);
  await eventually(() => page.locator(`[data-testid="calendar-span"][data-kind="booking"]`).count()).toBe(1);
}

describe('resort booking calendar', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens a booking by keyboard and by click and starts the wizard by dragging over free nights', { timeout: 180_000 }, async () => {
    const page = await signedInPage(browser);
    const tag = Date.now().toString(36).toUpperCase();
    const resort = await apiAsUser(page, 'POST', '/api/resorts', { name: `Calendar ${tag}`, key: `C${tag}`.slice(0, 20) });
    expect(resort.status).toBe(200);
    const resortId = String(resort.json.id);
    const type = await apiAsUser(page, 'POST', '/api/roomtypes', { name: 'Garden', key: 'GA', resort: resortId });
    const roomIds: string[] = [];
    for (const name of ['A1', 'A2', 'A3']) {
      const room = await apiAsUser(page, 'POST', '/api/rooms', { name, type: 'Room', resort: resortId, roomType: String(type.json.id) });
      expect(room.status).toBe(200);
      roomIds.push(String(room.json.id));
    }
    const today = todayIso();
    const booking = await apiAsUser(page, 'POST', '/api/bookings', {
      resort: resortId,
      checkIn: addDays(today, 1),
      checkOut: addDays(today, 4),
      rooms: [{ room: roomIds[0], noOfPax: 2 }],
    });
    expect(booking.status).toBe(201);
    const id = String(booking.json.id);

    await open(page, resortId);
    expect(await page.getByTestId('calendar-today').count()).toBe(1);
    expect(await page.getByTestId('calendar-row').allTextContents()).toEqual(['A1', 'A2', 'A3']);
    // The range starts three days before today: the booking covers columns 4 to 6 of room A1.
    expect(await cell(page, 0, 4).getAttribute('data-state')).toBe('held');
    expect(await cell(page, 0, 4).getAttribute('aria-label')).toContain(`#${String(booking.json.bookingNo)}`);
    expect(await cell(page, 1, 4).getAttribute('data-state')).toBe('free');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'booking-calendar-resort');

    // Keyboard: the active cell starts on today (row 0, column 3); right once is the booking, Enter opens it.
    await page.getByTestId('calendar-grid').focus();
    expect(await page.getByTestId('calendar-grid').getAttribute('aria-activedescendant')).toBe('cal-cell-0-3');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('calendar-grid').getAttribute('aria-activedescendant')).toBe('cal-cell-0-4');
    await page.keyboard.press('Enter');
    await eventually(() => new URL(page.url()).pathname).toBe(`/booking/${id}`);

    // A click on the booking opens it.
    await open(page, resortId);
    await cell(page, 0, 5).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/booking/${id}`);

    // A drag over free nights of rooms A2 and A3 starts the wizard with them.
    await open(page, resortId);
    const a = (await cell(page, 1, 4).boundingBox())!;
    const b = (await cell(page, 2, 6).boundingBox())!;
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
    await page.mouse.up();
    await eventually(() => page.url()).toContain('/booking/wizard?');
    const q = new URL(page.url()).searchParams;
    expect(Object.fromEntries(q)).toEqual({ resort: resortId, checkIn: addDays(today, 1), checkOut: addDays(today, 4), rooms: `${roomIds[1]},${roomIds[2]}` });

    // A drag that touches the booking starts nothing.
    await open(page, resortId);
    const c = (await cell(page, 1, 5).boundingBox())!;
    const d = (await cell(page, 0, 5).boundingBox())!;
    await page.mouse.move(c.x + c.width / 2, c.y + c.height / 2);
    await page.mouse.down();
    await page.mouse.move(d.x + d.width / 2, d.y + d.height / 2, { steps: 5 });
    await page.mouse.up();
    await frames(page);
    expect(new URL(page.url()).pathname).toBe('/booking/resort');

    const de = await signedInPage(browser, { lang: 'de' });
    await open(de, resortId);
    expect(await cell(de, 1, 4).getAttribute('aria-label')).toContain('frei');
    expect(await axe(de)).toEqual([]);
    await shot(de, 'booking-calendar-resort-de');
    await done(de);
    await done(page);
  });

  it('explains its colours and marks in a legend and marks a checked-in stay; days read DD.MM; en and de', { timeout: 120_000 }, async () => {
    const page = await signedInPage(browser);
    const tag = Date.now().toString(36).toUpperCase();
    const resort = await apiAsUser(page, 'POST', '/api/resorts', { name: `Legend ${tag}`, key: `L${tag}`.slice(0, 20) });
    const resortId = String(resort.json.id);
    const type = await apiAsUser(page, 'POST', '/api/roomtypes', { name: 'Garden', key: 'GA', resort: resortId });
    const room = await apiAsUser(page, 'POST', '/api/rooms', { name: 'L1', type: 'Room', resort: resortId, roomType: String(type.json.id) });
    const today = todayIso();
    const booking = await apiAsUser(page, 'POST', '/api/bookings', {
      resort: resortId,
      checkIn: today,
      checkOut: addDays(today, 3),
      rooms: [{ room: String(room.json.id), noOfPax: 2 }],
    });
    expect(booking.status).toBe(201);
    const checkin = await apiAsUser(page, 'POST', `/api/bookings/${String(booking.json.id)}/checkin`);
    expect(checkin.status, JSON.stringify(checkin.json)).toBe(200);

    for (const lang of ['en', 'de'] as const) {
      const p = lang === 'en' ? page : await signedInPage(browser, { lang });
      await open(p, resortId);
      const span = p.locator('[data-testid="calendar-span"][data-kind="booking"]');
      // The page shows the first resort until the picked one's answer is in.
      await eventually(() => span.getAttribute('data-state')).toBe('checkedIn');
      expect(await span.textContent()).toMatch(/^▸ #\d+/);
      const legend = p.getByTestId('calendar-legend');
      const words = await legend.locator('li').allTextContents();
      expect(words).toEqual(
        expect.arrayContaining(
          lang === 'en' ? ['▸Checked in', '◂Checked out', '€Paid in full', 'Confirmed'] : ['▸Eingecheckt', '◂Ausgecheckt', '€Vollständig bezahlt', 'Bestätigt'],
        ),
      );
      // Column heads: weekday and DD.MM in both languages (not 11/25).
      const [d, m] = today.slice(5).split('-').reverse();
      expect(await p.getByTestId('calendar-grid').textContent()).toContain(`${d}.${m}`);
      expect(await axe(p)).toEqual([]);
      await shot(p, `booking-calendar-legend-${lang}`);
      if (lang === 'de') await done(p);
    }
    await done(page);
  });

  it('shows the demo vessel by cabin and bed with its trips, in English and German', { timeout: 120_000 }, async () => {
    for (const lang of ['en', 'de'] as const) {
      const page = await signedInPage(browser, { lang, at: '/booking/trip?asset=v-manta&days=90' });
      await page.getByTestId('calendar-grid').waitFor();
      await eventually(() => page.getByTestId('calendar-row').count()).toBeGreaterThan(4);
      // One row per bed: the cabin's name with its first bed, the further beds under it.
      expect(await page.getByTestId('calendar-row').first().textContent()).toMatch(/^\S.* · \S+$/);
      await eventually(() => page.locator('[data-testid="calendar-span"][data-kind="booking"]').count()).toBeGreaterThan(0);
      // Each schedule's first day is marked over the cabins.
      expect(await page.getByTestId('calendar-schedule').count()).toBeGreaterThan(0);
      expect(await axe(page)).toEqual([]);
      await shot(page, lang === 'en' ? 'booking-calendar-trip' : 'booking-calendar-trip-de');
      await done(page);
    }
  });
});
