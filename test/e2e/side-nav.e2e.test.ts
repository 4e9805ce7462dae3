import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { still, violations as axe } from './axe';
import { launchBrowser } from './browser';
import { done, eventually, pathOf, shot, signedInPage } from './screens';

/**
 * The drawer (components/SideNav): on a wide screen Fluent's Nav in a plain column, shown and hidden by the header's
 * button; on a narrow one Fluent's overlay NavDrawer, fetched when first shown, closed by a menu choice and by Escape
 * (docs/decisions/web.md "First load": the wide start page loads no Drawer, Dialog or motions).
 */
describe('side navigation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the menu as a column on a wide screen, hidden and shown again by the header button', { timeout: 60_000 }, async () => {
    const page = await signedInPage(browser, { at: '/' });
    const nav = page.locator('#app-nav');
    const toggle = page.getByTestId('nav-toggle');
    await nav.waitFor();
    expect(await nav.getAttribute('role')).toBe('navigation');
    expect(await nav.getAttribute('aria-label')).toBeTruthy();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await eventually(() => nav.locator('a').count()).toBeGreaterThan(2);
    expect(await axe(page)).toEqual([]);

    await toggle.click();
    await eventually(() => nav.count()).toBe(0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await eventually(() => nav.isVisible()).toBe(true);
    // A menu choice navigates and leaves the column open.
    await nav.getByText('Employees', { exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/employee');
    expect(await nav.isVisible()).toBe(true);
    await done(page);
  });

  it('opens the menu over the page on a narrow screen, closed by a choice and by Escape', { timeout: 60_000 }, async () => {
    const page = await signedInPage(browser, { at: '/' });
    await page.setViewportSize({ width: 390, height: 844 });
    const nav = page.locator('#app-nav');
    const toggle = page.getByTestId('nav-toggle');
    await eventually(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.count()).toBe(0);

    await toggle.click();
    await eventually(() => nav.isVisible()).toBe(true);
    await still(page);
    expect(await axe(page)).toEqual([]);
    await shot(page, 'side-nav-overlay-390');
    await nav.getByText('Employees', { exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/employee');
    await eventually(() => nav.count()).toBe(0);
    expect(pathOf(page)).toBe('/employee');

    await toggle.click();
    await eventually(() => nav.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => nav.count()).toBe(0);
    await done(page);
  });
});
