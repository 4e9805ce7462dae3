import { existsSync } from 'node:fs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/browser';
import { FIRST_LOAD_BUDGET, measureFirstLoad } from './first-load';

/**
 * Issue 23's first-load row: the JavaScript `/login` (signed out), the staff start page `/` (signed in) and a guest's
 * page (issue 24) load until the network is idle, gzipped, in Chromium at full speed, against the issue's budgets.
 */
export async function benchFirstLoad(apiUrl: string, webBuilt: boolean): Promise<void> {
  if (!webBuilt || !existsSync(CHROMIUM_PATH)) {
    console.log(`\nfirst load: skipped (${webBuilt ? `no Chromium at ${CHROMIUM_PATH}` : 'no web build: npm run build:web'})`);
    return;
  }
  const { chromium } = await import('playwright-core');
  const args = CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--js-flags'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args });
  try {
    const sizes = await measureFirstLoad(apiUrl, browser);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log('\nFirst-load JavaScript (gzipped, until network idle)\n');
    console.log(`${'page'.padEnd(28)} ${'loaded'.padStart(10)} ${'budget'.padStart(10)}`);
    for (const key of ['login', 'staff', 'guest'] as const) {
      const name = key === 'login' ? '/login (signed out)' : key === 'staff' ? 'staff / (signed in)' : 'guest page /guestform/…';
      console.log(`${name.padEnd(28)} ${kb(sizes[key]).padStart(10)} ${kb(FIRST_LOAD_BUDGET[key]).padStart(10)}`);
    }
  } finally {
    await browser.close();
  }
}
