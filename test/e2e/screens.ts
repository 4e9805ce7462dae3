import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { still } from './axe';
import { baseUrl, newPage } from './browser';

/** What the screen tests share: signing in like a person, waiting, the list's parts, screenshots. */

export const PASSWORD = 'demo-pass-1';

/** Polls until the expectation holds (15 s at most). */
export const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Signs in through the form (Enter submits) and waits to have left the sign-in page. */
export async function signIn(page: Page, email = 'admin@demo.test', { password = PASSWORD, at = '/login' } = {}): Promise<void> {
  await page.goto(at);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=password]').press('Enter');
  await page.waitForURL((u) => u.pathname !== at);
}

/** A fresh browser context in one language, signed in (the administrator unless told otherwise). */
export async function signedInPage(browser: Browser, { lang = 'en', email = 'admin@demo.test' }: { lang?: 'de' | 'en'; email?: string } = {}): Promise<Page> {
  const { page, context } = await newPage(browser, { locale: lang === 'de' ? 'de-DE' : 'en-US' });
  await context.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
  await signIn(page, email);
  return page;
}

/** Whether this run takes the screens' pictures: `SCREENSHOTS=1 npm run test:e2e` (they cost CI minutes nobody looks at). */
export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

/**
 * The viewport, not the full page (forms keep their action bar at the bottom of the window), once
 * popovers and dialogs have finished moving in (waited for, not slept: a fixed pause before each of the suite's
 * 250 pictures cost over a minute). Pictures land in screenshots/ (git-ignored), when SCREENSHOTS=1.
 */
export async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await still(page);
  const dir = path.resolve('screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), animations: 'disabled' });
}

export const notice = (page: Page, intent: 'success' | 'error') => page.getByTestId(`notice-${intent}`).last();
export const rows = (page: Page) => page.getByTestId('list-row');

/** The number of entries the list says it has. */
export async function totalOf(page: Page): Promise<number> {
  return Number((await page.getByTestId('list-total').textContent())?.split(' ')[0]);
}

/** A call made with the signed-in user's token, beside the screens (as someone else's change would be). */
export async function apiAsUser(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const stored = JSON.parse(String(await page.evaluate("localStorage.getItem('sta.auth') ?? '{}'"))) as { token?: string };
  const res = await page.request.fetch(url, { method, headers: { authorization: `Bearer ${stored.token}` }, data: body });
  return { status: res.status(), json: (await res.json()) as Record<string, unknown> };
}

/** The inventory's master-data screens (issue 12) that open without an id. */
export const INVENTORY_SCREENS = [
  '/resort/list',
  '/resort/create',
  '/resort/dates',
  '/resort/lists',
  '/resort/room/list',
  '/resort/room/type/list',
  '/resort/room/create',
  '/resort/bedtype',
  '/vessel/list',
  '/vessel/create',
  '/vesseldeck',
  '/vessellist',
  '/room/list',
  '/room/type/list',
  '/room/create',
  '/bedtype',
  '/tour/list',
  '/tour/create',
  '/schedule',
  '/schedules/create',
] as const;

/** The price screens (issue 13) that open without an id. */
export const PRICE_SCREENS = ['/price', '/price/new', '/pricevariant', '/supplements', '/commission', '/terms'] as const;

/** Every master-data and configuration screen of issue 4 (and the inventory's and prices') that opens without an id. */
export const MASTER_DATA_SCREENS = [
  ...INVENTORY_SCREENS,
  ...PRICE_SCREENS,
  '/agency/list',
  '/agency/create',
  '/agency/group',
  '/agency/payments',
  '/customer/list',
  '/customer/create',
  '/customer/group',
  '/customerdatagroup',
  '/employee',
  '/product/list',
  '/product/create',
  '/product/stock',
  '/resort/availability',
  '/product/category',
  '/media/list',
  '/media/create',
  '/specials/list',
  '/specials/group',
  '/specials/create',
  '/geo/destination',
  '/geo/port',
  '/geo/airport',
  '/geo/airline',
  '/geo/country',
  '/config/company',
  '/config',
  '/config/settings/general',
  '/config/translations',
  '/config/modules',
  '/config/booking',
  '/config/mailtemplates',
  '/config/paymentprovider',
  '/config/mail',
  '/users',
  '/users/create',
  '/userroles',
  '/tax',
  '/plugins',
  '/users/profile',
] as const;

/**
 * Clicks a button that opens something (a dialog) and waits for it; a click that found the page still settling and
 * opened nothing is repeated (seen once on the CI machine: the cancel dialog never came).
 */
export async function clickToOpen(page: Page, button: string, opened: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByTestId(button).click();
    const came = await page
      .getByTestId(opened)
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (came) return;
  }
  await page.getByTestId(opened).waitFor();
}
