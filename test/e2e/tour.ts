import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { launchBrowser } from './browser';
import { MASTER_DATA_SCREENS as SCREENS, eventually, openInApp, pathOf, shot, signedInPage, done } from './screens';

/**
 * Every master-data and configuration screen, opened by an administrator: each shows its heading and
 * its content (a list, a form or the page's own parts), no error, no "coming soon" and no empty page.
 * Each is photographed (screenshots/tour-*.png, tour-de-*.png, with SCREENSHOTS=1) for people to look at, and checked
 * with axe (WCAG 2.1 AA) in English. The whole page (shell, navigation, page-level rules) is checked on the first
 * screen, then each screen's `main`: the shell around it is the same and checking it on every screen was almost half
 * of the tour's time. In German axe checks the first screen as a whole (the shell with German texts and lang="de"):
 * a screen's markup is the same in both languages and axe's rules look at the markup (names present, roles,
 * contrast), not at the texts' language; that every text has its German version is the i18n unit tests' part
 * (shared/i18n), that German screens open without an error this tour's. Checking the German screens again was
 * over 40 % of the German tour (docs/testing.md). The English tour opens the screens as the app's links do, the
 * German one loads each by its address (`openInApp`, screens.ts).
 */
const AXE_IN_GERMAN: ReadonlySet<string> = new Set(['/']);

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
      // A text asked for before its area was loaded (web/src/i18n/dictionary.ts) would have flashed as its key.
      const untranslated: string[] = [];
      const onConsole = (m: ConsoleMessage) => {
        if (m.type() === 'warning' && m.text().includes('before its area was loaded')) untranslated.push(`${pathOf(page)}: ${m.text()}`);
      };
      page.on('console', onConsole);
      for (const path of ['/', ...SCREENS]) {
        // English opens the screens as the app's links do, German loads each by its address (a bookmark, a reload):
        // every screen is proven both ways, and loading the app 62 times over was a third of the English tour.
        // The sign-in left the page on the start page: English takes it as it is.
        if (lang === 'en' && path !== '/') await openInApp(page, path);
        else if (lang === 'de' || pathOf(page) !== path) await page.goto(path);
        await page.waitForURL((u) => u.pathname === path);
        await settled(page, path);
        await shot(page, `tour${lang === 'en' ? '' : '-de'}${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
        if (lang === 'en' || AXE_IN_GERMAN.has(path)) {
          found.push(...(await violations(page, [], path === '/' ? undefined : 'main')).map((v) => `${path}: ${v}`));
        }
      }
      page.off('console', onConsole);
      expect(found).toEqual([]);
      expect(untranslated).toEqual([]);
      await done(page);
    });
  });
}
