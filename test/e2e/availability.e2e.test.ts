import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, signedInPage, shot, done } from './screens';

/**
 * The resort availability screen driven like a person: a resort with two room types and rooms made through the
 * API, the grid by night, two free nights of a room selected and blocked through the dialog (the cells turn
 * blocked, the type's free count drops), the blocker removed from a blocked cell; axe finds nothing; en and de.
 */

const roomRow = (page: Page, name: string) => page.locator(`[data-testid="availability-room"][data-room="${name}"]`);
const cellsOf = (page: Page, name: string) => roomRow(page, name).getByTestId('availability-cell');
const statesOf = (page: Page, name: string) => cellsOf(page, name).evaluateAll((cells) => cells.map((c) => c.getAttribute('data-state')));

async function openFor(page: Page, resort: string, name: string) {
  await page.goto('/resort/availability');
  await page.getByTestId('availability-page').waitFor();
  await eventually(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  if ((await page.getByTestId('availability-resort').count()) > 0) await page.getByTestId('availability-resort').selectOption(resort);
  await roomRow(page, name).waitFor();
}

describe('resort availability screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('blocks two nights of a room through the dialog and removes the blocker', { timeout: 180_000 }, async () => {
    const page = await signedInPage(browser);
    const tag = Date.now().toString(36).toUpperCase();
    const resort = await apiAsUser(page, 'POST', '/api/resorts', { name: `Lagoon ${tag}`, key: `L${tag}`.slice(0, 20) });
    expect(resort.status).toBe(200);
    const resortId = String(resort.json.id);
    const types: string[] = [];
    for (const [name, key] of [
      ['Garden double', 'GD'],
      ['Beach suite', 'BS'],
    ]) {
      const type = await apiAsUser(page, 'POST', '/api/roomtypes', { name, key, resort: resortId });
      expect(type.status).toBe(200);
      types.push(String(type.json.id));
    }
    for (const [name, type] of [
      ['G1', types[0]],
      ['G2', types[0]],
      ['S1', types[1]],
    ]) {
      expect((await apiAsUser(page, 'POST', '/api/rooms', { name, type: 'Room', resort: resortId, roomType: type })).status).toBe(200);
    }

    await openFor(page, resortId, 'G2');
    expect(await page.getByTestId('availability-night').count()).toBe(14);
    expect(await statesOf(page, 'G2')).toEqual(Array(14).fill('free'));
    // Room types in name order, each with its free rooms per night.
    expect(await page.getByTestId('availability-type').locator('th').allTextContents()).toEqual(['Beach suite', 'Garden double']);
    const garden = page.getByTestId('availability-type').filter({ hasText: 'Garden double' });
    expect(await garden.locator('td').nth(3).textContent()).toBe('2');
    await shot(page, 'resort-availability');

    // Two nights selected by keyboard and mouse, then blocked through the dialog.
    await cellsOf(page, 'G2').nth(3).getByRole('button').focus();
    await page.keyboard.press('Enter');
    await cellsOf(page, 'G2').nth(4).getByRole('button').click();
    await page.getByTestId('availability-block-selected').click();
    const dialog = page.getByTestId('blocker-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('blocker-room').inputValue()).not.toBe('');
    await dialog.getByTestId('blocker-reason').selectOption('OutOfOrder');
    await dialog.getByTestId('blocker-note').fill('Broken air conditioning');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'resort-availability-blocker-dialog');
    await dialog.getByTestId('blocker-submit').click();
    await eventually(() => page.getByTestId('notice-success').last().textContent()).toContain('G2 blocked for 2 nights.');
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => statesOf(page, 'G2')).toEqual([...Array(3).fill('free'), 'blocked', 'blocked', ...Array(9).fill('free')]);
    expect(await cellsOf(page, 'G2').nth(3).textContent()).toContain('Out of order');
    expect(await garden.locator('td').nth(3).textContent()).toBe('1');
    // The success notice fades in and out (axe measures its contrast mid-animation): checked once it is gone.
    await eventually(() => page.getByTestId('notice-success').count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    await shot(page, 'resort-availability-blocked');

    // The same nights again: refused by the server, named in the dialog.
    await page.getByTestId('availability-add').click();
    await dialog.waitFor();
    await dialog.getByTestId('blocker-room').selectOption({ label: 'G2' });
    await dialog.getByTestId('blocker-from').fill(await cellDate(page, 3));
    await dialog.getByTestId('blocker-from').press('Tab');
    await dialog.getByTestId('blocker-to').fill(await cellDate(page, 5));
    await dialog.getByTestId('blocker-to').press('Tab');
    await dialog.getByTestId('blocker-submit').click();
    await eventually(() => dialog.getByTestId('blocker-refused').textContent()).toContain('G2 is blocked');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.count()).toBe(0);

    // German, then the blocker removed from its cell.
    const de = await signedInPage(browser, { lang: 'de' });
    await openFor(de, resortId, 'G2');
    expect(await cellsOf(de, 'G2').nth(3).textContent()).toContain('Außer Betrieb');
    await shot(de, 'resort-availability-de');
    await done(de);

    await cellsOf(page, 'G2').nth(4).getByTestId('availability-remove').click();
    await eventually(() => page.getByTestId('notice-success').last().textContent()).toContain('Blocker of G2 removed (2 nights).');
    await eventually(() => statesOf(page, 'G2')).toEqual(Array(14).fill('free'));
    await done(page);
  });
  it('shows the rates of the first night and the seasons in view of the demo resort', { timeout: 120_000 }, async () => {
    for (const lang of ['en', 'de'] as const) {
      const page = await signedInPage(browser, { lang });
      await openFor(page, 'r-coral', 'Garden 1');
      const rates = page.getByTestId('availability-rates');
      await rates.getByTestId('availability-rates-table').waitFor();
      // The figures are the lowest adult price of each variant that GET /api/resort/entries answers for the first night.
      const [d, m, y] = (await cellDate(page, 0)).split('.');
      const entries = await apiAsUser(page, 'GET', `/api/resort/entries?resort=r-coral&date=${y}-${m}-${d}`);
      type Entry = { variant?: string; ageBand: string; price: number };
      const garden = (entries.json.data as { name: string; entries: Entry[] }[]).find((x) => x.name === 'Garden Bungalow')!;
      const lowest = (variant: string) => Math.min(...garden.entries.filter((e) => e.variant === variant && e.ageBand === 'adult').map((e) => e.price));
      const fmt = (n: number) => new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 2 }).format(n);
      const word = lang === 'en' ? 'from' : 'ab';
      expect(await rates.locator('thead th').allTextContents()).toEqual(
        lang === 'en' ? ['Room type', 'Season', 'Half board', 'Full board'] : ['Zimmertyp', 'Saison', 'Half board', 'Full board'],
      );
      const row = rates.getByTestId('availability-rate').filter({ hasText: 'Garden Bungalow' });
      expect((await row.locator('td').allTextContents()).slice(1)).toEqual([`${word} ${fmt(lowest('pv-hb'))} EUR`, `${word} ${fmt(lowest('pv-fb'))} EUR`]);
      expect(await row.locator('td a').textContent()).toMatch(/^Coral Bay (low|high) season 2026–2027$/);
      // Both demo seasons overlap the nights in view (by valid from, then name), linked to their screens.
      const seasons = rates.getByTestId('availability-season');
      expect(await seasons.locator('a').allTextContents()).toEqual(['Coral Bay high season 2026–2027', 'Coral Bay low season 2026–2027']);
      expect(await seasons.locator('a').first().getAttribute('href')).toMatch(/\/price\/pd-coral-high$/);
      await rates.scrollIntoViewIfNeeded();
      expect(await axe(page)).toEqual([]);
      await shot(page, `resort-availability-rates${lang === 'de' ? '-de' : ''}`);
      await done(page);
    }
  });
});

/** The date of the grid's nth night as typed into a date field (DD.MM.YYYY). */
async function cellDate(page: Page, n: number): Promise<string> {
  const iso = await page.evaluate((i) => {
    const d = new Date();
    d.setDate(d.getDate() + i);
    return [d.getFullYear(), String(d.getMonth() + 1).padStart(2, '0'), String(d.getDate()).padStart(2, '0')].join('-');
  }, n);
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}
