import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './browser';

describe('the start of the app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows data the browser fetched from /api/bootstrap', async () => {
    const { page, context } = await newPage(browser);
    const bootstrap = page.waitForResponse((r) => r.url().endsWith('/api/bootstrap') && r.status() === 200);
    // A guest opening the start page is sent to the login page, which names the operator.
    await page.goto('/');
    await bootstrap;
    await page.waitForURL((u) => u.pathname === '/login');
    await expect.poll(() => page.getByTestId('tenant-name').textContent(), { timeout: 15_000 }).toBe('Blue Reef Divers (Demo)');
    await screenshot(page, 'home');
    await context.close();
  });
});
