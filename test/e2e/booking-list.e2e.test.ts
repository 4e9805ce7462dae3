import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { downloadedText, launchBrowser } from './browser';
import { apiAsUser, eventually, pathOf, shot, signedInPage, done } from './screens';

/**
 * The booking list on the demo season (more bookings than a page): search a lead guest's name, open the booking
 * from the list and see its file (number, state, dates, asset, rooms with persons); axe finds nothing; en and de.
 */

type Row = { id: string; bookingNo: number; customer?: string; customerName?: string; state: string };

describe('booking list and file', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a booking by its lead guest, opens its file', { timeout: 120_000 }, async () => {
    for (const lang of ['en', 'de'] as const) {
      const page = await signedInPage(browser, { lang });
      const all = await apiAsUser(page, 'GET', '/api/bookings?size=100&filter=' + encodeURIComponent(JSON.stringify({ type: 'resort' })));
      expect(all.status).toBe(200);
      expect((all.json.data as Row[]).length).toBeGreaterThan(25);
      const target = (all.json.data as Row[]).find((r) => r.customerName)!;
      const surname = target.customerName!.split(' ').at(-1)!;

      await page.goto('/booking/list');
      await page.getByTestId('booking-row').first().waitFor();
      expect(await page.getByTestId('booking-row').count()).toBe(25);
      await page.getByTestId('list-search').fill(surname.toLowerCase());
      const row = page.locator(`[data-testid="booking-row"][data-booking="${target.bookingNo}"]`);
      await row.waitFor();
      await eventually(() => page.getByTestId('booking-row').count()).toBeLessThan(25);
      for (const text of await page.getByTestId('booking-row').allTextContents()) expect(text.toLowerCase()).toContain(surname.toLowerCase());
      expect(await axe(page)).toEqual([]);
      await shot(page, `booking-list${lang === 'de' ? '-de' : ''}`);
      if (lang === 'en') {
        // The CSV has the searched rows; the lead guest column follows the user's setting showCustomersInBookingList.
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('booking-csv').click()]);
        expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
        const csv = await downloadedText(download);
        expect(csv).toContain(`${target.bookingNo},${target.state},`);
        expect(csv.trim().split('\r\n')).toHaveLength((await page.getByTestId('booking-row').count()) + 1);
        expect(await page.getByTestId('booking-col-customer').count()).toBe(1);
        const self = (await apiAsUser(page, 'GET', '/api/users/self')).json as { version: number; name: string };
        const hide = await apiAsUser(page, 'POST', '/api/users/self', {
          version: self.version,
          name: self.name,
          settings: { showCustomersInBookingList: false },
        });
        expect(hide.status).toBe(200);
        await page.reload();
        await row.waitFor();
        await eventually(() => page.getByTestId('booking-col-customer').count()).toBe(0);
        const show = { version: (hide.json as { version: number }).version, name: self.name, settings: { showCustomersInBookingList: true } };
        expect((await apiAsUser(page, 'POST', '/api/users/self', show)).status).toBe(200);
        await page.reload();
        await eventually(() => page.getByTestId('booking-col-customer').count()).toBe(1);
      }

      // By keyboard: the number is a link; Enter opens the file.
      await row.getByTestId(`booking-link-${target.bookingNo}`).focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('booking-facts').waitFor();
      expect(pathOf(page)).toBe(`/booking/${target.id}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(String(target.bookingNo));
      expect(await page.getByTestId('booking-state').getAttribute('data-state')).toBe(target.state);
      expect(await page.getByTestId('booking-fact-customer').textContent()).toContain(target.customerName);
      expect(await page.getByTestId('booking-room').count()).toBeGreaterThan(0);
      // The state machine's actions for the booking (a demo stay is an option or confirmed, not checked in).
      expect((await page.getByTestId('booking-actions').getAttribute('data-actions'))?.split(' ')).toContain('cancel');
      await eventually(() => page.getByTestId('booking-fact-asset').textContent()).not.toMatch(/rs-|^\s*\(/);
      expect(await axe(page)).toEqual([]);
      await shot(page, `booking-file${lang === 'de' ? '-de' : ''}`);

      await page.goto('/booking/bk-does-not-exist');
      await page.getByTestId('booking-not-found').waitFor();
      await page.goto('/booking/list?search=nobody-is-called-this');
      await page.getByTestId('booking-list-empty').waitFor();
      expect(await page.getByTestId('booking-list-empty').textContent()).toBe(
        lang === 'en' ? 'No booking matches the search or the filters.' : 'Keine Buchung passt zur Suche oder zu den Filtern.',
      );
      await done(page);
    }
  });
  it('shows the persons per room, the calculation and the payment milestones of a booking that has them', { timeout: 120_000 }, async () => {
    for (const lang of ['en', 'de'] as const) {
      const page = await signedInPage(browser, { lang });
      const all = await apiAsUser(page, 'GET', '/api/bookings?size=50&filter=' + encodeURIComponent(JSON.stringify({ type: 'resort' })));
      const [lead, other] = (all.json.data as Row[]).filter((r) => r.customer && r.customerName);
      // The wizard's fields (calculation, payments, persons per room) as the booking answer will carry them.
      await page.route(`**/api/bookings/${lead!.id}`, async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as Record<string, unknown> & { rooms: Array<Record<string, unknown>> };
        json.rooms[0]!.customers = [{ customer: lead!.customer }, { customer: other!.customer }];
        json.currency = 'EUR';
        const line = { customerType: 'None', editable: false, deletable: false, unique: false };
        json.calculation = [
          { ...line, text: 'Tourist tax', sort: 2, type: 'cost', amount: 2, price: '12.00', total: '24.00' },
          { ...line, text: 'Garden room, 2 guests', sort: 1, type: 'room_cost', amount: 11, price: '180.00', total: '1980.00' },
        ];
        json.payments = [
          { text: 'Rest', amount: '1704.00', due: '2027-01-05', type: 'rest' },
          { text: 'Deposit', amount: '300.00', due: '2026-12-01', type: 'deposit' },
        ];
        // The demo booking's own money received (its seeded payments) would list beside the milestones.
        json.received = [];
        await route.fulfill({ response, json });
      });
      await page.goto(`/booking/${lead!.id}`);
      await page.getByTestId('booking-calculation').waitFor();
      await eventually(() => page.getByTestId('booking-person').allTextContents()).toEqual([
        `${lead!.customerName} (${lang === 'en' ? 'lead' : 'Hauptgast'})`,
        other!.customerName,
      ]);
      const money = (en: string, de: string) => (lang === 'en' ? en : de);
      // A line's text cell stacks its text and explanation: compare the cells, not the line breaks (nor the empty
      // tools cell of lines the operator may not edit).
      expect((await page.getByTestId('booking-calc-line').allInnerTexts()).map((l) => l.replace(/\n/g, '').trimEnd())).toEqual([
        `Garden room, 2 guests\t11 × ${money('180.00', '180,00')} EUR\t${money('1,980.00', '1.980,00')} EUR`,
        `Tourist tax\t2 × ${money('12.00', '12,00')} EUR\t${money('24.00', '24,00')} EUR`,
      ]);
      expect(await page.getByTestId('booking-payment').allInnerTexts()).toEqual([
        `${money('Deposit', 'Anzahlung')}\t01.12.2026\t${money('300.00', '300,00')} EUR`,
        `${money('Rest', 'Restzahlung')}\t05.01.2027\t${money('1,704.00', '1.704,00')} EUR`,
      ]);
      expect(await axe(page)).toEqual([]);
      await shot(page, `booking-file-full${lang === 'de' ? '-de' : ''}`);
      await done(page);
    }
  });
});
