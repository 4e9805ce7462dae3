import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { eventually, signIn, shot } from './screens';

/**
 * Own records through the self scopes (an agency user's agency, a club member's customer record), and
 * the side panel's leave warning on Back.
 */

describe('own records and leaving unsaved panels', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lets an agency user edit the contact data of their own agency, but not its terms', { timeout: 90_000 }, async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'agency@demo.test');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-ownAgency').click();
    await page.waitForURL((u) => u.pathname === '/agency/a-sunseeker');
    await eventually(() => page.getByTestId('form-agencies').isVisible()).toBe(true);
    // No list to go back to, and the commission is shown but not editable.
    expect(await page.getByTestId('back-to-list').count()).toBe(0);
    expect(await page.getByLabel('Commission (%)').count()).toBe(0);
    await eventually(() => page.locator('[data-field="commission"]').textContent()).toMatch(/\d/);
    expect(await page.getByTestId('form-copy').count()).toBe(0);
    expect(await page.getByTestId('form-delete').count()).toBe(0);
    const phone = `+49 30 ${Date.now() % 1_000_000}`;
    await page.getByLabel('Phone').fill(phone);
    await page.getByTestId('form-save').click();
    await eventually(() => page.getByTestId('notice-success').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('notice-error').count()).toBe(0);
    await page.reload();
    await eventually(() => page.getByLabel('Phone').inputValue()).toBe(phone);
    await shot(page, 'self-agency-en');
    // Another agency stays closed.
    await page.goto('/agency/a-nonexistent');
    await eventually(() => page.getByTestId('form-load-error').count()).toBe(1);
  });

  it('lets a club member see and edit their own customer record', { timeout: 90_000 }, async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'club@demo.test', { at: '/club/login' });
    await page.goto('/customer/view/c-0001');
    await eventually(() => page.locator('h1').textContent()).toBe('Chris Club');
    await page.getByTestId('form-edit').click();
    await page.waitForURL((u) => u.pathname === '/customer/c-0001');
    const city = `Lübeck ${Date.now() % 1000}`;
    await page.getByLabel('City').fill(city);
    await page.getByTestId('form-save').click();
    await eventually(() => page.getByTestId('notice-success').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('notice-error').count()).toBe(0);
    await shot(page, 'self-customer-en');
  });

  it('asks before Back leaves a side panel with unsaved changes', { timeout: 90_000 }, async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.goto('/agency/group');
    await eventually(() => page.getByTestId('list-row').count()).toBeGreaterThan(0);
    await page.getByTestId('list-row').first().click();
    await page.waitForURL((u) => u.searchParams.has('id'));
    const opened = new URL(page.url()).searchParams.get('id');
    const name = page.getByTestId('resource-panel').getByLabel(/^Name/);
    await eventually(() => name.inputValue()).not.toBe('');
    await name.fill('Changed but not saved');

    await page.goBack();
    await eventually(() => page.getByTestId('leave-stay').isVisible()).toBe(true);
    await page.getByTestId('leave-stay').click();
    expect(new URL(page.url()).searchParams.get('id')).toBe(opened);
    expect(await name.inputValue()).toBe('Changed but not saved');

    // Closing the panel asks the same question; leaving discards.
    await page.getByTestId('panel-close').click();
    await eventually(() => page.getByTestId('leave-confirm').isVisible()).toBe(true);
    await page.getByTestId('leave-confirm').click();
    await page.waitForURL((u) => !u.searchParams.has('id'));
    await eventually(() => page.getByTestId('resource-panel').count()).toBe(0);
  });
});
