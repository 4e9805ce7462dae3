import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, pathOf, signedInPage, shot, done } from './screens';

/**
 * The stock screen driven like a person: the demo's tracked products with their quantities (the one
 * below its minimum flagged in words), a receipt recorded in the dialog with Enter, the new quantity in
 * the list and the movement at the top of the log.
 */

const rowOf = (page: Page, name: string) => page.getByTestId('list-row').filter({ hasText: name });

describe('product stock screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('records a receipt and shows the new quantity and the log entry', { timeout: 120_000 }, async () => {
    const page = await signedInPage(browser, { at: '/product/stock' });
    await eventually(() => page.getByTestId('list-total').textContent()).toBe('6 entries');
    // The demo's defog (5 of minimum 10) is flagged in words, and named in the notice.
    await expect.poll(() => rowOf(page, 'Mask defog').getByTestId('stock-low').textContent()).toBe('Below minimum');
    expect(await rowOf(page, 'San Miguel').getByTestId('stock-low').count()).toBe(0);
    expect(await page.getByTestId('stock-low-notice').textContent()).toContain('Mask defog (5/10)');
    expect(await rowOf(page, 'Water 1.5 l').getByTestId('stock-quantity').textContent()).toBe('220');
    await shot(page, 'product-stock-levels');

    await rowOf(page, 'Water 1.5 l').getByTestId('stock-record').click();
    const dialog = page.getByTestId('stock-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('stock-current').textContent()).toBe('In stock: 220 (minimum 48)');
    // Nothing typed yet: Enter shows what is missing and records nothing.
    await dialog.getByTestId('stock-amount').press('Enter');
    await eventually(() => dialog.textContent()).toContain('Enter a whole number greater than 0.');
    await dialog.getByTestId('stock-amount').fill('48');
    await dialog.getByTestId('stock-note').fill('Delivery 2291');
    await eventually(() => dialog.getByTestId('stock-preview').textContent()).toBe('New quantity: 268');
    await shot(page, 'product-stock-dialog');
    await dialog.getByTestId('stock-note').press('Enter');

    await eventually(() => page.getByTestId('notice-success').last().textContent()).toContain('Water 1.5 l: 268 in stock now.');
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => rowOf(page, 'Water 1.5 l').getByTestId('stock-quantity').textContent()).toBe('268');

    // A withdrawal beyond the stock is refused in the dialog before anything is sent.
    await rowOf(page, 'Mask defog').getByTestId('stock-record').click();
    await dialog.waitFor();
    await dialog.getByText('Withdrawal').click();
    await dialog.getByTestId('stock-amount').fill('9');
    await dialog.getByTestId('stock-amount').press('Enter');
    await eventually(() => dialog.textContent()).toContain('Only 5 in stock.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.count()).toBe(0);

    // The log of the product: the receipt on top, with note, quantity after and who recorded it.
    await rowOf(page, 'Water 1.5 l').getByTestId('stock-show-log').click();
    await page.waitForURL((u) => u.searchParams.get('view') === 'log' && u.searchParams.get('product') === 'p-water');
    const first = page.getByTestId('stock-log-row').first();
    await eventually(() => first.textContent()).toContain('Delivery 2291');
    const cells = await first.locator('td').allTextContents();
    expect(cells.slice(1)).toEqual(['Water 1.5 l', 'Goods received', '+48', '268', 'Delivery 2291', 'Alex Admin']);
    expect(await page.getByTestId('stock-log-total').textContent()).toBe('6 entries');
    await shot(page, 'product-stock-log');

    // All products: the seeded movements of the others are there too; a period without any is empty.
    await page.getByTestId('stock-log-product').selectOption('');
    await eventually(() => page.getByTestId('stock-log-total').textContent()).toBe('21 entries');
    // Dates are typed day first (DD.MM.YYYY) whatever the browser's locale, and taken when the field is left.
    await page.getByTestId('stock-log-to').fill('1.1.2001');
    await page.getByTestId('stock-log-to').press('Tab');
    expect(await page.getByTestId('stock-log-to').inputValue()).toBe('01.01.2001');
    await eventually(() => page.getByTestId('stock-log-empty').textContent()).toContain('No movements match the product or the period.');
    await done(page);
  });

  it('speaks German', { timeout: 60_000 }, async () => {
    const page = await signedInPage(browser, { lang: 'de', at: '/product/stock' });
    await expect.poll(() => rowOf(page, 'Mask defog').getByTestId('stock-low').textContent(), { timeout: 15_000 }).toBe('Unter Mindestbestand');
    await rowOf(page, 'San Miguel').getByTestId('stock-record').click();
    const dialog = page.getByTestId('stock-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('stock-current').textContent()).toBe('Auf Lager: 34 (Mindestbestand 24)');
    await dialog.getByText('Inventur').first().click();
    await dialog.getByTestId('stock-amount').fill('30');
    await eventually(() => dialog.getByTestId('stock-preview').textContent()).toBe('Neuer Bestand: 30');
    await dialog.getByRole('button', { name: 'Erfassen' }).click();
    await eventually(() => page.getByTestId('notice-success').last().textContent()).toContain('San Miguel: jetzt 30 auf Lager.');
    await page.getByTestId('stock-tab-log').click();
    await eventually(() => page.getByTestId('stock-log-row').first().locator('td').nth(2).textContent()).toBe('Inventur');
    await shot(page, 'product-stock-log-de');
    await done(page);
  });

  it('takes a product price with at most two decimals in the form', { timeout: 120_000 }, async () => {
    const page = await signedInPage(browser, { at: '/product/create' });
    const price = page.getByLabel(/^Price(?! rule)/);
    await page.getByLabel(/^Name/).fill('Nitrox fill 40 %');
    await price.fill('12.345');
    await page.getByTestId('form-save').click();
    await eventually(() => page.locator('body').textContent()).toContain('Enter at most 2 decimals');
    expect(pathOf(page)).toBe('/product/create');
    await price.fill('12.5');
    await page.getByTestId('form-save').click();
    await page.waitForURL((u) => /^\/product\/p-/.test(u.pathname));
    expect((await apiAsUser(page, 'GET', `/api/product/${pathOf(page).split('/').pop()}`)).json).toMatchObject({ price: 12.5, currency: 'EUR' });
    await done(page);
  });
});
