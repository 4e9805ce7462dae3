import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, openInApp, shot, signedInPage, clickToOpen, done } from './screens';

/**
 * The booking file's lifecycle buttons and price sources on the demo resort: a stay booked through the API is
 * opened, its calculation line shows the season entry it came from, it is checked in and out; another is
 * cancelled (its room is free again) and reverted. axe finds nothing; English and German screenshots.
 */

type Available = { data: { id: string; name: string }[] };
type Stored = { id: string; state: string; resolved?: boolean; checkedInAt?: string; checkedOutAt?: string };

const CHECK_IN = '2027-06-21';
const CHECK_OUT = '2027-06-24';

const actionsOf = async (page: Page) => ((await page.getByTestId('booking-actions').getAttribute('data-actions')) ?? '').split(' ');
const stored = async (page: Page, id: string) => (await apiAsUser(page, 'GET', `/api/bookings/${id}`)).json as unknown as Stored;
const freeRooms = async (page: Page) =>
  ((await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${CHECK_IN}&to=${CHECK_OUT}`)).json as unknown as Available).data;

async function book(page: Page, room: string): Promise<string> {
  const res = await apiAsUser(page, 'POST', '/api/bookings', {
    resort: 'r-coral',
    checkIn: CHECK_IN,
    checkOut: CHECK_OUT,
    variant: 'pv-hb',
    rooms: [{ room, noOfPax: 2 }],
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as string;
}

describe('booking file', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('explains a line by its season entry, checks a stay in and out, cancels and reverts another', { timeout: 180_000 }, async () => {
    const page = await signedInPage(browser);
    const free = await freeRooms(page);
    const garden = free.filter((r) => r.name.startsWith('Garden'));
    expect(garden.length).toBeGreaterThanOrEqual(2);
    const [first, second] = garden as unknown as [{ id: string }, { id: string }];
    const id = await book(page, first.id);

    await openInApp(page, `/booking/${id}`);
    await page.getByTestId('booking-facts').waitFor();
    expect(await page.getByTestId('booking-calc-line').count()).toBeGreaterThan(0);
    await eventually(() => page.getByTestId('booking-season').count()).toBeGreaterThan(0);
    expect(await actionsOf(page)).toEqual(expect.arrayContaining(['checkin', 'cancel']));
    expect(await actionsOf(page)).not.toContain('checkout');
    expect(await actionsOf(page), 'a confirmed booking is not offered "Confirm"').not.toContain('store');

    // The room line's source: the season and entry its price came from.
    await page.getByTestId('booking-line-source').first().click();
    const entry = page.getByTestId('booking-entry');
    await entry.locator('dl').waitFor();
    expect(await entry.textContent()).toMatch(/Season.*Valid.*Persons.*Price/);
    expect(await axe(page)).toEqual([]);
    await shot(page, 'booking-file-entry');
    await page.keyboard.press('Escape');
    await entry.waitFor({ state: 'hidden' });

    await page.getByTestId('booking-action-checkin').click();
    await page.getByTestId('booking-checkin-confirm').click();
    await eventually(() => actionsOf(page)).toContain('checkout');
    expect((await stored(page, id)).checkedInAt).toBeDefined();
    await page.getByTestId('booking-action-checkout').click();
    await eventually(() => actionsOf(page)).not.toContain('checkout');
    expect(await stored(page, id)).toMatchObject({ state: 'confirmed', resolved: true, checkedOutAt: expect.any(String) });
    expect(await actionsOf(page)).not.toContain('cancel');

    // Cancel asks first; the room is free again; revert takes it back.
    const other = await book(page, second.id);
    expect((await freeRooms(page)).map((r) => r.id)).not.toContain(second.id);
    await page.goto(`/booking/${other}`);
    await clickToOpen(page, 'booking-action-cancel', 'booking-action-dialog');
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('booking-cancel-reason').fill('Guest changed plans');
    await page.getByTestId('booking-action-confirm').click();
    await eventually(async () => (await stored(page, other)).state).toBe('aborted');
    expect((await freeRooms(page)).map((r) => r.id)).toContain(second.id);
    await eventually(() => actionsOf(page)).toContain('revert');
    await page.getByTestId('booking-action-revert').click();
    await eventually(async () => (await stored(page, other)).state).toBe('confirmed');
    expect((await freeRooms(page)).map((r) => r.id)).not.toContain(second.id);
    await shot(page, 'booking-file-actions');
    await done(page);

    const de = await signedInPage(browser, { lang: 'de', at: `/booking/${other}` });
    await de.getByTestId('booking-action-cancel').waitFor();
    await eventually(() => de.getByTestId('booking-season').count()).toBeGreaterThan(0);
    expect(await de.getByTestId('booking-actions').textContent()).toContain('Buchung stornieren');
    expect(await axe(de)).toEqual([]);
    await shot(de, 'booking-file-actions-de');
    await done(de);
  });
});
