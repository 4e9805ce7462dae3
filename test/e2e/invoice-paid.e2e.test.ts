import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { baseUrl, launchBrowser, newPage } from './browser';
import { apiAsUser, eventually, openInApp, shot, signedInPage, done } from './screens';

/**
 * ISSUE-22 "Money an operator can trust", end to end with its own data: a priced stay for a new guest, an invoice
 * issued while nothing is paid, then the booking paid in full. /finance/invoices says paid with 0 open, the guest's
 * public invoice page says paid and offers no Pay now, and the booking's history says the payment's amount, method
 * and who — in English and German, with screenshots.
 */
const CHECK_IN = '2027-11-16';
const CHECK_OUT = '2027-11-19';

describe('an invoice follows the booking it bills', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says paid in the invoice list and on the public page once the booking is paid', { timeout: 240_000 }, async () => {
    const page = await signedInPage(browser);
    const guest = await apiAsUser(page, 'POST', '/api/customers', {
      masterData: { firstName: 'Greta', lastName: `Bezahlt-${Date.now()}` },
      contact: { email: `invoice-paid-${Date.now()}@example.com` },
    });
    expect([200, 201], JSON.stringify(guest.json)).toContain(guest.status);
    const free = ((await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${CHECK_IN}&to=${CHECK_OUT}`)).json as { data: { id: string }[] }).data;
    const made = await apiAsUser(page, 'POST', '/api/bookings', {
      resort: 'r-coral',
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      customer: guest.json.id,
      rooms: [{ room: free.at(-2)!.id, noOfPax: 2, customers: [{ customer: guest.json.id }] }],
      variant: 'pv-fb',
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const id = made.json.id as string;
    const bookingNo = String(made.json.bookingNo);
    // The demo stay's marine-park fee is paid on site: the invoice bills it, asks it only once the guest has arrived,
    // and says so ("To be paid on site"), as the booking file's payment panel does.
    const lines = (made.json.calculation ?? []) as { total: string; customerType?: string }[];
    const onSiteCents = lines.filter((l) => l.customerType === 'OnSite').reduce((sum, l) => sum + Number(l.total.replace('.', '')), 0);
    expect(onSiteCents).toBeGreaterThan(0);
    const onSite = new RegExp(`(^|\\D)${Math.floor(onSiteCents / 100)}[.,]${String(onSiteCents % 100).padStart(2, '0')}(\\D|$)`);
    const invoice = await apiAsUser(page, 'POST', `/api/bookings/${id}/invoices`, {});
    expect(invoice.status, JSON.stringify(invoice.json)).toBe(201);
    expect(invoice.json.paid).toBe('0.00');
    const link = new URL(((await apiAsUser(page, 'POST', `/api/invoices/${invoice.json.id as string}/link`, {})).json as { url: string }).url);

    const paid = await apiAsUser(page, 'POST', `/api/bookings/${id}/markPaid`, { method: 'bank', reference: 'E2E paid' });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);

    for (const lang of ['en', 'de'] as const) {
      const staff = lang === 'en' ? page : await signedInPage(browser, { lang });
      await openInApp(staff, '/finance/invoices');
      await staff.getByTestId('invoices-search').fill(bookingNo);
      // Its own row, by the invoice's id.
      const row = staff.locator(`[data-testid="invoice-row"][data-id="${invoice.json.id as string}"]`);
      await eventually(() => row.count()).toBe(1);
      expect(await row.getByTestId('invoice-paid-state').getAttribute('data-state')).toBe('paid');
      expect(await row.getByTestId('invoice-paid-state').innerText()).toBe(lang === 'en' ? 'Paid' : 'Bezahlt');
      expect(await row.getByTestId('invoice-open').innerText()).toMatch(/(^|\D)0[.,]00(\D|$)/);
      expect(await axe(staff)).toEqual([]);
      await shot(staff, `invoice-paid-list-${lang}`);

      // The booking's history: the payment with amount, method and who, on a line of its own.
      await openInApp(staff, `/booking/${id}`);
      const history = staff.getByTestId('booking-history');
      const entry = history.locator('li[data-field="payment"]').first();
      await entry.waitFor();
      expect(await entry.innerText()).toMatch(
        lang === 'en' ? /^Payment received: .+ EUR, bank transfer, E2E paid/ : /^Zahlung eingegangen: .+ EUR, Überweisung, E2E paid/,
      );
      // The payment panel: total − to be paid on site − paid = open 0.00.
      expect(await staff.getByTestId('booking-payment-onsite').innerText()).toMatch(onSite);
      expect(await staff.getByTestId('booking-payment-open').innerText()).toMatch(/(^|\D)0[.,]00(\D|$)/);
      await staff.getByTestId('booking-money').scrollIntoViewIfNeeded();
      await shot(staff, `invoice-paid-money-${lang}`);
      await history.scrollIntoViewIfNeeded();
      await shot(staff, `invoice-paid-history-${lang}`);
      if (staff !== page) await done(staff);

      const { page: visitor, context } = await newPage(browser, { locale: lang === 'de' ? 'de-DE' : 'en-US' });
      await context.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
      await visitor.goto(`${link.pathname}${link.search}`);
      await visitor.getByTestId('public-invoice-totals').waitFor();
      await visitor.getByTestId('public-invoice-paid').waitFor();
      expect(await visitor.getByTestId('public-invoice-pay').count()).toBe(0);
      expect(await visitor.getByTestId('public-invoice-open').innerText()).toMatch(/(^|\D)0[.,]00(\D|$)/);
      expect(await visitor.getByTestId('public-invoice-onsite').innerText()).toMatch(onSite);
      expect(await visitor.getByTestId('public-invoice-totals').innerText()).toContain(lang === 'en' ? 'To be paid on site' : 'Vor Ort zu zahlen');
      expect(await axe(visitor)).toEqual([]);
      await shot(visitor, `invoice-paid-public-${lang}`);
      await context.close();
    }
    await done(page);
  });
});
