import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, notice, openInApp, pathOf, shot, signedInPage, done } from './screens';

/**
 * Issue 13's acceptance, driven like an operator: two price variants and a supplement made on their screens, a
 * season for a resort with both variants and its entries typed into the grid, an early-booking special and a group
 * FOC special made on the specials screen; then the price simulator on /price prices a stay at that resort and
 * shows the expected lines (figured by hand below), the total, and why the group special did not apply. Screenshots
 * of the editor, the grid and the result in English and German; axe finds nothing on the editor and the result.
 *
 * Everything is named with a random suffix and the specials are tied to the test's own resort (a Resort condition),
 * so re-runs on the shared seeded table neither find nor stack each other's entries.
 */

const field = (page: Page | Locator, path: string) => page.locator(`[data-field="${path}"]`).first();
const input = (page: Page | Locator, path: string) => field(page, path).locator('input').first();

/** Chooses options of a Fluent dropdown inside a container (a form field or a test id), and closes it. */
async function choose(page: Page, within: Locator, ...names: string[]): Promise<void> {
  await within.getByRole('combobox').first().click();
  // A multiselect's options are menu item checkboxes. A missing option leaves a picture of what was offered.
  for (const name of names)
    await page
      .getByRole('option', { name, exact: true })
      .or(page.getByRole('menuitemcheckbox', { name, exact: true }))
      .click({ timeout: 8000 })
      .catch(async (e: unknown) => {
        await shot(page, 'pricing-missing-option');
        throw e;
      });
  // A multiselect stays open after a choice.
  if ((await within.getByRole('combobox').first().getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
}

async function typeDate(page: Page, path: string, iso: string): Promise<void> {
  await input(page, path).fill(dmy(iso));
  await input(page, path).press('Tab');
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const plusDays = (base: string, n: number) => iso(new Date(Date.parse(`${base}T00:00:00Z`) + n * 86_400_000));
const dmy = (isoDate: string) => isoDate.split('-').reverse().join('.');
/** An amount as the English screens show it: "€1,071.00". */
const eur = (n: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(n);

/** The simulator's whole answer in one picture (a tall window for the moment). */
async function resultShot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 2200 });
  await page.getByTestId('sim-result').scrollIntoViewIfNeeded();
  await shot(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A panel screen's entry (variant, supplement): the list's "create", its fields, saved. */
async function createInPanel(page: Page, path: string, fill: (panel: Locator) => Promise<void>): Promise<void> {
  if (pathOf(page) !== path) await openInApp(page, path);
  await page.getByTestId('list-create').click();
  const panel = page.getByTestId('resource-panel');
  await fill(panel);
  await page.getByTestId('form-save').click();
  await eventually(() => notice(page, 'success').textContent()).toBe('Created.');
  await page.getByTestId('panel-close').click();
}

/** A special on /specials/create: name, discount, conditions (condition, operator and value as typed), automatically added. */
async function createSpecial(
  page: Page,
  { name, discount, value, conditions, scope }: { name: string; discount: string; value: string; conditions: [string, string, string][]; scope?: string },
): Promise<void> {
  // Loaded afresh: the same form with another id keeps nothing of the one before, and after the season editor an
  // in-app move left the save without its navigation once in the CI suite (issue 30's closing note).
  await page.goto('/specials/create');
  await input(page, 'name').fill(name);
  await choose(page, field(page, 'discount'), discount);
  await input(page, 'discountValue').fill(value);
  await input(page, 'discountValue').press('Tab');
  for (const [i, [condition, operator, wanted]] of conditions.entries()) {
    await page.getByTestId('add-rule.conditions').click();
    await choose(page, field(page, `rule.conditions.${i}.condition`), condition);
    await choose(page, field(page, `rule.conditions.${i}.operator`), operator);
    await input(page, `rule.conditions.${i}.value`).fill(wanted);
  }
  if (scope) await choose(page, field(page, 'rule.scope'), scope);
  await field(page, 'autoAdd').getByRole('switch').click();
  await page.getByTestId('form-save').click();
  await page.waitForURL((u) => /^\/specials\/[^/]+$/.test(u.pathname) && !u.pathname.endsWith('/create'));
}

describe('prices and specials end to end', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('prices a stay with a season of two variants, a supplement and two specials, and explains the unmatched one', { timeout: 240_000 }, async () => {
    const page = await signedInPage(browser);
    const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
    const today = iso(new Date());

    // The asset: a resort of its own with one room type for two (setup beside the screens).
    const resort = await apiAsUser(page, 'POST', '/api/resorts', { name: `Pricing Reef ${tag}`, key: `PR${tag}` });
    expect(resort.status).toBe(200);
    const resortId = String(resort.json.id);
    const roomType = `Sea view ${tag}`;
    expect((await apiAsUser(page, 'POST', '/api/roomtypes', { name: roomType, key: `SV${tag}`, resort: resortId, maxNoOfPax: 2 })).status).toBe(200);

    // Two price variants and a supplement, on their screens.
    const [halfBoard, fullBoard, cruise] = [`Half board ${tag}`, `Full board ${tag}`, `Sunset cruise ${tag}`];
    for (const [name, key] of [
      [halfBoard, `HB${tag}`],
      [fullBoard, `FB${tag}`],
    ] as const) {
      await createInPanel(page, '/pricevariant', async (panel) => {
        await input(panel, 'name').fill(name);
        await input(panel, 'key').fill(key);
      });
    }
    await createInPanel(page, '/supplements', async (panel) => {
      await input(panel, 'name').fill(cruise);
      await choose(page, field(panel, 'priceRule'), 'Per person');
      await input(panel, 'price').fill('40');
      await input(panel, 'price').press('Tab');
    });

    // The season: the resort, a year from today, both variants and the supplement; active.
    // Its type and calculation type options are the server's (GET /api/price/types, calculationTypes).
    const served = ['/api/price/types', '/api/price/calculationTypes'].map((p) => page.waitForResponse((r) => new URL(r.url()).pathname === p && r.ok()));
    await page.goto('/price/new');
    await Promise.all(served);
    await input(page, 'name').fill(`Reef season ${tag}`);
    await choose(page, page.getByTestId('price-asset-resort'), `Pricing Reef ${tag}`);
    await choose(page, field(page, 'status'), 'Active');
    await typeDate(page, 'validRange.from', today);
    await typeDate(page, 'validRange.to', plusDays(today, 365));
    await choose(page, field(page, 'variants'), halfBoard, fullBoard);
    await choose(page, field(page, 'supplements'), cruise);
    await input(page, 'name').scrollIntoViewIfNeeded();
    await shot(page, 'pricing-season-editor');

    // The entries grid: two adults sharing, both variants, and a child price.
    await eventually(() => page.getByTestId('price-grid-row').count()).toBe(2);
    const cell = (variant: string, column: string) => page.getByRole('textbox', { name: `${roomType} · ${variant}, ${column}`, exact: true });
    await cell(halfBoard, 'Occupancy 2').fill('120');
    await cell(fullBoard, 'Occupancy 2').fill('150');
    await cell(halfBoard, 'Child').fill('60');
    await cell(halfBoard, 'Child').press('Tab');
    await page.getByTestId('price-grid').scrollIntoViewIfNeeded();
    await shot(page, 'pricing-season-grid');
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('form-save').click();
    await page.waitForURL((u) => /^\/price\/[^/]+$/.test(u.pathname) && !u.pathname.endsWith('/new'));
    const seasonId = pathOf(page).split('/').pop()!;
    const season = await apiAsUser(page, 'GET', `/api/price/${seasonId}`);
    expect(season.json).toMatchObject({ status: 'active', resort: resortId, validRange: { from: today } });
    const entries = season.json.entries as { price: number; ageBand: string; noOfPax: number }[];
    expect(entries.map((e) => `${e.ageBand} ${e.ageBand === 'adult' ? e.noOfPax : ''} ${e.price}`).sort()).toEqual(['adult 2 120', 'adult 2 150', 'child  60']);

    // The specials, on the specials screen; each holds for this resort only.
    const early = `Early booking ${tag}`;
    const group = `Group FOC ${tag}`;
    await createSpecial(page, {
      name: early,
      discount: 'Percent',
      value: '10',
      conditions: [
        ['Days before travel', 'at least', '60'],
        ['Resort', 'equals', resortId],
      ],
    });
    await createSpecial(page, {
      name: group,
      discount: 'Free of charge (nights)',
      value: '10',
      scope: 'per person',
      conditions: [
        ['Resort', 'equals', resortId],
        ['Number of guests', 'at least', '10'],
      ],
    });

    // The simulator: 4 nights, 75 days after today (the booking date), two adults in the room type, half board, the cruise.
    const from = plusDays(today, 75);
    const to = plusDays(from, 4);
    const simulate = async (p: Page) => {
      await p.goto('/price');
      await choose(p, p.getByTestId('sim-asset'), `Pricing Reef ${tag}`);
      await p.locator('input[data-testid=sim-from], [data-testid=sim-from] input').first().fill(dmy(from));
      await p.locator('input[data-testid=sim-to], [data-testid=sim-to] input').first().fill(dmy(to));
      await p.keyboard.press('Escape');
      await choose(p, p.getByTestId('sim-room-type'), roomType);
      await choose(p, p.getByTestId('sim-variant'), halfBoard);
      await choose(p, p.getByTestId('sim-supplements'), cruise);
      await p.getByTestId('sim-run').click();
      await p.getByTestId('sim-result').waitFor();
    };
    await simulate(page);
    const lines = page.getByTestId('sim-line');
    const texts = await lines.evaluateAll((rows) =>
      rows.map((r) => ({ type: r.getAttribute('data-type'), cells: [...r.querySelectorAll('td')].map((c) => c.textContent ?? '') })),
    );

    // By hand: 120.00 per adult and night × 2 adults × 4 nights = 960.00; the cruise 40.00 × 2 = 80.00; the
    // mandatory marine park fee of the demo data (15.00 per person and day, 5 days, paid on site) = 150.00;
    // early booking 10 % of the full booking price paid in advance (960 + 80; the fee paid on site is not discounted,
    // docs/pricing.md) = 104.00; total 960 + 80 + 150 − 104 = 1,086.00.
    const rooms = texts.filter((l) => l.type === 'room_cost');
    expect(rooms.length).toBeGreaterThan(0);
    for (const l of rooms) {
      expect(l.cells[3]).toBe(eur(120));
      // Named as the operator knows them, not by id.
      expect(l.cells[0]).toContain(`${roomType} (${halfBoard})`);
      expect(l.cells[0]).toContain('4 nights × 120.00');
    }
    const amount = (s: string) => Number(s.replace(/[^\d.-]/g, ''));
    expect(rooms.reduce((n, l) => n + amount(l.cells[4]!), 0)).toBe(960);
    const supplement = texts.filter((l) => l.cells[0]!.includes(cruise));
    expect(supplement).toHaveLength(1);
    expect(supplement[0]!.cells[4]).toBe(eur(80));
    const special = texts.filter((l) => l.cells[0]!.includes(early));
    expect(special).toHaveLength(1);
    expect(special[0]!.cells[4]).toBe(eur(-104));
    expect(await page.getByTestId('sim-total').textContent()).toBe(eur(1086));
    // Who pays, in words: the park fee on site, the rest with the booking.
    const fee = texts.filter((l) => l.cells[0]!.startsWith('Marine park fee'));
    expect(fee.map((l) => [l.cells[1], l.cells[4]])).toEqual([['Add-onpaid on site', eur(150)]]);

    const outcome = (name: string) => page.getByTestId('sim-special').filter({ hasText: name });
    expect(await outcome(early).getAttribute('data-matched')).toBe('true');
    expect(await outcome(group).getAttribute('data-matched')).toBe('false');
    // The failing condition in words: the engine's sentence and the condition as the specials screen names it.
    expect(await outcome(group).textContent()).toContain(`${group}: not applied, persons 2 is not ≥ 10 [Number of guests at least 10 (2)]`);
    // The total in each display currency, as the server converts it, with the rate used.
    const usd = (await apiAsUser(page, 'GET', '/api/settings/exchangeRate?from=EUR&to=USD&amount=1086')).json as { converted: number; rate: number };
    const decimals = (n: number, d: number) => new Intl.NumberFormat('en-GB', { minimumFractionDigits: d, maximumFractionDigits: d }).format(n);
    await eventually(() => page.locator('[data-testid=sim-display-currency][data-currency=USD]').textContent()).toBe(
      `≈ USD ${decimals(usd.converted, 2)} · 1 EUR = ${decimals(usd.rate, 4)} USD`,
    );
    // Each milestone once: reason, amount and due date, not the same again in the explanation's words.
    expect(await page.getByTestId('sim-milestone').count()).toBeGreaterThan(0);
    for (const m of await page.getByTestId('sim-milestone').allTextContents()) expect(m).toMatch(/^[^:]+: €[\d,.]+ · due \d\d\.\d\d\.\d{4}( · [^·]+)?$/);
    await resultShot(page, 'pricing-simulator-result');
    expect(await violations(page)).toEqual([]);

    // German: the editor and the same simulation.
    const de = await signedInPage(browser, { lang: 'de', at: `/price/${seasonId}` });
    await eventually(() => de.getByTestId('price-grid-row').count()).toBe(2);
    await shot(de, 'pricing-de-season-editor');
    await de.getByTestId('price-grid').scrollIntoViewIfNeeded();
    await shot(de, 'pricing-de-season-grid');
    expect(await violations(de)).toEqual([]);
    await simulate(de);
    await eventually(() => de.getByTestId('sim-total').textContent()).toBe(new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(1086));
    const deDecimals = (n: number, d: number) => new Intl.NumberFormat('de-DE', { minimumFractionDigits: d, maximumFractionDigits: d }).format(n);
    await eventually(() => de.locator('[data-testid=sim-display-currency][data-currency=USD]').textContent()).toBe(
      `≈ USD ${deDecimals(usd.converted, 2)} · 1 EUR = ${deDecimals(usd.rate, 4)} USD`,
    );
    const groupDe = await de.getByTestId('sim-special').filter({ hasText: group }).textContent();
    expect(groupDe).toContain(`${group}: nicht angewandt, Personen 2 ist nicht ≥ 10 [Anzahl Personen größer oder gleich 10 (2)]`);
    expect(await de.getByTestId('sim-line').filter({ hasText: cruise }).textContent()).toContain('(Pro Person)');
    expect(await de.getByTestId('sim-line').filter({ hasText: cruise }).textContent()).toContain('mit der Buchung');
    expect(await de.getByTestId('sim-result').textContent()).not.toMatch(/Direct|OnSite|NoOfPax|GreaterThanEquals|PerPerson/);
    await resultShot(de, 'pricing-de-simulator-result');
    expect(await violations(de)).toEqual([]);
    await done(de);
    await done(page);
  });

  it("prints a resort's price list from /price: the HTML list in a new tab, the CSV as a file, in English and German", { timeout: 120_000 }, async () => {
    const year = new Date().getFullYear();
    for (const lang of ['en', 'de'] as const) {
      const page = await signedInPage(browser, { lang, at: '/price' });
      await page.getByTestId('price-print').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await page.getByTestId('price-print-year').inputValue()).toBe(String(year));
      await choose(page, page.getByTestId('price-print-resort'), 'Coral Bay Resort');
      await shot(page, `pricing${lang === 'en' ? '' : '-de'}-print-dialog`);
      expect(await violations(page)).toEqual([]);
      // "Open": the list fetched with the session's token, shown in a new tab from a blob.
      const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('price-print-open').click()]);
      await tab.waitForURL(/^blob:/);
      expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe(`Prices ${year}`);
      await eventually(() => dialog.count()).toBe(0);
      await tab.close();
      // "Download CSV": the server's file.
      await page.getByTestId('price-print').click();
      await choose(page, page.getByTestId('price-print-resort'), 'Coral Bay Resort');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('price-print-csv').click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^prices-.+-${year}\\.csv$`));
      await done(page);
    }
  });

  it('shows on a special the past bookings its rule would have matched, in English and German', { timeout: 120_000 }, async () => {
    for (const lang of ['en', 'de'] as const) {
      // The demo's early-booking special (infra/local/demo-data/prices.ts) against the demo season's bookings.
      const page = await signedInPage(browser, { lang, at: '/specials/sp-early-booking' });
      await page.getByTestId('special-matches-run').click();
      const count = page.getByTestId('special-matches-count');
      await eventually(() => count.isVisible()).toBe(true);
      const [matched, checked] = ((await count.textContent()) ?? '').match(/\d+/g)!.map(Number) as [number, number];
      expect(checked).toBeGreaterThan(0);
      expect(matched).toBeLessThanOrEqual(checked);
      expect(await page.getByTestId('special-match').count()).toBe(Math.min(matched, 50));
      await shot(page, `pricing${lang === 'en' ? '' : '-de'}-special-matches`);
      expect(await violations(page)).toEqual([]);
      await done(page);
    }
  });

  it('checks the next page of bookings while the answer names one (issue 23: pages, no silent cap)', { timeout: 60_000 }, async () => {
    const page = await signedInPage(browser, { lang: 'en', at: '/specials/sp-early-booking' });
    // The demo has fewer bookings than a page: the first answer is told to name a next page, which is the real one again.
    await page.route('**/api/specials/*/matches*', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { next?: string };
      const first = !new URL(route.request().url()).searchParams.has('cursor');
      await route.fulfill({ response: res, json: first ? { ...body, next: 'more' } : body });
    });
    await page.getByTestId('special-matches-run').click();
    const count = page.getByTestId('special-matches-count');
    await eventually(() => count.isVisible()).toBe(true);
    const numbers = async () => ((await count.textContent()) ?? '').match(/\d+/g)!.map(Number) as [number, number];
    const [matched, checked] = await numbers();
    await page.getByTestId('special-matches-next').click();
    await eventually(async () => (await numbers())[1]).toBe(2 * checked);
    expect((await numbers())[0]).toBe(2 * matched);
    expect(await page.getByTestId('special-matches-next').count()).toBe(0);
    await done(page);
  });
});
