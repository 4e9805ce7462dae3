import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine needs: no sandbox as root, and no background traffic to hosts we cannot reach. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium was not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y --no-install-recommends chromium (or set CHROMIUM_PATH).`);
  }
  // playwright-core gives every launch a fresh profile of its own.
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function newPage(browser: Browser, opts: { locale?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: opts.locale ?? 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page };
}

/** Screenshots land in screenshots/ (git-ignored) for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.resolve('screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
