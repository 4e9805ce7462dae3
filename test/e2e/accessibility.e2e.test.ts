import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { launchBrowser, newPage } from './browser';
import { eventually, signedInPage, done } from './screens';

// The signed-in screens are checked with axe on the screen tour (screens-tour.e2e.test.ts), which opens them all.

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

  it('is live: finds an image without text and an unnamed field put into a screen, and only inside what it is told to check', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await eventually(() => page.locator('main h1').first().isVisible()).toBe(true);
    // Broken markup put in by the test (a typed function: the app's CSP refuses string evaluation).
    await page.evaluate(() => {
      const doc = (globalThis as unknown as { document: { querySelector(s: string): { insertAdjacentHTML(at: string, html: string): void } } }).document;
      doc.querySelector('main').insertAdjacentHTML('beforeend', '<img src="data:," data-testid="bad-img"><input type="text" data-testid="bad-input">');
    });
    const found = await violations(page, [], 'main');
    expect(found.map((v) => v.split(' ')[0])).toEqual(expect.arrayContaining(['image-alt', 'label']));
    expect(await violations(page, ['[data-testid="bad-img"]', '[data-testid="bad-input"]'])).toEqual([]);
    await context.close();
  });

  it('finds nothing in the open date picker and the delete dialog', async () => {
    const page = await signedInPage(browser, { at: '/customer/list' });
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
    await done(page);
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
