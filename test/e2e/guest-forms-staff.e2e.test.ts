import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, done, eventually, notice, openInApp, operatorDay, shot, signedInPage } from './screens';

/**
 * The staff's side of the guest forms (issue 24): a resort stay booked through the API, two forms of the test's own
 * (one attached by "attach all that apply", one by hand), one link per guest (the lead first) with copy, renew (the
 * old link is 404 from then on) and its QR code; a guest's answers raising the physician flag show as "needs review",
 * the filled form opens; the board at /form lists the booking's guests with their states and filters by state. en and
 * de, axe 0.
 */

const TEXTS = {
  en: {
    yes: 'Yes',
    empty: 'No guest forms attached yet',
    copied: 'Link copied',
    reminded: 'Reminders sent: 0',
    review: 'Needs review (physician)',
    missing: 'Missing',
    lead: 'Lead booker',
  },
  de: {
    yes: 'Ja',
    empty: 'Noch keine Gästeformulare angehängt',
    copied: 'Link kopiert',
    reminded: 'Erinnerungen gesendet: 0',
    review: 'Prüfen (Arzt nötig)',
    missing: 'Fehlt',
    lead: 'Hauptbucher',
  },
} as const;

type Available = { data: { id: string }[] };
type Links = { data: Array<{ guest: string; path: string; forms: Array<{ form: string; name: string }> }> };

const definition = (name: string, attach: string) => ({
  name,
  purpose: 'medical',
  attach,
  title: { en: name, de: name },
  sections: [
    {
      id: 'health',
      fields: [
        { id: 'firstName', type: 'QuestionShort', label: { en: 'First name', de: 'Vorname' }, required: true },
        {
          id: 'asthma',
          type: 'Radio',
          label: { en: 'Asthma?', de: 'Asthma?' },
          required: true,
          options: [
            { value: 'yes', label: { en: 'Yes', de: 'Ja' } },
            { value: 'no', label: { en: 'No', de: 'Nein' } },
          ],
          raises: { flag: 'physician', when: ['yes'] },
        },
        { id: 'signature', type: 'Signature', label: { en: 'Signature', de: 'Unterschrift' } },
      ],
    },
  ],
});

async function stayWithTwoGuests(page: Page, offset: number): Promise<{ id: string; bookingNo: number; checkIn: string }> {
  const checkIn = operatorDay(offset);
  const checkOut = operatorDay(offset + 3);
  const free = ((await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${checkIn}&to=${checkOut}`)).json as unknown as Available).data;
  expect(free.length).toBeGreaterThan(0);
  const made = await apiAsUser(page, 'POST', '/api/bookings', { resort: 'r-coral', checkIn, checkOut, rooms: [{ room: free.at(-1)!.id, noOfPax: 2 }] });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return { id: made.json.id as string, bookingNo: made.json.bookingNo as number, checkIn };
}

const linkRow = (page: Page, guest: string) => page.getByTestId(`guest-link-${guest}`);
const attachedNames = (page: Page) => page.getByTestId('guest-forms-attached').textContent();

describe.each([
  ['en', 9],
  ['de', 13],
] as const)('the staff’s guest forms (%s)', (lang, offset) => {
  const text = TEXTS[lang];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('attaches forms in the booking file, gives one link per guest to copy and renew, and shows the states on the board', { timeout: 180_000 }, async () => {
    const page = await signedInPage(browser, { lang });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const stamp = `${lang}-${Date.now().toString(36)}`;
    const stays = `Stay check ${stamp}`;
    const sizes = `Gear sizes ${stamp}`;
    const made = [];
    for (const body of [definition(stays, 'stays'), definition(sizes, 'manual')]) {
      const res = await apiAsUser(page, 'POST', '/api/form', body);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      made.push({ body, id: res.json.id as string, version: res.json.version as number });
    }
    const booking = await stayWithTwoGuests(page, offset);

    await openInApp(page, `/booking/${booking.id}`);
    await page.getByTestId('guest-forms-empty').waitFor();
    expect(await page.getByTestId('guest-forms-empty').textContent()).toBe(text.empty);

    // By hand: the manual form; then "attach all that apply": the stays form (a manual one is never attached by it).
    await page.getByTestId('guest-forms-choose').selectOption({ label: sizes });
    await page.getByTestId('guest-forms-attach').click();
    await eventually(() => attachedNames(page)).toContain(sizes);
    expect(await attachedNames(page)).not.toContain(stays);
    await page.getByTestId('guest-forms-attach-all').click();
    await eventually(() => attachedNames(page)).toContain(stays);
    // The demo operator's later stays are not this test's business: the stays form attaches no more.
    const off = await apiAsUser(page, 'POST', `/api/form/${made[0]!.id}`, { ...made[0]!.body, active: false, version: made[0]!.version });
    expect(off.status, JSON.stringify(off.json)).toBe(200);

    // One link per guest, the lead first.
    const urls = page.getByTestId('guest-link-url');
    await eventually(() => urls.count()).toBe(3);
    expect(
      await page
        .getByTestId('guest-forms-links')
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid'))),
    ).toEqual(['guest-link-lead', 'guest-link-guest-1', 'guest-link-guest-2']);
    expect(await linkRow(page, 'lead').textContent()).toContain(text.lead);
    const values = await urls.evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value));
    expect(new Set(values).size).toBe(3);
    expect(values[0]).toMatch(new RegExp(`/guestform-m/${booking.id}/[A-Za-z0-9_-]{43}$`));
    expect(values[1]).toMatch(new RegExp(`/guestform/${booking.id}/[A-Za-z0-9_-]{43}$`));
    expect(await linkRow(page, 'guest-1').getByTestId('guest-form-state').first().textContent()).toBe(text.missing);

    await page.getByTestId('booking-guest-forms').scrollIntoViewIfNeeded();
    await shot(page, `guest-forms-links-${lang}`);

    // Copy guest 1's link.
    await linkRow(page, 'guest-1').getByTestId('guest-link-copy').click();
    await eventually(() => notice(page, 'success').textContent()).toContain(text.copied);
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(values[1]);

    // Remind now: the guests have no address yet, so none is mailed (the toast counts them as without an address).
    await page.getByTestId('guest-forms-remind').click();
    await eventually(() => page.getByText(text.reminded).count()).toBeGreaterThan(0);

    // Renew guest 2's link: a new address; the old one no longer opens, the others still do.
    const oldToken = values[2]!.split('/').pop()!;
    await linkRow(page, 'guest-2').getByTestId('guest-link-renew').click();
    await eventually(() => linkRow(page, 'guest-2').getByTestId('guest-link-url').inputValue()).not.toBe(values[2]);
    expect((await apiAsUser(page, 'GET', `/api/form/byToken?token=${oldToken}`)).status).toBe(404);
    const guest1Token = values[1]!.split('/').pop()!;
    expect((await apiAsUser(page, 'GET', `/api/form/byToken?token=${guest1Token}`)).status).toBe(200);

    // Guest 1 answers the stays form with a yes that asks for a physician.
    const links = (await apiAsUser(page, 'GET', `/api/guestform/${booking.id}/links`)).json as unknown as Links;
    const formId = links.data[1]!.forms.find((f) => f.name === stays)!.form;
    const saved = await apiAsUser(page, 'POST', `/api/guestform/${formId}`, {
      token: guest1Token,
      data: { firstName: 'Ann', asthma: 'yes', signature: { name: 'Ann Lee', mode: 'typed' } },
      submit: true,
      lang,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);

    await page.reload();
    const cell = page.getByTestId(`guest-link-guest-1-${formId}`);
    await eventually(() => cell.getByTestId('guest-form-state').getAttribute('data-state')).toBe('physician');
    expect(await cell.getByTestId('guest-form-state').textContent()).toBe(text.review);
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('booking-guest-forms').scrollIntoViewIfNeeded();
    await shot(page, `guest-forms-panel-${lang}`);

    await cell.getByTestId('guest-form-view').click();
    await eventually(() => page.getByTestId('guest-form-answers').textContent()).toContain('Ann');
    expect(await page.getByTestId('guest-form-answers').locator('[data-field="asthma"]').textContent()).toBe(text.yes);
    expect(await page.getByTestId('guest-form-answers').locator('[data-field="signature"]').textContent()).toBe('Ann Lee');
    // The signature record, verified against the stored version and answers.
    expect(
      await page
        .getByTestId('guest-form-signatures')
        .locator('li')
        .evaluateAll((li) => li.map((l) => l.getAttribute('data-verified'))),
    ).toEqual(['true']);
    expect(await page.getByTestId('guest-form-signatures').textContent()).toContain('Ann Lee');
    expect(await axe(page)).toEqual([]);
    await shot(page, `guest-forms-filled-${lang}`);
    await page.getByTestId('guest-form-filled-close').click();

    // The lead's QR code for the desk.
    await linkRow(page, 'lead').getByTestId('guest-link-qr').click();
    await eventually(() => page.getByTestId('guest-form-qr-image').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await axe(page)).toEqual([]);
    await shot(page, `guest-forms-qr-${lang}`);
    await page.keyboard.press('Escape');

    // Lock the hand-attached form: the guests can no longer save it; unlock again.
    const sizesItem = page.getByTestId('guest-forms-attached').locator('li', { hasText: sizes });
    await sizesItem.getByTestId('guest-form-lock').click();
    await eventually(() => sizesItem.getByTestId('guest-form-locked').count()).toBe(1);
    const sizesId = links.data[1]!.forms.find((f) => f.name === sizes)!.form;
    const refused = await apiAsUser(page, 'POST', `/api/guestform/${sizesId}`, { token: guest1Token, data: { firstName: 'Ann' } });
    expect(refused.status).toBe(409);
    await sizesItem.getByTestId('guest-form-lock').click();
    await eventually(() => sizesItem.getByTestId('guest-form-locked').count()).toBe(0);

    // The board: the booking with its guests' states; filtered to those needing review, guest 1 only.
    await openInApp(page, `/form?from=${booking.checkIn}&to=${booking.checkIn}`);
    const row = page.getByTestId(`board-booking-${booking.id}`);
    await row.waitFor();
    for (const guest of ['lead', 'guest-1', 'guest-2']) expect(await row.getByTestId(`board-guest-${guest}`).count()).toBe(1);
    expect(await row.getByTestId('board-guest-guest-1').locator(`[data-form="${formId}"] [data-state]`).getAttribute('data-state')).toBe('physician');
    expect(await row.getByTestId('board-guest-guest-2').locator(`[data-form="${formId}"] [data-state]`).getAttribute('data-state')).toBe('missing');
    expect(await axe(page)).toEqual([]);
    await shot(page, `guest-forms-board-${lang}`);
    await page.getByTestId('board-state').selectOption('physician');
    await eventually(() => row.getByTestId('board-guest-guest-2').count()).toBe(0);
    expect(await row.getByTestId('board-guest-guest-1').count()).toBe(1);
    // Trips only: this stay is not among them; resort stays: it is.
    await page.getByTestId('board-kind').selectOption('trip');
    await eventually(() => row.count()).toBe(0);
    await page.getByTestId('board-kind').selectOption('resort');
    await row.waitFor();

    await row.getByTestId('board-open').click();
    await page.waitForURL((u) => u.pathname === `/booking/${booking.id}` && u.hash === '#guest-forms');
    await page.getByTestId('guest-forms-links').waitFor();
    await done(page);
  });
});
