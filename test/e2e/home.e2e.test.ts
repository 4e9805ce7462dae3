import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './browser';

describe('the home page', () => {
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
    await page.goto('/');
    await bootstrap;
    await expect.poll(() => page.getByTestId('tenant-name').textContent()).toBe('Blue Reef Divers (Demo)');
    await screenshot(page, 'home');
    await context.close();
  });
});
