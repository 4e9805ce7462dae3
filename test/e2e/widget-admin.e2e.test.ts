import { mkdirSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe, still } from './axe';
import { launchBrowser, newPage } from './browser';
import { apiAsUser, done, eventually, notice, openInApp, signedInPage } from './screens';

/**
 * The booking widget's admin (issue 25, docs/decisions/widget.md), in German: an operator creates a widget, copies
 * its snippet, a site on another origin embeds it (the iframe shows and fits its height), the stats page counts that
 * view; a site that is not one of the widget's domains is refused by frame-ancestors. axe finds nothing.
 * Screenshots go to SHOTS_DIR when it is set (for people to look at).
 */
const SHOTS = process.env.SHOTS_DIR;
async function snap(page: Page, name: string) {
  if (!SHOTS) return;
  await still(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A tiny site on its own port (its own origin): the page the operator pastes the snippet into. */
function site(html: () => string): Promise<{ server: Server; origin: string; port: number }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html());
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as AddressInfo).port;
      resolve({ server, origin: `http://127.0.0.1:${port}`, port });
    }),
  );
}
const page = (title: string, snippet: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${snippet}<p>Footer of the site</p></main></body></html>`;

const TEXTS = {
  en: { name: 'Name', slug: 'Slug', kind: 'Sells', tours: 'Tours', domains: 'Sites allowed to embed it', total: 'Total' },
  de: { name: 'Name', slug: 'Kurzname', kind: 'Verkauft', tours: 'Touren', domains: 'Websites, die es einbetten dürfen', total: 'Summe' },
} as const;

describe('the booking widget', () => {
  let browser: Browser;
  let snippet = '';
  let allowed: Awaited<ReturnType<typeof site>>;
  let refused: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    allowed = await site(() => page('Allowed dive site', snippet));
    refused = await site(() => page('Other site', snippet));
  });
  afterAll(async () => {
    await browser?.close();
    allowed?.server.close();
    refused?.server.close();
  });

  // In German; the journey (online-journey.e2e.test.ts) embeds its own widgets in English and German, books through
  // them and checks their colours and the stats.
  it.each(['de'] as const)('is created, embedded on another origin, refused elsewhere and counted (%s)', { timeout: 240_000 }, async (lang) => {
    const x = TEXTS[lang];
    const slug = `e2e-${lang}-${Date.now().toString(36)}`;
    const admin = await signedInPage(browser, { lang });
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openInApp(admin, '/widget-admin/create');
    await admin.getByLabel(new RegExp(`^${x.name}`)).fill(`Widget ${lang}`);
    await admin.getByLabel(new RegExp(`^${x.slug}`)).fill(slug);
    await admin.getByRole('combobox', { name: new RegExp(`^${x.kind}`) }).click();
    await admin.getByRole('option', { name: x.tours, exact: true }).click();
    const domains = admin.getByLabel(new RegExp(`^${x.domains}`));
    await domains.fill(`127.0.0.1:${allowed.port}`);
    await domains.press('Enter');
    await admin.getByTestId('form-save').click();
    await admin.waitForURL((u) => /^\/widget-admin\/w-/.test(u.pathname));
    const id = new URL(admin.url()).pathname.split('/').pop()!;

    // The snippet names this app's loader and the widget; the copy button puts the script and the noscript link on the clipboard.
    await admin.getByTestId('widget-snippet-loader').waitFor();
    const loader = await admin.getByTestId('widget-snippet-loader').inputValue();
    expect(loader).toContain(`data-widget="${slug}"`);
    expect(loader).toContain(`src="${new URL(admin.url()).origin}/widget.js"`);
    expect(await admin.getByTestId('widget-snippet-noscript').inputValue()).toContain(`/widget/${slug}`);
    expect(await admin.getByTestId('widget-snippet-iframe').inputValue()).toContain(`<iframe src="${new URL(admin.url()).origin}/widget/${slug}"`);
    await admin.getByTestId('widget-snippet-copy').click();
    await notice(admin, 'success').waitFor();
    snippet = String(await admin.evaluate('navigator.clipboard.readText()'));
    expect(snippet).toBe(`${loader}\n${await admin.getByTestId('widget-snippet-noscript').inputValue()}`);
    // The live preview is the widget page itself.
    await admin.frameLocator('[data-testid=widget-preview]').getByTestId('widget-booking').waitFor();
    expect(await axe(admin)).toEqual([]);
    await snap(admin, `widget-edit-${lang}`);

    // A site on another origin that is one of the widget's domains: the loader places the iframe, which fits its height.
    const { context, page: guest } = await newPage(browser, { locale: lang === 'de' ? 'de-DE' : 'en-US' });
    await guest.goto(allowed.origin);
    const iframe = guest.locator('iframe[data-tidewise-widget]');
    await iframe.waitFor();
    const inner = guest.frameLocator('iframe[data-tidewise-widget]');
    await inner.getByTestId('widget-booking').waitFor();
    expect(await inner.locator('h2').first().textContent()).toBe(lang === 'de' ? 'Reise' : 'Trip');
    const frame = (await iframe.elementHandle())!;
    const content = (await frame.contentFrame()) as Frame;
    const innerHeight = () =>
      content.evaluate(() =>
        Math.ceil(
          (
            globalThis as unknown as { document: { documentElement: { getBoundingClientRect(): { height: number } } } }
          ).document.documentElement.getBoundingClientRect().height,
        ),
      );
    await eventually(async () => Math.abs((await iframe.boundingBox())!.height - (await innerHeight()))).toBeLessThanOrEqual(1);
    expect((await iframe.boundingBox())!.height).not.toBe(150);
    // No cookie on either side.
    expect(await context.cookies()).toEqual([]);
    expect(await axe(guest)).toEqual([]);
    await snap(guest, `widget-embedded-${lang}`);
    await guest.setViewportSize({ width: 390, height: 800 });
    await eventually(async () => Math.abs((await iframe.boundingBox())!.height - (await innerHeight()))).toBeLessThanOrEqual(1);
    await snap(guest, `widget-embedded-390-${lang}`);

    // Another origin that is not among the domains: Chromium refuses to frame the page.
    const refusals: string[] = [];
    guest.on('console', (m) => {
      if (/frame-ancestors/.test(m.text())) refusals.push(m.text());
    });
    await guest.goto(refused.origin);
    await guest.locator('iframe[data-tidewise-widget]').waitFor();
    await eventually(() => refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toContain(`frame-ancestors 'self' 127.0.0.1:${allowed.port}`);
    expect(await guest.frameLocator('iframe[data-tidewise-widget]').getByTestId('widget-page').count()).toBe(0);
    await context.close();

    // The stats count that one view (the admin's preview and the refused site count nothing).
    const today = new Date().toISOString().slice(0, 10);
    await eventually(async () => ((await apiAsUser(admin, 'GET', `/api/widget/stats?widget=${id}`)).json.total as { views: number }).views).toBe(1);
    await openInApp(admin, '/widget-admin/stats');
    await admin.getByTestId('widget-stats-widget').click();
    await admin.getByRole('option', { name: `Widget ${lang}` }).click();
    const row = admin.getByTestId(`widget-stats-day-${today}`);
    await eventually(() => row.locator('td').nth(1).textContent()).toBe('1');
    expect(await admin.getByTestId('widget-stats-total').locator('td').first().textContent()).toBe(x.total);
    await admin.getByTestId('widget-stats-chart').waitFor();
    expect(await axe(admin)).toEqual([]);
    await snap(admin, `widget-stats-${lang}`);

    // The list shows the widget with its domain and its view.
    await openInApp(admin, '/widget-admin/list');
    const listed = admin.getByTestId('list-row').filter({ hasText: slug });
    await eventually(() => listed.textContent()).toContain(`127.0.0.1:${allowed.port}`);
    expect(await axe(admin)).toEqual([]);
    await snap(admin, `widget-list-${lang}`);
    await done(admin);
  });
});
