import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { eventually, notice, shot, signIn } from './screens';

/** Waits until the service worker controls the page and has kept every file of the build. */
async function workerReady(page: Page): Promise<void> {
  // Strings run in the page: the tests' TypeScript has no DOM library.
  await eventually(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
  const keptFiles = `(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('tidewise-shell-'));
    return name ? (await (await caches.open(name)).keys()).length : 0;
  })()`;
  await eventually(() => page.evaluate(keptFiles) as Promise<number>).toBeGreaterThan(20);
}

describe('offline support', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves /sw.js as JavaScript, never cached by the browser', async () => {
    const { page, context } = await newPage(browser);
    const res = await page.request.get('/sw.js');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('javascript');
    expect(res.headers()['cache-control']).toBe('no-cache');
    await context.close();
  });

  it('opens the app shell without a network, says why the page cannot load, and recovers with one click', async () => {
    const { page, context } = await newPage(browser, { serviceWorkers: 'allow' });
    await page.goto('/login');
    await workerReady(page);

    await context.setOffline(true);
    // A page load without a network: the worker answers the shell instead of the browser's error page.
    await page.reload();
    await eventually(() => page.getByTestId('offline-banner').isVisible()).toBe(true);
    await eventually(() => page.getByRole('alert').filter({ hasText: 'The server could not be reached' }).isVisible()).toBe(true);
    // Data is never served by the worker: the API stays unreachable while offline.
    expect(
      await page.evaluate(() =>
        fetch('/version').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await shot(page, 'offline-login-en');

    await context.setOffline(false);
    await eventually(() => page.getByTestId('offline-banner').count()).toBe(0);
    await eventually(() => notice(page, 'success').textContent()).toContain('back online');
    await page.getByRole('button', { name: 'Try again' }).click();
    await eventually(() => page.locator('input[name=email]').isVisible()).toBe(true);
    await context.close();
  });

  it('lets a signed-in user open a screen never visited while offline: its bundle comes from the worker', async () => {
    const { page, context } = await newPage(browser, { serviceWorkers: 'allow' });
    await signIn(page, 'admin@demo.test');
    await workerReady(page);
    // The menu is drawn (its module fetched) before the network goes: the screen behind it is what must come offline.
    const employees = page.getByTestId('side-nav').getByText('Employees', { exact: true });
    await employees.waitFor();
    const loadedBefore = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.includes('/assets/')),
    );

    await context.setOffline(true);
    await eventually(() => page.getByTestId('offline-banner').isVisible()).toBe(true);
    await employees.click();
    await page.waitForURL((u) => u.pathname === '/employee');
    await eventually(() => page.locator('main h1').textContent()).toBe('Employees');
    const loadedAfter = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.includes('/assets/')),
    );
    expect(loadedAfter.filter((n) => !loadedBefore.includes(n)).length).toBeGreaterThan(0);
    await shot(page, 'offline-employees-en');

    await context.setOffline(false);
    await page.reload();
    await eventually(() => page.getByTestId('list-row').count()).toBeGreaterThan(0);
    await context.close();
  });
});
