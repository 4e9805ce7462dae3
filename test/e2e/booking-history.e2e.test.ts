import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, openInApp, shot, signedInPage, done } from './screens';

/**
 * The booking file's History section and its "changed by someone else" bar on the demo resort: a stay booked through
 * the API is opened, checked in by another call while the file is open (the bar appears on focus, Reload shows the
 * new version) and its history lists each step with its changes in words. axe finds nothing; en and de screenshots.
 */

const CHECK_IN = '2027-07-05';
const CHECK_OUT = '2027-07-08';
type Available = { data: { id: string; name: string }[] };

const historyText = (page: Page) => page.getByTestId('booking-history').textContent();

describe('booking history', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows each step with its changes and offers a reload when someone else changed the open booking', { timeout: 180_000 }, async () => {
    const page = await signedInPage(browser);
    const free = ((await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${CHECK_IN}&to=${CHECK_OUT}`)).json as unknown as Available).data;
    const room = free[free.length - 1] as { id: string };
    const made = await apiAsUser(page, 'POST', '/api/bookings', {
      resort: 'r-coral',
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      rooms: [{ room: room.id, noOfPax: 2 }],
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const id = made.json.id as string;

    await openInApp(page, `/booking/${id}`);
    await page.getByTestId('booking-history-v1').waitFor();
    expect(await historyText(page)).toContain('Created (Confirmed)');
    expect(await page.getByTestId('booking-changed').count()).toBe(0);

    // Someone else checks the stay in while the file is open: the bar appears (on focus or the 20 s poll).
    expect((await apiAsUser(page, 'POST', `/api/bookings/${id}/checkin`, { early: true })).status).toBe(200);
    await eventually(async () => {
      await page.evaluate("window.dispatchEvent(new Event('focus'))");
      return page.getByTestId('booking-changed').count();
    }).toBe(1);
    expect(await page.getByTestId('booking-changed').textContent()).toMatch(/changed by .+ \(Check in\)/);
    expect(await page.getByTestId('booking-history-v2').count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    await shot(page, 'booking-file-changed');

    await page.getByTestId('booking-changed-reload').click();
    await page.getByTestId('booking-history-v2').waitFor();
    expect(await page.getByTestId('booking-history-v2').textContent()).toContain('Checked in');
    expect(await page.getByTestId('booking-history-v1').textContent()).toMatch(/Version 1 · .+ · Created.*Created \(Confirmed\)/);
    await eventually(() => page.getByTestId('booking-changed').count()).toBe(0);
    await page.getByTestId('booking-history').scrollIntoViewIfNeeded();
    await shot(page, 'booking-file-history');
    await done(page);

    const de = await signedInPage(browser, { lang: 'de', at: `/booking/${id}` });
    await de.getByTestId('booking-history-v2').waitFor();
    expect(await historyText(de)).toMatch(/Verlauf.*Eingecheckt.*Angelegt \(Bestätigt\)/);
    expect(await axe(de)).toEqual([]);
    await de.getByTestId('booking-history').scrollIntoViewIfNeeded();
    await shot(de, 'booking-file-history-de');
    await done(de);
  });
});
