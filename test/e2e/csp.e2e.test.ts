import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { eventually, pathOf, signIn } from './screens';

/** Screens that load the most kinds of content: lists, forms, date fields, media, settings. */
const SCREENS = ['/', '/customer/list', '/customer/create', '/product/create', '/media/list', '/config/settings/general', '/users/profile'];

/** Every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  // Browser code as text: this file is compiled without the DOM types.
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (e) =>
    window.reportCspViolation(e.violatedDirective + ': ' + e.blockedURI + ' (' + e.sourceFile + ':' + e.lineNumber + ')'))`);
  return violations;
}

describe('the built app under its Content-Security-Policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in and opens screens without a single violation', async () => {
    const { page, context } = await newPage(browser);
    const violations = await watchViolations(page);
    const documentResponse = page.waitForResponse((r) => new URL(r.url()).pathname === '/login' && r.request().resourceType() === 'document');
    await signIn(page);
    // The policy is really on (so no violation means it was obeyed, not absent).
    const csp = (await documentResponse).headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    for (const screen of SCREENS) {
      await page.goto(screen);
      await eventually(() => pathOf(page)).toBe(screen);
      await page.waitForLoadState('networkidle');
      await page.locator('main, [role=main]').first().waitFor({ timeout: 15_000 });
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('reports a violation when a page breaks the policy (the watch works)', async () => {
    const { page, context } = await newPage(browser);
    const violations = await watchViolations(page);
    await page.goto('/login');
    await page.evaluate(
      `{ const script = document.createElement('script'); script.textContent = 'window.inlineRan = true'; document.body.appendChild(script); }`,
    );
    await eventually(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate('window.inlineRan === true')).toBe(false);
    await context.close();
  });
});
