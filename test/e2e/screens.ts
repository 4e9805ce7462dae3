import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DateTime } from 'luxon';
import type { Browser, Dialog, Page } from 'playwright-core';
import { expect } from 'vitest';
import { still } from './axe';
import { authEndpoints, type LoginAnswer } from '../../shared/api/auth';
import { LOCAL_STORAGE_PREFIX } from '../../shared/constants';
import { OPERATOR_ZONE, baseUrl, newPage } from './browser';

/** What the screen tests share: signing in, waiting, the list's parts, screenshots. */

export const PASSWORD = 'demo-pass-1';

/** Polls until the expectation holds (15 s at most). */
export const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * A day as the demo operator counts it, `offset` days from today: in the operator's time zone (the browser's, the
 * tenant's), not the test machine's UTC (from 23:00 UTC, midnight in Berlin in winter, the two name different days).
 */
export const operatorDay = (offset = 0): string => DateTime.now().setZone(OPERATOR_ZONE).plus({ days: offset }).toISODate()!;

/** Signs in through the form (Enter submits) and waits to have left the sign-in page. */
export async function signIn(page: Page, email = 'admin@demo.test', { password = PASSWORD, at = '/login' } = {}): Promise<void> {
  await page.goto(at);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=password]').press('Enter');
  const form = new URL(at, 'http://login.test').pathname;
  await page.waitForURL((u) => u.pathname !== form);
}

/**
 * A page of one language, signed in (the administrator unless told otherwise) and on `at` (else the start page).
 *
 * The sign-in is the app's own call (`POST /api/auth/token`, made from the page) and its answer stored where the app
 * keeps a session (localStorage `sta.auth`), so the app starts signed in as after a reload: the sign-in form and the
 * start page are not drawn for a test about another screen (auth.e2e.test.ts signs in through the form, `signIn`).
 * Each page signs in for itself: a stored session shared between contexts was signed out in CI once its token had
 * been refreshed.
 *
 * A file keeps one page per language and hands it out again once a test is `done` with it: signed out (cookies and
 * storage cleared, other tabs and request routes gone, the window's size back), in the same context. A fresh context
 * costs Chromium about 2 CPU-seconds more than a used one (a new renderer, the app's scripts compiled again:
 * docs/testing.md). A page still in use (two users side by side) gets a fresh context of its own.
 */
export async function signedInPage(
  browser: Browser,
  { lang = 'en', email = 'admin@demo.test', at }: { lang?: 'de' | 'en'; email?: string; at?: string } = {},
): Promise<Page> {
  const free = kept.find((k) => k.browser === browser && k.lang === lang && !k.busy && !k.page.isClosed());
  const page = free?.page ?? (await newPage(browser, { locale: lang === 'de' ? 'de-DE' : 'en-US' })).page;
  if (free) free.busy = true;
  else if (!kept.some((k) => k.browser === browser && k.lang === lang && !k.page.isClosed())) kept.push({ browser, lang, page, busy: true });
  // A form the last test left with unsaved changes asks before the page is left: this sign-in leaves it.
  const leave = (d: Dialog) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss());
  page.on('dialog', leave);
  if (free) await signOut(page);
  else await page.goto(OFF_APP);
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
  const error = await page.evaluate(
    async ({ email, password, key, path }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, isCRMUser: false, ts: 'e2e' }),
      });
      if (!res.ok) return `${res.status} ${await res.text()}`;
      const a = (await res.json()) as LoginAnswer;
      const session = { token: a.token, user: a.user, version: a.version, tokenExpiresAt: Date.now() + a.expiresIn * 1000, expiresIn: a.expiresIn };
      (globalThis as unknown as Stored).localStorage.setItem(key, JSON.stringify(session));
      return undefined;
    },
    // Where web/src/session/auth-store.ts keeps the session (storage.ts: the spec's prefix).
    { email, password: PASSWORD, key: `${LOCAL_STORAGE_PREFIX}auth`, path: authEndpoints.login.path },
  );
  if (error) throw new Error(`${email} could not sign in: ${error}`);
  await page.goto(at ?? '/');
  page.off('dialog', leave);
  return page;
}

type Stored = { localStorage: { setItem(key: string, value: string): void } };

/** A page of the app's origin that is not the app (nothing drawn, nothing fetched): where a page signs in. */
const OFF_APP = '/sw.js';

/** The pages a file keeps, one per language and connection. */
const kept: { browser: Browser; lang: string; page: Page; busy: boolean }[] = [];

/** A test is through with a page: a kept page is handed out again (signedInPage), any other context closed. */
export async function done(page: Page): Promise<void> {
  const own = kept.find((k) => k.page === page);
  if (own) own.busy = false;
  else await page.context().close();
}

/** Leaves a kept page as a fresh one would be: signed out, one tab, no routes, the usual window. */
async function signOut(page: Page): Promise<void> {
  const context = page.context();
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const size = page.viewportSize();
  if (size?.width !== 1280 || size.height !== 800) await page.setViewportSize({ width: 1280, height: 800 });
  // The app is left first: running, it could store its own session again before the next one is loaded.
  await page.goto(OFF_APP);
  await context.clearCookies();
  await page.evaluate('localStorage.clear(); sessionStorage.clear()');
}

type Browsing = {
  history: { state: { idx?: number } | null; pushState(state: unknown, unused: string, url: string): void };
  dispatchEvent(event: unknown): boolean;
  PopStateEvent: new (type: string, init: { state: unknown }) => unknown;
};

/**
 * Opens a screen as the app's own links do (the router navigates, the app is not loaded again: about 1.2 s of wall
 * and half the lane's CPU less than `page.goto`, docs/testing.md) and waits until the screen before it is gone: its
 * heading left the page or took the new screen's text. For a test that only needs to be on a screen; a test about
 * the address itself (a deep link, a reload) loads it with `page.goto`. `to` must be another screen than the one shown.
 */
export async function openInApp(page: Page, to: string): Promise<void> {
  const headings = page.locator('main h1');
  const heading = (await headings.count()) > 0 ? await headings.first().elementHandle() : null;
  const before = await heading?.textContent();
  await pushInApp(page, to);
  const target = new URL(to, page.url());
  await page.waitForURL((u) => u.pathname === target.pathname && u.search === target.search);
  await page.waitForFunction(([h, text]) => !h || !h.isConnected || h.textContent !== text, [heading, before] as const, { timeout: 15_000 });
  await heading?.dispose();
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

/**
 * Hands an address to the app's router as a link of the app would, without waiting for anything (a route that sends
 * on to another, a parent route to its first page). A typed function: the app's CSP refuses string evaluation.
 */
export async function pushInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((url) => {
    const w = globalThis as unknown as Browsing;
    const idx = (w.history.state?.idx ?? 0) + 1;
    w.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', url);
    w.dispatchEvent(new w.PopStateEvent('popstate', { state: w.history.state }));
  }, to);
}

type Framed = { requestAnimationFrame(cb: () => void): number };

/**
 * Resolves once the page has drawn two frames: what an input event started synchronously (a handler, the render it
 * caused, a navigation) has happened. For a check that something did *not* happen, instead of a fixed pause.
 */
export async function frames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const w = globalThis as unknown as Framed;
        w.requestAnimationFrame(() => w.requestAnimationFrame(() => done()));
      }),
  );
}

/** Types into the list's search box and waits for the search to be in the address. */
export async function search(page: Page, text: string): Promise<void> {
  // The test id sits on the SearchBox's input (its primary slot).
  await page.getByTestId('list-search').fill(text);
  await page.waitForURL((u) => u.searchParams.get('search') === text);
}

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
  '/formdef',
  '/formdef/create',
  '/form',
  '/employee',
  '/widget-admin/list',
  '/widget-admin/create',
  '/widget-admin/stats',
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
  '/config/mailqueue',
  '/config/mailschedule',
  '/config/mailscheduled',
  '/users',
  '/users/create',
  '/userroles',
  '/tax',
  '/plugins',
  '/users/profile',
  '/notifications',
  '/mail',
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
