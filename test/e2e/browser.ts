import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the old headless mode, what Playwright itself runs for
 * headless tests): the same engine without the browser's window layer, about 28 % less CPU for the same e2e files than
 * the full browser in its new headless mode (docs/testing.md). The full browser where the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * The flags this machine needs: no sandbox as root, and no background traffic to hosts we cannot reach; then what
 * cuts the renderer's work on a 2-core machine without changing what a page does (docs/testing.md): no extensions,
 * no smooth scrolling (Playwright scrolls elements into view), one raster thread instead of one per core, no
 * optimising JavaScript compilers.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-smooth-scrolling',
  '--num-raster-threads=1',
  // V8's baseline compiler only: a test's pages live seconds, too short for the optimising tiers (Maglev, TurboFan) to
  // earn back their background compiles. The renderer's background threads 23.4 / 19.9 → 9.8 / 7.4 CPU-s and Chromium
  // in all 115 / 95 → 103 / 77 on five e2e files, two rounds (docs/testing.md). The code's meaning does not change.
  '--js-flags=--max-opt=1',
];

/** The demo operator's time zone (infra/local/seed.ts). */
export const OPERATOR_ZONE = 'Europe/Berlin';

export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y --no-install-recommends chromium chromium-headless-shell (or set CHROMIUM_PATH).`,
    );
  }
}

/**
 * The one Chromium of the run (test/setup/runtime-global.ts), connected to: each file's contexts are its own (fresh
 * cookies and storage), and closing the connection leaves the browser to the other files.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWs'));
}

/** The runtime this file leased (test/setup/e2e-lane.ts). */
let lane: { url: string; sesEndpoint: string; smtp?: string; imap?: { host: string; port: number } } | undefined;
export function useLane(l: { url: string; sesEndpoint: string; smtp?: string; imap?: { host: string; port: number } }): void {
  lane = l;
}
function current() {
  if (!lane) throw new Error('No e2e lane: test/setup/e2e-lane.ts leases one before the tests');
  return lane;
}

export function baseUrl(): string {
  return current().url;
}

/** The local SMTP server of this file's runtime, `host:port` (operators' SMTP accounts send through it). */
export function smtpHostPort(): string {
  const smtp = current().smtp;
  if (!smtp) throw new Error('This lane runs no local SMTP server');
  return smtp;
}

/** The local IMAP server of this file's runtime (the demo mailbox, infra/local/imap-local.ts). */
export function imapServer(): { host: string; port: number } {
  const imap = current().imap;
  if (!imap) throw new Error('This e2e lane has no local IMAP server');
  return imap;
}

/** The local SES of this file's runtime (its inbox). */
export function sesEndpoint(): string {
  return current().sesEndpoint;
}

/**
 * A fresh context (cookies, storage) and its page. Motion reduced, as the operating system's setting would: Fluent's
 * dialogs, drawers and notices then appear without moving in, so the renderer draws fewer frames and no test waits for
 * an animation to end (test/e2e/axe.ts `still`). The app's service worker is blocked unless a test asks for it
 * (offline.e2e.test.ts): in a fresh context it installs by fetching and storing every script of the build, a third of
 * Chromium's work in a file that opens a dozen contexts, for nothing the other tests look at (docs/testing.md).
 */
export async function newPage(
  browser: Browser,
  opts: { locale?: string; storageState?: BrowserContextOptions['storageState']; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: opts.locale ?? 'en-US',
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    // The demo operator's zone, as an operator's own browser has it: the screens count days in the browser's zone and
    // the server in the tenant's (screens.ts `operatorDay`).
    timezoneId: OPERATOR_ZONE,
    storageState: opts.storageState,
    serviceWorkers: opts.serviceWorkers ?? 'block',
  });
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

/** A download's content as text (saved through the connection: the shared browser's own path is not ours to read). */
export async function downloadedText(download: Download): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tw-download-'));
  try {
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
