import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { launchBrowser } from './browser';
import { INVENTORY_SCREENS, MASTER_DATA_SCREENS as SCREENS, PRICE_SCREENS, eventually, shot, signedInPage } from './screens';

/**
 * Every master-data and configuration screen, opened by an administrator: each shows its heading and
 * its content (a list, a form or the page's own parts), no error, no "coming soon" and no empty page.
 * Each is photographed (screenshots/tour-*.png, tour-de-*.png) for people to look at, and checked with axe
 * (WCAG 2.1 AA): every screen in English; in German the main ones and the inventory's (the markup is the same,
 * the texts differ, and longer German texts are what breaks layouts). The whole page (shell, navigation, page-level
 * rules) is checked on the first screen of each language, then each screen's `main`: the shell around it is the same
 * and checking it on every screen was almost half of the tour's time.
 */
const AXE_IN_GERMAN: ReadonlySet<string> = new Set([
  '/',
  '/customer/list',
  '/customer/create',
  '/agency/list',
  '/config/modules',
  '/users/profile',
  '/product/stock',
  '/specials/create',
  ...INVENTORY_SCREENS,
  ...PRICE_SCREENS,
]);

/** What must be on the page once it has loaded: its heading and no sign of failure. */
async function settled(page: Page, path: string): Promise<void> {
  await eventually(() => page.locator('main h1').first().isVisible()).toBe(true);
  await eventually(() => page.locator('[data-testid="form-loading"], [aria-busy="true"]').count()).toBe(0);
  // The page's body: more than the heading.
  await eventually(async () => (await page.locator('main').innerText()).trim().split('\n').length).toBeGreaterThan(2);
  for (const sign of ['coming-soon', 'not-found', 'form-load-error', 'notice-error']) {
    expect(await page.getByTestId(sign).count(), `${path}: ${sign}`).toBe(0);
  }
  expect(
    await page
      .locator('[role="alert"]')
      .filter({ hasText: /unexpected|unerwartet/i })
      .count(),
    `${path}: route error`,
  ).toBe(0);
}

/**
 * The tour in one language, a file per language (screens-tour.e2e.test.ts, screens-tour-de.e2e.test.ts) so the two
 * run side by side in two e2e lanes.
 */
export function tourIn(lang: 'en' | 'de'): void {
  describe('tour of the master-data and configuration screens', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it(`opens every screen without an error and accessible (axe) in ${lang}`, { timeout: 420_000 }, async () => {
      const page = await signedInPage(browser, { lang });
      const found: string[] = [];
      for (const path of ['/', ...SCREENS]) {
        await page.goto(path);
        await page.waitForURL((u) => u.pathname === path);
        await settled(page, path);
        await shot(page, `tour${lang === 'en' ? '' : '-de'}${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
        if (lang === 'en' || AXE_IN_GERMAN.has(path)) {
          found.push(...(await violations(page, [], path === '/' ? undefined : 'main')).map((v) => `${path}: ${v}`));
        }
      }
      expect(found).toEqual([]);
      await page.context().close();
    });
  });
}
