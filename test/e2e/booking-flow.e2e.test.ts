import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, openInApp, pathOf, shot, signedInPage, clickToOpen, done } from './screens';

/**
 * The acceptance flow of issue 14 in Chromium, on the shared seeded table with a resort and customers of its own
 * (so no other test's nights collide): a stay booked from the resort calendar by dragging over free nights, saved in
 * the prefilled wizard, opened; a person added (found by name), the stay moved to other dates in its form, checked
 * in and out; the history lists each step with its diff. A trip cabin booked by the agency user in the wizard: staff
 * see it in the list, the second agency does not. A cancelled booking's room is free again on the calendar.
 * axe finds nothing; the file and its forms in English and German.
 */

const FROM = '2029-03-07';
const cell = (page: Page, row: number, col: number) => page.locator(`#cal-cell-${row}-${col}`);
const idOf = (page: Page) => pathOf(page).split('/').pop()!;

async function calendar(page: Page, resort: string, from: string) {
  await openInApp(page, `/booking/resort?asset=${resort}&from=${from}`);
  await page.getByTestId('calendar-grid').waitFor();
  await eventually(() => page.getByTestId('calendar-row').count()).toBe(3);
}

async function listSearch(page: Page, bookingNo: number) {
  await openInApp(page, '/booking/list');
  await page.getByTestId('list-search').waitFor();
  await page.getByTestId('list-search').fill(String(bookingNo));
}

describe('booking flow (acceptance)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('books a stay by dragging, adds a person, moves it, checks in and out, with the history of each step', { timeout: 300_000 }, async () => {
    const page = await signedInPage(browser);
    const tag = Date.now().toString(36).toUpperCase();
    const resort = await apiAsUser(page, 'POST', '/api/resorts', { name: `Flow ${tag}`, key: `F${tag}`.slice(0, 20) });
    expect(resort.status).toBe(200);
    const resortId = String(resort.json.id);
    const type = await apiAsUser(page, 'POST', '/api/roomtypes', { name: 'Lagoon', key: 'LG', resort: resortId });
    const roomIds: string[] = [];
    for (const name of ['F1', 'F2', 'F3'])
      roomIds.push(String((await apiAsUser(page, 'POST', '/api/rooms', { name, type: 'Room', resort: resortId, roomType: String(type.json.id) })).json.id));
    const lead = `Flowlead${tag}`;
    const guest = `Flowguest${tag}`;
    for (const lastName of [lead, guest])
      expect((await apiAsUser(page, 'POST', '/api/customers', { masterData: { firstName: 'Fay', lastName } })).status).toBeLessThan(300);

    // The calendar from 7 March 2029: a drag over room F1's nights of the 10th to the 12th opens the wizard prefilled.
    await calendar(page, resortId, FROM);
    const a = (await cell(page, 0, 3).boundingBox())!;
    const b = (await cell(page, 0, 5).boundingBox())!;
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
    await page.mouse.up();
    await eventually(() => page.url()).toContain('/booking/wizard?');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      resort: resortId,
      checkIn: '2029-03-10',
      checkOut: '2029-03-13',
      rooms: roomIds[0],
    });
    await eventually(() => page.locator(`[data-testid="wizard-room"][data-room="${roomIds[0]}"]`).isChecked()).toBe(true);
    await page.getByTestId('wizard-pax-0').fill('2');
    await page.getByTestId('wizard-pax-0').press('Tab');
    await page.getByTestId('wizard-find-0').fill(lead);
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await page.getByTestId('wizard-find-0').press('ArrowDown');
    await page.getByTestId('wizard-find-0').press('Enter');
    await eventually(() => page.getByTestId('wizard-persons-0').getByTestId('wizard-person').count()).toBe(1);
    await eventually(() => page.getByTestId('wizard-save').isEnabled()).toBe(true);
    await page.getByTestId('wizard-save').click();
    await page.waitForURL((u) => /^\/booking\/bk-/.test(u.pathname));
    const id = idOf(page);
    await page.getByTestId('booking-rooms').waitFor();

    // Add a person: found by name in the dialog.
    await page.getByTestId('booking-add-person').click();
    await page.getByTestId('booking-person-dialog').waitFor();
    await page.getByTestId('booking-person-find').fill(guest);
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await page.getByTestId('booking-person-find').press('ArrowDown');
    await page.getByTestId('booking-person-find').press('Enter');
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('booking-person-dialog-save').click();
    await eventually(() => page.getByTestId('booking-person').count()).toBe(2);

    // Other dates: the form says whether they are free, then moves the stay.
    await page.getByTestId('booking-form-changeDates').click();
    await page.getByTestId('booking-dates-dialog').waitFor();
    // Date fields read DD.MM.YYYY and take a typed date when they lose the focus.
    await page.getByTestId('booking-dates-checkin').fill('20.03.2029');
    await page.getByTestId('booking-dates-checkin').press('Tab');
    await page.getByTestId('booking-dates-checkout').fill('23.03.2029');
    await page.getByTestId('booking-dates-checkout').press('Tab');
    await eventually(() => page.getByTestId('booking-form-availability').getAttribute('data-free')).toBe('true');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'booking-flow-dates');
    await page.getByTestId('booking-dates-dialog-save').click();
    await eventually(() => page.getByTestId('booking-dates-dialog').count()).toBe(0);
    await eventually(async () => (await apiAsUser(page, 'GET', `/api/bookings/${id}`)).json.checkIn).toBe('2029-03-20');

    await page.getByTestId('booking-action-checkin').click();
    await page.getByTestId('booking-checkin-confirm').click();
    await eventually(() => page.getByTestId('booking-action-checkout').count()).toBe(1);
    await page.getByTestId('booking-action-checkout').click();
    await eventually(async () => (await apiAsUser(page, 'GET', `/api/bookings/${id}`)).json.resolved).toBe(true);

    // The history: create, person added, dates, check-in, check-out, each with its diff in words.
    await eventually(() => page.locator('[data-testid^="booking-history-v"]').count()).toBe(5);
    const steps = await page.locator('[data-testid^="booking-history-v"]').allTextContents();
    expect(steps[0]).toContain('Version 5');
    expect(steps.find((s) => s.includes('Version 2'))).toContain(guest);
    expect(steps.find((s) => s.includes('Version 3'))).toContain('→');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'booking-flow-file');

    // German: the file and a form.
    const de = await signedInPage(browser, { lang: 'de', at: `/booking/${id}` });
    await de.getByTestId('booking-rooms').waitFor();
    await eventually(() => de.locator('[data-testid^="booking-history-v"]').count()).toBe(5);
    expect(await axe(de)).toEqual([]);
    await shot(de, 'booking-flow-file-de');
    // Checked out, the stay is over: its rooms and dates no longer change.
    expect(await de.getByTestId('booking-form-changeRoom').count()).toBe(0);
    expect(await de.getByTestId('booking-form-changeDates').count()).toBe(0);

    // Cancel: a booking of room F2 shows on the calendar, and after its cancel in the file the nights are free again.
    const other = await apiAsUser(page, 'POST', '/api/bookings', {
      resort: resortId,
      checkIn: '2029-04-01',
      checkOut: '2029-04-04',
      rooms: [{ room: roomIds[1], noOfPax: 1 }],
    });
    expect(other.status).toBe(201);
    await calendar(page, resortId, '2029-03-29');
    await eventually(() => cell(page, 1, 3).getAttribute('data-state')).toBe('held');
    // The change-room form in German, on the open booking: the other free rooms of its nights.
    await de.goto(`/booking/${String(other.json.id)}`);
    await de.getByTestId('booking-form-changeRoom').click();
    await de.getByTestId('booking-room-dialog').waitFor();
    await eventually(() => de.getByTestId('booking-room-to').locator('option').count()).toBeGreaterThan(0);
    expect(await axe(de)).toEqual([]);
    await shot(de, 'booking-flow-room-de');
    await done(de);
    await page.goto(`/booking/${String(other.json.id)}`);
    await clickToOpen(page, 'booking-action-cancel', 'booking-action-dialog');
    await page.getByTestId('booking-cancel-reason').fill('Guest changed plans');
    await page.getByTestId('booking-action-confirm').click();
    await eventually(() => page.getByTestId('booking-state').getAttribute('data-state')).toBe('aborted');
    await calendar(page, resortId, '2029-03-29');
    await eventually(() => cell(page, 1, 3).getAttribute('data-state')).toBe('free');
    await done(page);
  });

  it('lets the agency book a trip cabin that staff see and another agency does not', { timeout: 240_000 }, async () => {
    const staff = await signedInPage(browser);
    const today = new Date().toISOString().slice(0, 10);
    const schedules = ((await apiAsUser(staff, 'GET', '/api/schedules?size=200&sort=from')).json.data as { id: string; from: string }[])
      .filter((s) => s.from > today)
      .reverse();
    let trip: { schedule: string; cabin: string } | undefined;
    for (const s of schedules) {
      const cabins = (await apiAsUser(staff, 'GET', `/api/rooms/available/${s.id}`)).json as {
        data: { id: string; freeBeds?: number; allowSharedRoom?: boolean }[];
      };
      const cabin = cabins.data.find((c) => (c.freeBeds ?? 0) >= 2 && !c.allowSharedRoom);
      if (cabin) {
        trip = { schedule: s.id, cabin: cabin.id };
        break;
      }
    }
    expect(trip).toBeDefined();

    const agency = await signedInPage(browser, { email: 'agency@demo.test', at: `/booking/wizard?schedule=${trip!.schedule}&cabins=${trip!.cabin}` });
    await eventually(() => agency.locator(`[data-testid="wizard-room"][data-room="${trip!.cabin}"]`).isChecked()).toBe(true);
    await eventually(() => agency.getByTestId('wizard-save').isEnabled()).toBe(true);
    await agency.getByTestId('wizard-save').click();
    await agency.waitForURL((u) => /^\/booking\/bk-/.test(u.pathname));
    const id = idOf(agency);
    const booked = (await apiAsUser(agency, 'GET', `/api/bookings/${id}`)).json;
    expect(booked.agency).toBe('a-sunseeker');
    const bookingNo = Number(booked.bookingNo);
    await done(agency);

    await listSearch(staff, bookingNo);
    await eventually(() => staff.getByTestId(`booking-link-${bookingNo}`).count()).toBe(1);
    // Staff name a guest of the cabin and give them a bed on the cabin plan: select the person, then the bed.
    const guest = await apiAsUser(staff, 'POST', '/api/customers', { masterData: { firstName: 'Cai', lastName: `Cabinguest${Date.now().toString(36)}` } });
    const named = await apiAsUser(staff, 'POST', `/api/bookings/${id}/rooms/${trip!.cabin}/customers`, { customers: [{ customer: String(guest.json.id) }] });
    expect(named.status).toBe(200);
    await staff.goto(`/schedules/movecabin/${id}`);
    await eventually(() => staff.getByTestId('movecabin-cabin').count()).toBeGreaterThan(0);
    await staff.getByTestId('movecabin-person').first().click();
    const own = staff.locator('[data-testid="movecabin-bed"][data-status="own"]');
    await eventually(() => own.first().isEnabled()).toBe(true);
    expect(await axe(staff)).toEqual([]);
    await shot(staff, 'booking-flow-movecabin');
    await own.last().click();
    await eventually(async () => {
      const rooms = (await apiAsUser(staff, 'GET', `/api/bookings/${id}`)).json.rooms as { customers?: { bed?: string }[] }[];
      return rooms[0]?.customers?.[0]?.bed;
    }).toBeDefined();
    await done(staff);

    const second = await signedInPage(browser, { email: 'agency2@demo.test' });
    expect((await apiAsUser(second, 'GET', `/api/bookings/${id}`)).status).toBe(403);
    // The list's answer to the search is in (not a pause: the request itself is waited for), and shows nothing.
    const searched = second.waitForResponse(
      (r) => new URL(r.url()).pathname.startsWith('/api/bookings') && new URL(r.url()).searchParams.get('search') === String(bookingNo),
    );
    await listSearch(second, bookingNo);
    await searched;
    await eventually(() => second.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await second.getByTestId(`booking-link-${bookingNo}`).count()).toBe(0);
    await done(second);
  });
});
