import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { eventually, pathOf, signedInPage, shot, notice, rows, totalOf, apiAsUser, done } from './screens';

/**
 * Saved agency filters driven like a person: the admin filters the agency list by country, saves the
 * filter, opens it by its link, finds it under "Saved filters" and deletes it; a deleted filter's link
 * shows a warning and the whole list, never an empty page.
 */

/** The Country column of every row in view (the fourth column of the agency list). */
const countries = (page: Page) => rows(page).locator('[role="gridcell"]:nth-child(4)').allTextContents();

describe('saved agency filters', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves the list’s filter, opens it by its link, lists and deletes it', { timeout: 120_000 }, async () => {
    const page = await signedInPage(browser);
    // A second German agency, so the saved filter has more than one row to show.
    const created = await apiAsUser(page, 'POST', '/api/agencies', { name: 'Nordsee Tauchreisen', agencyType: 'travel', address: { country: 'DE' } });
    expect(created.status).toBe(200);
    const german = await apiAsUser(page, 'GET', `/api/agencies?size=0&filter=${encodeURIComponent('{"address.country":"DE"}')}`);
    const expected = german.json.total as number;
    expect(expected).toBeGreaterThanOrEqual(2);

    await page.goto('/agency/list');
    await eventually(() => rows(page).count()).toBeGreaterThanOrEqual(5);
    const all = await totalOf(page);
    expect(all).toBeGreaterThan(expected);

    // Filter by country with a chip.
    await page.getByTestId('add-filter').click();
    await page.getByTestId('filter-field').click();
    await page.getByRole('option', { name: 'Country' }).click();
    await eventually(() => page.getByTestId('filter-value').getAttribute('role')).toBe('combobox');
    await page.getByTestId('filter-value').click();
    await page.getByRole('option', { name: 'Germany (DE)' }).click();
    await page.getByTestId('filter-apply').click();
    await page.waitForURL((u) => u.searchParams.get('filter') === '{"address.country":"DE"}');
    await eventually(() => totalOf(page)).toBe(expected);

    // Save it, shared with the team.
    await page.getByTestId('save-filter').click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.isVisible()).toBe(true);
    await eventually(() => dialog.textContent()).toContain('filter conditions (1)');
    expect(await page.getByTestId('save-filter-confirm').isDisabled()).toBe(true);
    await page.getByTestId('save-filter-name').fill('German partners');
    await page.getByTestId('save-filter-shared').check();
    expect(await page.getByTestId('save-filter-shared').isChecked()).toBe(true);
    await shot(page, 'agency-filters-save-dialog-en');
    await page.getByTestId('save-filter-confirm').click();
    await page.waitForURL((u) => /^\/agency\/filter\/af-/.test(u.pathname));
    await eventually(() => notice(page, 'success').textContent()).toBe('The filter "German partners" has been saved.');
    const id = pathOf(page).split('/').pop()!;
    const stored = await apiAsUser(page, 'GET', `/api/agencyfilters/${id}`);
    expect(stored.json).toMatchObject({
      name: 'German partners',
      filter: { 'address.country': 'DE' },
      shared: true,
      ownerId: 'u-admin',
      sort: 'name',
      order: 'asc',
    });

    // Opened by its link (a fresh load): its name, only the matching rows.
    await page.goto(`/agency/filter/${id}`);
    await eventually(() => page.getByTestId('list-preset').textContent()).toBe('Saved filter: German partners');
    await eventually(() => totalOf(page)).toBe(expected);
    await eventually(() => rows(page).count()).toBe(expected);
    expect(new Set(await countries(page))).toEqual(new Set(['DE']));
    expect(await page.getByTestId('filter-chip').count()).toBe(0);
    await shot(page, 'agency-filters-opened-en');

    // Listed under "Saved filters" with the seeded shared one; its link leads back to it.
    await page.goto('/agency/list');
    await eventually(() => totalOf(page)).toBe(all + 0);
    await page.getByTestId('saved-filters').click();
    const menu = page.getByTestId('saved-filters-menu');
    await eventually(() => menu.getByTestId('saved-filter-link').allTextContents()).toEqual(
      expect.arrayContaining(['German partners', 'Travel agencies in DACH']),
    );
    await shot(page, 'agency-filters-menu-en');
    await menu.getByTestId('saved-filter-entry').filter({ hasText: 'German partners' }).getByTestId('saved-filter-link').click();
    await page.waitForURL((u) => u.pathname === `/agency/filter/${id}`);
    await eventually(() => rows(page).count()).toBe(expected);

    // Deleted from the menu: the list of the deleted filter is left for the whole list.
    await page.getByTestId('saved-filters').click();
    await menu.getByTestId('saved-filter-entry').filter({ hasText: 'German partners' }).getByTestId('saved-filter-delete').click();
    await eventually(() => page.getByRole('alertdialog').textContent()).toContain('"German partners" will be deleted');
    await page.getByTestId('saved-filter-delete-confirm').click();
    await eventually(() => notice(page, 'success').textContent()).toBe('The saved filter has been deleted.');
    await page.waitForURL((u) => u.pathname === '/agency/list');
    expect((await apiAsUser(page, 'GET', `/api/agencyfilters/${id}`)).status).toBe(404);
    await page.getByTestId('saved-filters').click();
    await eventually(() => menu.getByTestId('saved-filter-link').allTextContents()).not.toContain('German partners');
    await page.keyboard.press('Escape');

    // Its old link: a clear warning above the whole list.
    await page.goto(`/agency/filter/${id}`);
    await eventually(() => page.getByTestId('unknown-filter').textContent()).toContain('does not exist (any more) or is not shared with you');
    await eventually(() => totalOf(page)).toBe(all);
    expect(await page.getByTestId('list-preset').count()).toBe(0);
    await shot(page, 'agency-filters-missing-en');

    // The built-in presets and filter JSON still work.
    await page.goto('/agency/filter/travel');
    await eventually(() => page.getByTestId('list-preset').textContent()).toBe('Saved filter: Travel agencies');
    await page.goto(`/agency/filter/${encodeURIComponent('{"address.country":"DE"}')}`);
    await eventually(() => totalOf(page)).toBe(expected);

    await apiAsUser(page, 'DELETE', `/api/agencies/${created.json.id as string}`);
    await done(page);
  });

  it('opens a seeded saved filter in German with its own order', { timeout: 60_000 }, async () => {
    const page = await signedInPage(browser, { lang: 'de', at: '/agency/filter/af-high-commission' });
    await eventually(() => page.getByTestId('list-preset').textContent()).toBe('Gespeicherter Filter: Commission 10 % and more');
    // The saved order starts the list (newest change first).
    await page.waitForURL((u) => u.searchParams.get('sort') === 'updatedAt' && u.searchParams.get('order') === 'desc');
    await eventually(() => rows(page).count()).toBeGreaterThan(0);
    await page.getByTestId('saved-filters').click();
    await eventually(() => page.getByTestId('saved-filters-menu').textContent()).toContain('Geteilt');
    await shot(page, 'agency-filters-menu-de');
    await done(page);
  });
});
