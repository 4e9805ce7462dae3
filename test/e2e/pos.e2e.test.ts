import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, openInApp, shot, signedInPage, done, operatorDay } from './screens';

/**
 * The point of sale (docs/decisions.md "Point of sale"): two products with barcodes are scanned at the counter (typed
 * into the search field + Enter, as a scanner does) and sold onto a booking room of a guest in house today; the booking
 * file then shows them as open onsite items. axe finds nothing; en and de screenshots of counter, list and file.
 */

type Available = { data: { id: string; name: string }[] };
/** A day of the counter: the operator's (screens.ts), as the counter sells onto stays in house today. */
const day = (offset: number) => operatorDay(offset);

describe('the POS counter', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('scans two items by barcode and sells them onto a booking room, seen in the booking file', { timeout: 180_000 }, async () => {
    const page = await signedInPage(browser);
    const stamp = Date.now();
    const codes = [`20${stamp}1`, `20${stamp}2`];
    const names = [`POS e2e lemonade ${stamp}`, `POS e2e snorkel ${stamp}`];
    for (const [i, price] of [3.5, 12].entries())
      expect((await apiAsUser(page, 'POST', '/api/product', { name: names[i], price, barcode: codes[i], priceRule: 'PerBooking' })).status).toBe(200);
    const [checkIn, checkOut] = [day(0), day(3)];
    const free = ((await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${checkIn}&to=${checkOut}`)).json as unknown as Available).data;
    const people = (await apiAsUser(page, 'GET', '/api/customers?size=1&sort=name')).json.data as { id: string }[];
    const made = await apiAsUser(page, 'POST', '/api/bookings', {
      resort: 'r-coral',
      checkIn,
      checkOut,
      rooms: [{ room: free[free.length - 4]!.id, noOfPax: 1, customers: [{ customer: people[0]!.id }] }],
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const id = made.json.id as string;
    const bookingNo = made.json.bookingNo as number;

    await openInApp(page, '/pos/counter');
    const search = page.getByTestId('pos-search');
    await search.waitFor();
    await page.getByRole('radio', { name: 'A booking room' }).check();
    await page.getByTestId('pos-booking-search').fill(String(bookingNo));
    // The booking is among the matches (another booking's number may start with the same digits).
    await eventually(() => page.getByTestId('pos-booking').locator(`option[value="${id}"]`).count()).toBe(1);
    await page.getByTestId('pos-booking').selectOption(id);
    await page.getByRole('radio', { name: 'Onto the booking' }).check();
    for (const code of codes) {
      await search.focus();
      await search.fill(code);
      await search.press('Enter');
      await eventually(() => search.inputValue()).toBe('');
    }
    await eventually(() => page.getByTestId('pos-line').count()).toBe(2);
    // The scanner's second scan of the same code is one more of that line; "-" on the empty field takes it back.
    await search.fill(codes[1]!);
    await search.press('Enter');
    await eventually(() => page.getByTestId('pos-line-quantity').last().textContent()).toBe('2');
    await search.press('-');
    await eventually(() => page.getByTestId('pos-line-quantity').last().textContent()).toBe('1');
    expect(await page.getByTestId('pos-total').textContent()).toContain('15.50');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'pos-counter');
    await search.press('Control+Enter');
    await page.getByTestId('pos-receipt').waitFor();
    expect(await page.getByTestId('pos-receipt').textContent()).toContain(names[0]!.slice(0, 30));
    expect(await axe(page)).toEqual([]);
    await shot(page, 'pos-counter-receipt');

    const stored = (await apiAsUser(page, 'GET', `/api/bookings/${id}`)).json as { onsite?: { name: string; state: string; total: string }[] };
    expect(stored.onsite?.map((i) => [i.name, i.state, i.total])).toEqual([
      [names[0], 'open', '3.50'],
      [names[1], 'open', '12.00'],
    ]);

    await openInApp(page, `/booking/${id}`);
    await page.getByTestId('booking-onsite').waitFor();
    await eventually(() => page.getByTestId('booking-onsite-item').count()).toBe(2);
    // Void the snorkel with a reason: the line stays, struck through, and counts nothing.
    await page.getByRole('button', { name: `Void ${names[1]}` }).click();
    await page.getByTestId('pos-void-reason').fill('Returned unused');
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('pos-void-reason').press('Enter');
    await eventually(() => page.getByTestId('booking-onsite-item').filter({ hasText: 'voided' }).count()).toBe(1);
    expect(await page.getByTestId('booking-onsite').textContent()).toContain('Open: 3.50 EUR');
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('booking-onsite').scrollIntoViewIfNeeded();
    await shot(page, 'booking-file-onsite');
    await openInApp(page, '/pos/list');
    await eventually(() =>
      page
        .getByTestId('pos-sale')
        .filter({ hasText: names[0]!.slice(0, 20) })
        .count(),
    ).toBe(1);
    expect(await axe(page)).toEqual([]);
    await shot(page, 'pos-list');
    await done(page);

    const de = await signedInPage(browser, { lang: 'de', at: '/pos/counter' });
    await de.getByTestId('pos-search').waitFor();
    expect(await de.getByTestId('pos-pay').textContent()).toContain('kassieren');
    expect(await axe(de)).toEqual([]);
    await shot(de, 'pos-counter-de');
    await openInApp(de, '/pos/list');
    await de.getByTestId('pos-stats').waitFor();
    expect(await axe(de)).toEqual([]);
    await shot(de, 'pos-list-de');
    await openInApp(de, `/booking/${id}`);
    await de.getByTestId('booking-onsite').waitFor();
    await de.getByTestId('booking-onsite').scrollIntoViewIfNeeded();
    await shot(de, 'booking-file-onsite-de');
    await done(de);
  });
});
