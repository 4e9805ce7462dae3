import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, done, eventually, notice, shot, signedInPage } from './screens';

/**
 * Mail schedules (/config/mailschedule, /config/mailscheduled; docs/decisions/mail-schedules.md), driven like a person
 * in English and German: a "7 days before arrival" rule made in the side panel, tested with a real booking (the test
 * mail is queued to the operator), and the scheduled list showing the bookings it will mail, with links to them.
 */
const TEXTS = {
  en: { upcoming: 'Upcoming', sent: 'Test mail for booking' },
  de: { upcoming: 'Geplant', sent: 'Testmail zur Buchung' },
} as const;

const input = (page: Page | Locator, path: string) => page.locator(`[data-field="${path}"]`).first().locator('input').first();

async function ruleAndTest(page: Page, lang: 'en' | 'de', name: string) {
  await page.getByTestId('list-create').click();
  const panel = page.getByTestId('resource-panel');
  await input(panel, 'name').fill(name);
  // The defaults are the rule: arrival, -7 days, 09:00, to the lead booker.
  expect(await input(panel, 'offsetDays').inputValue()).toBe('-7');
  await panel.getByTestId('form-save').click();
  await eventually(() => notice(page, 'success').count()).toBeGreaterThan(0);
  const test = panel.getByTestId('mail-schedule-test');
  await test.waitFor();
  const rule = new URL(page.url()).searchParams.get('id')!;
  const list = await apiAsUser(page, 'GET', '/api/bookings?size=1');
  const booking = (list.json.data as Array<{ id: string; bookingNo: number }>)[0]!;
  await test.getByTestId('mail-schedule-test-booking').fill(booking.id);
  await test.getByTestId('mail-schedule-test-send').click();
  await eventually(() => test.getByTestId('mail-schedule-test-sent').textContent()).toContain(`${TEXTS[lang].sent} ${booking.bookingNo}`);
  expect(await violations(page)).toEqual([]);
  await shot(page, `mail-schedule-rule-${lang}`);
  await page.getByTestId('panel-close').click();
  return rule;
}

describe('mail schedules', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a "7 days before arrival" rule, tested, and its scheduled mails (en, then the same rule in de)', { timeout: 180_000 }, async () => {
    // One rule: a rule's change plans every booking ahead in the background (thousands in the demo tenant), so the
    // German pass reads the same rule and its plans instead of planning them all again.
    const name = `7 days before arrival ${Date.now()}`;
    let rule = '';
    for (const lang of ['en', 'de'] as const) {
      const page = await signedInPage(browser, { lang, at: '/config/mailschedule' });
      if (lang === 'en') rule = await ruleAndTest(page, lang, name);
      else {
        await page.goto(`/config/mailschedule?id=${rule}`);
        const panel = page.getByTestId('resource-panel');
        await eventually(() => input(panel, 'name').inputValue()).toBe(name);
        await panel.getByTestId('mail-schedule-test').waitFor();
        expect(await violations(page)).toEqual([]);
        await shot(page, `mail-schedule-rule-${lang}`);
        await page.getByTestId('panel-close').click();
      }
      await page.getByTestId('mail-scheduled-link').click();
      await page.waitForURL((u) => u.pathname === '/config/mailscheduled');
      const upcoming = page.getByTestId('mail-scheduled-upcoming');
      // The rule's change event plans the bookings ahead in the background: reload until they are there.
      // (Each look waits for the reloaded list to arrive before counting: a count right after the reload read the
      // list before its data came, every time, on a busy machine.)
      const mine = upcoming.getByTestId('mail-scheduled-row').filter({ hasText: name });
      await expect
        .poll(
          async () => {
            await page.reload();
            await mine
              .first()
              .waitFor({ timeout: 5_000 })
              .catch(() => undefined);
            return mine.count();
          },
          { timeout: 60_000, interval: 500 },
        )
        .toBeGreaterThan(0);
      expect(await page.getByRole('heading', { name: TEXTS[lang].upcoming, exact: true }).count()).toBe(1);
      const link = upcoming.getByTestId('mail-scheduled-row').filter({ hasText: name }).first().getByRole('link');
      expect(await link.getAttribute('href')).toMatch(/^\/booking\/.+/);
      expect(await violations(page)).toEqual([]);
      await shot(page, `mail-scheduled-${lang}`);
      // The rule goes again, so no other test of this runtime meets its mails.
      if (lang === 'de') expect((await apiAsUser(page, 'DELETE', `/api/mailschedule/${rule}`)).status).toBe(200);
      await done(page);
    }
  });
});
