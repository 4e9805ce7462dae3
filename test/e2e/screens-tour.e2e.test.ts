import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { MASTER_DATA_SCREENS as SCREENS, eventually, shot, signedInPage } from './screens';

/**
 * Every master-data and configuration screen, opened by an administrator: each shows its heading and
 * its content (a list, a form or the page's own parts), no error, no "coming soon" and no empty page.
 * Each is photographed (screenshots/tour-*.png) for people to look at.
 */

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

describe('tour of the master-data and configuration screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['en', 'de'] as const)('opens every screen without an error in %s', { timeout: 300_000 }, async (lang) => {
    const page = await signedInPage(browser, { lang });
    for (const path of SCREENS) {
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === path);
      await settled(page, path);
      if (lang === 'en') await shot(page, `tour${path.replaceAll('/', '-')}`);
    }
    await page.context().close();
  });
});
