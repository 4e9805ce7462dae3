import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, done, eventually, PASSWORD, shot, signedInPage } from './screens';

/**
 * The notifications feed (issue 26, docs/decisions/notifications.md): a staff member records a payment on a booking
 * (through the API, as a colleague's change); a user who reads events gets it through the table's stream: the header's
 * bell shows the unread count, /notifications lists it with its text linked to the booking, and marking it read clears
 * the badge. Its own user and booking, so it counts on nothing another file or the demo data left. en and de, axe 0.
 */

type Available = { data: { id: string; name: string }[] };

/** A new staff member who reads events (nothing in their feed yet), and a booking of the demo resort. */
async function worldOf(admin: Page, tag: string) {
  const email = `notify-${tag}-${Date.now()}@demo.test`;
  const user = await apiAsUser(admin, 'POST', '/api/users', {
    name: `Nora Notify ${tag}`,
    email,
    userType: 'employee',
    scopes: ['events.read', 'bookings.read'],
    password: PASSWORD,
    verified: true,
    active: true,
  });
  expect(user.status, JSON.stringify(user.json)).toBe(200);
  const [checkIn, checkOut] = tag === 'en' ? ['2027-10-04', '2027-10-06'] : ['2027-10-11', '2027-10-13'];
  const free = ((await apiAsUser(admin, 'GET', `/api/rooms/available/r-coral?from=${checkIn}&to=${checkOut}`)).json as unknown as Available).data;
  const made = await apiAsUser(admin, 'POST', '/api/bookings', {
    resort: 'r-coral',
    checkIn,
    checkOut,
    rooms: [{ room: free[free.length - 1]!.id, noOfPax: 2 }],
  });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return { email, booking: made.json as { id: string; bookingNo: number } };
}

const badge = (page: Page) => page.getByTestId('notification-count');

/** Reloads until the bell shows a count (the stream reaches the feed within seconds; the bell asks once a minute). */
async function badgeShows(page: Page, count: string) {
  await eventually(async () => {
    if (!(await badge(page).isVisible())) await page.reload();
    await page.getByTestId('notification-bell').waitFor();
    return (await badge(page)
      .isVisible({ timeout: 2_000 })
      .catch(() => false))
      ? await badge(page).textContent()
      : null;
  }).toBe(count);
}

describe('notifications', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a payment recorded on a booking shows in the bell and the feed; marking it read clears the badge (en)', { timeout: 180_000 }, async () => {
    const admin = await signedInPage(browser);
    const { email, booking } = await worldOf(admin, 'en');
    const page = await signedInPage(browser, { email });
    await page.getByTestId('notification-bell').waitFor();
    expect(await badge(page).isVisible()).toBe(false);

    const paid = await apiAsUser(admin, 'POST', `/api/bookings/${booking.id}/payment`, { amount: '120.00', method: 'cash', reference: 'E2E notify' });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    await badgeShows(page, '1');
    expect(await page.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications, 1 unread');

    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notify-list').waitFor();
    const item = page.getByTestId('notify-item').first();
    expect(await item.getAttribute('data-kind')).toBe('payment.received');
    expect(await item.getAttribute('data-read')).toBe('false');
    expect(await item.textContent()).toContain(`€120.00 received on booking ${booking.bookingNo}`);
    expect(await item.getByRole('link').getAttribute('href')).toBe(`/booking/${booking.id}`);
    expect(await page.getByTestId('notify-unread').textContent()).toBe('1 unread');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'notifications');

    // Keyboard: the item's "Mark read" is reached and pressed without a mouse.
    await item.getByTestId('notify-mark-read').focus();
    await page.keyboard.press('Enter');
    await eventually(() => item.getAttribute('data-read')).toBe('true');
    await eventually(() => badge(page).isVisible()).toBe(false);
    expect(await page.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications');
    expect(await page.getByTestId('notify-unread').textContent()).toBe('Nothing unread');

    // On a phone: the header keeps the bell, the items wrap.
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 800 });
    await shot(page, 'notifications-narrow');
    expect(await page.getByTestId('notification-bell').isVisible()).toBe(true);
    if (wide) await page.setViewportSize(wide);

    // The kinds filter: no online bookings in this feed.
    await page.getByTestId('notify-filter').selectOption('booking.online');
    await page.getByTestId('notify-empty').waitFor();
    expect(await axe(page)).toEqual([]);
    await done(page);
    await done(admin);
  });

  it('in German: the feed, its texts and "mark all read"', { timeout: 180_000 }, async () => {
    const admin = await signedInPage(browser);
    const { email, booking } = await worldOf(admin, 'de');
    for (const amount of ['80.00', '40.00']) {
      expect((await apiAsUser(admin, 'POST', `/api/bookings/${booking.id}/payment`, { amount, method: 'bank' })).status).toBe(200);
    }
    const page = await signedInPage(browser, { lang: 'de', email });
    await badgeShows(page, '2');
    expect(await page.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Benachrichtigungen, 2 ungelesen');
    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notify-list').waitFor();
    await eventually(() => page.getByTestId('notify-item').count()).toBe(2);
    expect((await page.getByTestId('notify-item').first().textContent())?.replace(/\s/g, ' ')).toContain(
      `40,00 € auf Buchung ${booking.bookingNo} eingegangen`,
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Benachrichtigungen');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'notifications-de');
    await page.getByTestId('notify-mark-all').click();
    await eventually(() => badge(page).isVisible()).toBe(false);
    expect(await page.getByTestId('notify-unread').textContent()).toBe('Nichts ungelesen');
    await eventually(() => page.locator('[data-testid="notify-item"][data-read="false"]').count()).toBe(0);

    // Choosing kinds: the dialog, by keyboard, with axe.
    await page.getByTestId('notify-choose').click();
    await page.getByTestId('notify-kind-payment.received').waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'notifications-kinds-de');
    await page.keyboard.press('Escape');
    await done(page);
    await done(admin);
  });
});
