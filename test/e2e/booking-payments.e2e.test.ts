import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, openInApp, shot, signedInPage, done } from './screens';

/**
 * Payments in the booking file (docs/decisions.md, "Payments on bookings") on the demo resort: a stay is booked
 * through the API, then in the file a payment in US dollars is added through the dialog; it is converted at the
 * stored rate, listed with its original amount and rate, and the status changes. axe finds nothing; en and de shots.
 */

type Stored = { received?: { amount: string; paidCurrency: string; rate: string }[] };
type Available = { data: { id: string; name: string }[] };
const stored = async (page: Page, id: string) => (await apiAsUser(page, 'GET', `/api/bookings/${id}`)).json as unknown as Stored;

describe('payments in the booking file', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a payment in a second currency and the status changes', { timeout: 180_000 }, async () => {
    const page = await signedInPage(browser);
    const [checkIn, checkOut] = ['2027-09-13', '2027-09-16'];
    const free = ((await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${checkIn}&to=${checkOut}`)).json as unknown as Available).data;
    const people = (await apiAsUser(page, 'GET', '/api/customers?size=2&sort=name')).json.data as { id: string }[];
    const made = await apiAsUser(page, 'POST', '/api/bookings', {
      resort: 'r-coral',
      checkIn,
      checkOut,
      rooms: [{ room: free[free.length - 4]!.id, noOfPax: 2, customers: people.map((p) => ({ customer: p.id })) }],
      variant: 'pv-fb',
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const id = made.json.id as string;

    await openInApp(page, `/booking/${id}`);
    await page.getByTestId('booking-money').waitFor();
    const before = await page.getByTestId('booking-payment-status').getAttribute('data-status');
    expect(['open', 'due']).toContain(before);
    await page.getByTestId('booking-payment-add').click();
    await page.getByTestId('booking-payment-amount').fill('108.00');
    await page.getByTestId('booking-payment-currency').selectOption('USD');
    await page.getByTestId('booking-payment-reference').fill('E2E transfer');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'booking-file-payment-add');
    await page.getByTestId('booking-payment-save').click();
    await page.getByTestId('booking-payment-dialog').waitFor({ state: 'detached' });
    await eventually(async () => (await stored(page, id)).received?.length ?? 0).toBe(1);
    const payment = (await stored(page, id)).received![0]!;
    expect(payment).toMatchObject({ paidCurrency: 'USD' });
    expect(Number(payment.amount)).toBeCloseTo(100, 2);
    await eventually(() => page.getByTestId('booking-payment-status').getAttribute('data-status')).toBe('part-paid');
    expect(await page.getByTestId('booking-payment-original').first().textContent()).toContain('USD');
    expect(await page.getByTestId('booking-payment-paid').textContent()).toContain('100');
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('booking-money').scrollIntoViewIfNeeded();
    await shot(page, 'booking-file-payments');
    await done(page);

    const de = await signedInPage(browser, { lang: 'de', at: `/booking/${id}` });
    await de.getByTestId('booking-money').waitFor();
    expect(await de.getByTestId('booking-payment-status').textContent()).toBe('Teilweise bezahlt');
    expect(await axe(de)).toEqual([]);
    await de.getByTestId('booking-money').scrollIntoViewIfNeeded();
    await shot(de, 'booking-file-payments-de');
    await done(de);
  });
});
