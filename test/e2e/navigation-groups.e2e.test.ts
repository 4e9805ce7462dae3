import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { still, violations as axe } from './axe';
import { launchBrowser } from './browser';
import { eventually, pathOf, pushInApp, shot, signedInPage, done } from './screens';

/**
 * The drawer's groups open and close by keyboard (Enter and Space) and by click with aria-expanded telling it, their
 * entries showing only while open; a group's parent route opens the group's first page instead of a placeholder.
 * The keys are walked in English; in German each group opens and closes by click (the same buttons with German
 * names: the keys do not depend on the language, and walking them twice was a third of the file's time).
 */

const PARENTS = ['/booking', '/bank', '/vessel', '/resort', '/tour', '/customer', '/geo', '/widget-admin'];

describe('navigation groups', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens and closes every group by Enter, Space and click in en, by click in de', { timeout: 180_000 }, async () => {
    for (const lang of ['en', 'de'] as const) {
      const page = await signedInPage(browser, { lang, at: '/' });
      const nav = page.locator('#app-nav');
      await nav.waitFor();
      const groups = nav.locator('button[aria-expanded]');
      await eventually(() => groups.count()).toBeGreaterThan(4);
      const count = await groups.count();
      for (let i = 0; i < count; i++) {
        const group = groups.nth(i);
        const name = (await group.textContent())?.trim();
        const links = () => nav.locator('a:visible').count();
        // The group closed before may still be folding away: count once the drawer has settled (no motion runs).
        await still(page);
        const before = await links();
        expect(await group.getAttribute('aria-expanded'), `${name} starts closed`).toBe('false');
        if (lang === 'en') {
          await group.focus();
          await page.keyboard.press('Enter');
          await eventually(() => group.getAttribute('aria-expanded')).toBe('true');
          // Its pages show once it is open.
          await eventually(() => links()).toBeGreaterThan(before);
          await page.keyboard.press('Space');
          await eventually(() => group.getAttribute('aria-expanded')).toBe('false');
        }
        await group.click();
        await eventually(() => group.getAttribute('aria-expanded')).toBe('true');
        if (lang === 'de') await eventually(() => links()).toBeGreaterThan(before);
        if (i === 0) {
          expect(await axe(page)).toEqual([]);
          await shot(page, `navigation-group-open-${lang}`);
        }
        await group.click();
        await eventually(() => group.getAttribute('aria-expanded')).toBe('false');
      }
      await done(page);
    }
  });

  it('sends the parent routes to their first page', { timeout: 120_000 }, async () => {
    const page = await signedInPage(browser);
    // As the app's links lead there (the router sends on); /booking below as an address typed in.
    for (const parent of PARENTS) {
      await pushInApp(page, parent);
      await eventually(() => pathOf(page)).not.toBe(parent);
      expect(pathOf(page), `${parent} lands in its group`).toMatch(/^\/[a-z-]+/);
      expect(pathOf(page)).not.toBe('/login');
    }
    await page.goto('/booking');
    await eventually(() => pathOf(page)).toBe('/booking/list');
    // The group of the page opened is open in the drawer.
    await eventually(() => page.locator('#app-nav button[aria-expanded="true"]').count()).toBeGreaterThan(0);
    await done(page);
  });
});
