import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { eventually, MASTER_DATA_SCREENS, signedInPage } from './screens';

/** WCAG 2.1 A and AA rules of axe-core, on the page as it is once loaded. */
async function violations(page: Page, exclude: readonly string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Fluent's focus-trap sentinels (tabster): focusable by design, they pass focus on at once.
    .exclude('[data-tabster-dummy]');
  for (const selector of exclude) builder = builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** Every screen in English; the German pass checks the main ones (the markup is the same, the texts differ). */
const SCREENS = {
  en: ['/', ...MASTER_DATA_SCREENS],
  de: ['/', '/customer/list', '/customer/create', '/agency/list', '/config/modules', '/users/profile', '/product/stock', '/specials/create'],
} as const;

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['/login', '/club/login', '/password/reset', '/register/customer'])('finds nothing on the public page %s', async (path) => {
    const { page, context } = await newPage(browser);
    await page.goto(path);
    await eventually(() => page.locator('main h1').first().isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it.each(['en', 'de'] as const)('finds nothing on the signed-in screens in %s', { timeout: 300_000 }, async (lang) => {
    const page = await signedInPage(browser, { lang });
    const found: string[] = [];
    for (const path of SCREENS[lang]) {
      await page.goto(path);
      await eventually(() => page.locator('main h1').first().isVisible()).toBe(true);
      await eventually(() => page.locator('[aria-busy="true"]').count()).toBe(0);
      found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
    await page.context().close();
  });

  it('finds nothing in the open date picker and the delete dialog', async () => {
    const page = await signedInPage(browser);
    await page.goto('/customer/list');
    await eventually(() => page.getByTestId('list-row').count()).toBeGreaterThan(0);
    await page.getByTestId('list-row').first().click();
    await page.getByLabel('Birthday').click();
    await eventually(() => page.getByRole('dialog').isVisible()).toBe(true);
    // Fluent's month buttons show "Jan" and are named "January" (label-in-name); the calendar is theirs.
    expect(await violations(page, ['.fui-CalendarPicker__itemButton'])).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('form-delete').click();
    await eventually(() => page.getByRole('alertdialog').or(page.getByRole('dialog')).first().isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('works by keyboard alone: sign-in, the skip link, moving through a list and opening a row', { timeout: 60_000 }, async () => {
    const { page, context } = await newPage(browser);
    const focused = () =>
      page.evaluate('document.activeElement?.getAttribute("name") || document.activeElement?.id || document.activeElement?.textContent') as Promise<string>;
    await page.goto('/login');
    await eventually(() => page.locator('input[name=email]').isVisible()).toBe(true);
    for (let i = 0; i < 10 && (await focused()) !== 'email'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('email');
    await page.keyboard.type('admin@demo.test');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('password');
    await page.keyboard.type('demo-pass-1');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/');

    await page.goto('/customer/list');
    await eventually(() => page.getByTestId('list-row').count()).toBeGreaterThan(3);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await focused()).toBe('main');

    const rowIndex = () => page.evaluate('document.activeElement?.getAttribute("aria-rowindex")') as Promise<string>;
    await page.getByTestId('list-row').first().focus();
    await page.keyboard.press('ArrowDown');
    await eventually(rowIndex).toBe('3');
    await page.keyboard.press('End');
    await eventually(rowIndex).toBe('26');
    await page.keyboard.press('Home');
    await eventually(rowIndex).toBe('2');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => /^\/customer\/c-/.test(u.pathname));
    await context.close();
  });
});
