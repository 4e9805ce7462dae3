import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedText, launchBrowser } from './browser';
import { eventually, openInApp, pathOf, signedInPage, shot, notice, rows, search, totalOf, apiAsUser, done } from './screens';

/**
 * The generic list and form screens driven like a person: customers and agencies are created,
 * found, edited, copied and deleted; a module is switched and the drawer follows; the CSV
 * download is a real file.
 */

const grid = (page: Page) => page.getByTestId('list-grid');

/** The aria-rowindex of the focused element (expressions, not functions: the tests compile without the DOM types). */
const focusedRow = (page: Page) => page.evaluate("document.activeElement?.getAttribute('aria-rowindex') ?? null");

describe('resource screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates, finds, edits, copies and deletes a customer', { timeout: 120_000 }, async () => {
    const page = await signedInPage(browser, { at: '/customer/list' });
    await eventually(() => page.getByTestId('list-total').textContent()).toMatch(/^\d+ entries$/);

    // Create, with the schema's rules checked on blur and on submit.
    await page.getByTestId('list-create').click();
    await page.waitForURL((u) => u.pathname === '/customer/create');
    await page.getByTestId('form-save').click();
    await eventually(() => page.getByTestId('form-errors').isVisible()).toBe(true);
    await eventually(() => page.locator('[data-field="masterData.lastName"]').textContent()).toContain('This field is required');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByLabel('E-mail').blur();
    await eventually(() => page.locator('[data-field="contact.email"]').textContent()).toContain('E-mail must be valid');
    await page.getByLabel('E-mail').fill('quentin.zyxwv@example.com');
    await page.getByLabel('First name').fill('Quentin');
    await page.getByLabel('Last name').fill('Zyxwv');
    await page.getByLabel('City').fill('Bremen');
    // Dates are typed day first, whatever the browser's locale; text that is no date is refused and says so.
    await page.getByLabel('Birthday').fill('31.02.1990');
    await page.getByLabel('Birthday').press('Tab');
    await eventually(() => page.locator('[data-field="masterData.birthday"]').textContent()).toContain('Enter a valid date');
    await page.getByLabel('Birthday').fill('6.5.70');
    await page.getByLabel('Birthday').press('Tab');
    await eventually(() => page.getByLabel('Birthday').inputValue()).toBe('06.05.1970');
    await page.getByTestId('form-save').click();
    await page.waitForURL((u) => /^\/customer\/c-/.test(u.pathname));
    expect((await apiAsUser(page, 'GET', `/api/customers/${pathOf(page).split('/').pop()}`)).json).toMatchObject({ masterData: { birthday: '1970-05-06' } });
    await eventually(() => notice(page, 'success').textContent()).toBe('Created.');
    const id = pathOf(page).split('/').pop()!;

    // Find it: the search is in the URL, the row leads to the customer.
    await openInApp(page, '/customer/list');
    await search(page, 'Zyxwv');
    await eventually(() => rows(page).count()).toBe(1);
    await eventually(() => page.getByTestId('list-total').textContent()).toBe('1 entries');
    await rows(page).first().click();
    await page.waitForURL((u) => u.pathname === `/customer/${id}`);

    // Edit and save; a reload shows the saved value.
    await page.getByLabel('City').fill('Hamburg');
    await eventually(() => page.getByTestId('dirty-badge').isVisible()).toBe(true);
    await page.getByTestId('form-save').click();
    await eventually(() => notice(page, 'success').textContent()).toBe('Saved.');
    await page.reload();
    await eventually(() => page.getByLabel('City').inputValue()).toBe('Hamburg');

    // Someone else saves in between: the save answers 409 and the form offers a reload.
    const current = await apiAsUser(page, 'GET', `/api/customers/${id}`);
    const { id: _id, version, createdAt: _c, updatedAt: _u, ...fields } = current.json;
    const theirs = await apiAsUser(page, 'POST', `/api/customers/${id}`, { ...fields, version, address: { city: 'Lübeck' } });
    expect(theirs.status).toBe(200);
    await page.getByLabel('City').fill('Kiel');
    await page.getByTestId('form-save').click();
    await eventually(() => page.getByTestId('conflict-text').isVisible()).toBe(true);
    await page.getByTestId('conflict-reload').click();
    await eventually(() => page.getByLabel('City').inputValue()).toBe('Lübeck');

    // Copy: the copy opens.
    await page.getByTestId('form-copy').click();
    await page.waitForURL((u) => /^\/customer\/c-/.test(u.pathname) && !u.pathname.endsWith(id));
    await eventually(() => page.locator('h1').textContent()).toBe('Quentin Zyxwv (copy)');
    await eventually(() => notice(page, 'success').textContent()).toBe('A copy has been created.');

    // Delete the copy, then the original, each after a confirmation.
    for (let i = 0; i < 2; i++) {
      await page.getByTestId('form-delete').click();
      await page.getByTestId('confirm-delete').click();
      await page.waitForURL((u) => u.pathname === '/customer/list');
      await eventually(() => notice(page, 'success').textContent()).toBe('Deleted.');
      if (i === 0) await page.goto(`/customer/${id}`);
    }
    await search(page, 'Zyxwv');
    await eventually(() => page.getByTestId('list-empty').isVisible()).toBe(true);
    await done(page);
  });

  it('creates, finds, edits, copies and deletes an agency, and says why one in use cannot go', { timeout: 120_000 }, async () => {
    const page = await signedInPage(browser, { at: '/agency/create' });
    await page.getByLabel(/^Name/).fill('Zephyr Dive Travel');
    await page.getByLabel('E-mail').fill('hello@zephyr.example');
    await page.getByLabel('Commission (%)').fill('7.5');
    await page.getByTestId('form-save').click();
    await page.waitForURL((u) => /^\/agency\/a-/.test(u.pathname));
    const id = pathOf(page).split('/').pop()!;

    await openInApp(page, '/agency/list');
    await search(page, 'Zephyr');
    await eventually(() => rows(page).count()).toBe(1);
    await eventually(() => rows(page).first().textContent()).toContain('7.5 %');
    // Keyboard: the row is focusable and Enter opens it.
    await rows(page).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === `/agency/${id}`);

    await page.getByLabel('Contact person').fill('Zoe Zephyr');
    await page.getByTestId('form-save').click();
    await eventually(() => notice(page, 'success').textContent()).toBe('Saved.');

    // A customer of the agency keeps it from being deleted; the dialog says why.
    const customer = await apiAsUser(page, 'POST', '/api/customers', { masterData: { lastName: 'Agencyclient' }, agencyId: id });
    expect(customer.status).toBe(200);
    await page.getByTestId('form-delete').click();
    await page.getByTestId('confirm-delete').click();
    await eventually(() => page.getByTestId('in-use-text').textContent()).toContain('still has 1 customer');
    await page.keyboard.press('Escape');
    expect(pathOf(page)).toBe(`/agency/${id}`);
    await apiAsUser(page, 'DELETE', `/api/customers/${String(customer.json.id)}`);

    await page.getByTestId('form-copy').click();
    await page.waitForURL((u) => /^\/agency\/a-/.test(u.pathname) && !u.pathname.endsWith(id));
    await eventually(() => page.locator('h1').textContent()).toBe('Zephyr Dive Travel (copy)');
    await page.getByTestId('form-delete').click();
    await page.getByTestId('confirm-delete').click();
    await page.waitForURL((u) => u.pathname === '/agency/list');
    await page.goto(`/agency/${id}`);
    await page.getByTestId('form-delete').click();
    await page.getByTestId('confirm-delete').click();
    await page.waitForURL((u) => u.pathname === '/agency/list');
    await search(page, 'Zephyr');
    await eventually(() => page.getByTestId('list-empty').isVisible()).toBe(true);
    await done(page);
  });

  it('keeps the query in the URL, filters with chips, sorts by indexed orders only and renders only the rows in view', { timeout: 90_000 }, async () => {
    const page = await signedInPage(browser, { at: '/customer/list' });
    await eventually(() => rows(page).count()).toBeGreaterThan(5);
    const total = await totalOf(page);
    expect(total).toBeGreaterThanOrEqual(120);

    // Sorting: a sortable header changes the URL; a reload keeps the order.
    await page.getByRole('columnheader', { name: 'Birthday' }).click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'birthday');
    await page.reload();
    await eventually(() => page.getByRole('columnheader', { name: 'Birthday' }).getAttribute('aria-sort')).toBe('ascending');
    // The city has no index: its header offers no sorting.
    expect(await page.getByRole('columnheader', { name: 'City' }).getAttribute('aria-sort')).toBeNull();

    // A filter chip with a typed value (a country chosen by name).
    await page.getByTestId('add-filter').click();
    await page.getByTestId('filter-field').click();
    await page.getByRole('option', { name: 'Country' }).click();
    // Countries are chosen by name: a choice of the country resource's entries.
    await eventually(() => page.getByTestId('filter-value').getAttribute('role')).toBe('combobox');
    await page.getByTestId('filter-value').click();
    await page.getByRole('option', { name: 'Germany (DE)' }).click();
    await page.getByTestId('filter-apply').click();
    await page.waitForURL((u) => u.searchParams.get('filter') === '{"address.country":"DE"}');
    await eventually(() => page.getByTestId('filter-chip').textContent()).toBe('Country is Germany (DE)');
    await eventually(() => totalOf(page)).toBeLessThan(total);
    expect(await totalOf(page)).toBeGreaterThan(0);
    await page.goBack();
    await eventually(() => page.getByTestId('filter-chip').count()).toBe(0);
    await page.goForward();
    await eventually(() => page.getByTestId('filter-chip').count()).toBe(1);
    await page.getByTestId('filter-chip').click();
    await eventually(() => totalOf(page)).toBe(total);

    // All rows (size 0): only those in view are in the DOM, the last one is reached by scrolling.
    await page.getByTestId('pager-size').selectOption('0');
    await page.waitForURL((u) => u.searchParams.get('size') === '0');
    await eventually(() => page.getByTestId('list-range').textContent()).toBe(`1–${total} of ${total}`);
    expect(await rows(page).count()).toBeLessThan(60);
    const last = page.locator(`[data-testid="list-row"][aria-rowindex="${total + 1}"]`);
    // Scrolled again on every try: rows measured after the first scroll can grow the height.
    await eventually(async () => {
      await page.getByTestId('list-scroller').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      return last.count();
    }).toBe(1);
    expect(await grid(page).getAttribute('aria-rowcount')).toBe(String(total + 1));

    // Keyboard: End reaches the last row, Home the first.
    await last.focus();
    await page.keyboard.press('Home');
    await eventually(() => focusedRow(page)).toBe('2');
    await page.keyboard.press('ArrowDown');
    await eventually(() => focusedRow(page)).toBe('3');
    await page.keyboard.press('End');
    await eventually(() => focusedRow(page)).toBe(String(total + 1));

    // No focusable element hides inside aria-hidden in the grid (axe: aria-hidden-focus).
    const hiddenFocusable = await grid(page).evaluate(
      (el) =>
        [...el.querySelectorAll('[aria-hidden="true"]')].filter(
          (h) =>
            h.matches('[tabindex]:not([tabindex="-1"]), a[href], button, input') || h.querySelector('[tabindex]:not([tabindex="-1"]), a[href], button, input'),
        ).length,
    );
    expect(hiddenFocusable).toBe(0);
    await done(page);
  });

  it('downloads the list as a CSV file with a header row', async () => {
    const page = await signedInPage(browser, { at: '/customer/list?search=berlin' });
    await eventually(() => rows(page).count()).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await downloadedText(download))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('id,lastName,firstName,gender,birthday,nationality,email,phone,street,zip,city,country,customerType');
    expect(lines.length).toBe(Number((await page.getByTestId('list-total').textContent())?.split(' ')[0]) + 1);
    expect(lines.slice(1).every((l) => l.includes('Berlin'))).toBe(true);
    await done(page);
  });

  it('switches a module off and on, and the drawer follows at once', { timeout: 90_000 }, async () => {
    const page = await signedInPage(browser, { at: '/config/modules' });
    const nav = page.getByTestId('side-nav');
    await eventually(() => nav.getByText('Contests', { exact: true }).count()).toBe(1);

    await page.getByTestId('module-contest').click();
    await page.getByTestId('modules-save').click();
    await eventually(() => notice(page, 'success').textContent()).toBe('The modules have been saved.');
    await eventually(() => nav.getByText('Contests', { exact: true }).count()).toBe(0);
    expect(pathOf(page)).toBe('/config/modules');

    await page.getByTestId('module-contest').click();
    await page.getByTestId('modules-save').click();
    await eventually(() => nav.getByText('Contests', { exact: true }).count()).toBe(1);
    await done(page);
  });

  it('edits a side-panel resource and keeps payment provider secrets write-only', { timeout: 90_000 }, async () => {
    const page = await signedInPage(browser, { at: '/config/paymentprovider' });
    await rows(page).filter({ hasText: 'Stripe' }).first().click();
    await page.waitForURL((u) => u.searchParams.has('id'));
    const panel = page.getByTestId('resource-panel');
    await eventually(() => panel.getByTestId('secrets-state').textContent()).toBe('Secrets are stored.');
    // No secret value is anywhere on the page.
    expect(await page.content()).not.toContain('sk_test');
    await panel.getByLabel('Description').fill('Cards and SEPA');
    await panel.getByTestId('form-save').click();
    await eventually(() => notice(page, 'success').textContent()).toBe('Saved.');
    await page.reload();
    await eventually(() => page.getByTestId('resource-panel').getByLabel('Description').inputValue()).toBe('Cards and SEPA');
    await done(page);
  });

  it('uploads a picture and shows it as a thumbnail in the list', { timeout: 90_000 }, async () => {
    const page = await signedInPage(browser, { at: '/media/create' });
    // A 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.getByTestId('media-file').setInputFiles({ name: 'reef-e2e.png', mimeType: 'image/png', buffer: png });
    await eventually(() => page.getByTestId('media-selected').textContent()).toContain('reef-e2e.png');
    await page.getByTestId('media-upload-start').click();
    await page.waitForURL((u) => /^\/media\/[^/]+$/.test(u.pathname) && u.pathname !== '/media/create');
    await eventually(() => notice(page, 'success').textContent()).toBe('The file has been uploaded.');
    await eventually(() => page.getByTestId('media-preview').locator('img').count()).toBe(1);

    await openInApp(page, '/media/list');
    await search(page, 'reef-e2e');
    await eventually(() => rows(page).count()).toBe(1);
    // The thumbnail is a signed link the browser loads without a token, and it shows the picture.
    const src = await rows(page).first().getByTestId('media-thumb').getAttribute('src');
    const picture = await page.request.get(src!);
    expect(picture.headers()['content-type']).toContain('image/png');
    await eventually(() => page.evaluate("document.querySelector('[data-testid=media-thumb]')?.naturalWidth ?? 0")).toBe(1);
    await done(page);
  });

  it('previews a mail template, saves a settings group and shows a customer read-only', { timeout: 90_000 }, async () => {
    const page = await signedInPage(browser, { at: '/config/mailtemplates' });
    // A mail template's preview renders it with a real record (a print template has its live print preview instead).
    await rows(page).filter({ hasText: 'Birthday greeting' }).first().click();
    await eventually(() => page.getByTestId('template-placeholders').textContent()).toContain('{{customer.firstName}}');
    await eventually(() => page.getByTestId('preview-subject').textContent()).toMatch(/^Subject: Happy birthday, \p{L}[\p{L} -]*!$/u);

    await openInApp(page, '/config/settings/general');
    await page.getByLabel('Child up to and including age').fill('11');
    await page.getByTestId('form-save').click();
    await eventually(() => notice(page, 'success').textContent()).toBe('The settings have been saved.');
    await page.reload();
    await eventually(() => page.getByLabel('Child up to and including age').inputValue()).toBe('11');

    await openInApp(page, '/customer/view/c-0001');
    await eventually(() => page.getByTestId('form-edit').isVisible()).toBe(true);
    expect(await page.getByTestId('schema-form').locator('input').count()).toBe(0);
    await page.getByTestId('form-edit').click();
    await page.waitForURL((u) => u.pathname === '/customer/c-0001');

    // A saved agency filter by name.
    await openInApp(page, '/agency/filter/travel');
    await eventually(() => page.getByTestId('list-preset').textContent()).toBe('Saved filter: Travel agencies');
    await eventually(() => rows(page).count()).toBe(3);
    await done(page);
  });

  it.each(['en', 'de'] as const)('shows a list and a form in %s', { timeout: 60_000 }, async (lang) => {
    const page = await signedInPage(browser, { lang, at: '/customer/list' });
    await eventually(() => rows(page).count()).toBeGreaterThan(5);
    await eventually(() => page.locator('h1').textContent()).toBe(lang === 'de' ? 'Kundenliste' : 'Customer list');
    await shot(page, `resources-customer-list-${lang}`);

    await rows(page).first().click();
    await page.waitForURL((u) => /^\/customer\/c-/.test(u.pathname));
    await eventually(() => page.getByTestId('schema-form').isVisible()).toBe(true);
    await eventually(() => page.locator('[data-field="masterData.lastName"] label').textContent()).toContain(lang === 'de' ? 'Nachname' : 'Last name');
    await shot(page, `resources-customer-form-${lang}`);
    // The calendar names months and days in the app's language, whatever the browser's.
    await page.getByLabel(lang === 'de' ? 'Geburtstag' : 'Birthday').click();
    await eventually(() => page.getByRole('dialog').textContent()).toContain(lang === 'de' ? 'Heute' : 'Go to today');
    expect(await page.getByRole('dialog').textContent()).toContain(lang === 'de' ? 'MoDiMiDoFrSaSo' : 'MonTueWedThuFriSatSun');
    await shot(page, `resources-customer-calendar-${lang}`);
    await page.keyboard.press('Escape');

    await openInApp(page, '/agency/list');
    await eventually(() => rows(page).count()).toBeGreaterThanOrEqual(5);
    await shot(page, `resources-agency-list-${lang}`);

    // A print template's live preview: the demo confirmation rendered with sample data in the screen's language.
    await openInApp(page, '/config/mailtemplates/pt-confirmation');
    const heading = lang === 'de' ? 'Buchungsbestätigung 42' : 'Booking confirmation 42';
    await eventually(() => page.getByTestId('print-preview-frame').getAttribute('srcdoc')).toContain(heading);
    await eventually(() => page.frameLocator('[data-testid=print-preview-frame]').locator('h1').textContent()).toBe(heading);
    await page.getByTestId('print-preview').scrollIntoViewIfNeeded();
    await shot(page, `resources-print-template-${lang}`);
    await done(page);
  });
});
