import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser, newPage } from './browser';
import { apiAsUser, done, eventually, signedInPage } from './screens';

/**
 * Standalone forms (docs/decisions/forms.md "Standalone forms"): staff make a counter link on /crm/forms (a form
 * definition of the test's own, no customer), the guest opens /forms/<link>/<token> without a session (390 px in
 * English, desktop width in German), fills in, signs and submits, and the next person starts empty; the staff see
 * the submission with its physician flag and open it read-only with the signature verified. axe finds nothing.
 */

const TEXTS = {
  en: { yes: 'Yes', first: 'First name', last: 'Last name', signer: 'Your full name', create: 'New form link', title: 'Your forms' },
  de: { yes: 'Ja', first: 'Vorname', last: 'Nachname', signer: 'Ihr vollständiger Name', create: 'Neuer Formular-Link', title: 'Ihre Formulare' },
} as const;

const waiver = (name: string) => ({
  name,
  purpose: 'waiver',
  attach: 'manual',
  sections: [
    {
      id: 'main',
      fields: [
        { id: 'firstName', type: 'QuestionShort', label: { en: 'First name', de: 'Vorname' }, required: true },
        { id: 'lastName', type: 'QuestionShort', label: { en: 'Last name', de: 'Nachname' }, required: true },
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
        { id: 'signature', type: 'Signature', label: { en: 'Signature', de: 'Unterschrift' }, required: true },
      ],
    },
  ],
});

const SHOTS = process.env.STANDALONE_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe.each([
  ['en', { width: 390, height: 844 }],
  ['de', { width: 1280, height: 800 }],
] as const)('standalone forms (%s)', (lang, viewport) => {
  const text = TEXTS[lang];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('staff make a counter link, a walk-in fills and submits it, staff see the submission', { timeout: 180_000 }, async () => {
    const staff = await signedInPage(browser, { lang });
    const name = `Walk-in e2e ${lang} ${Date.now()}`;
    const def = await apiAsUser(staff, 'POST', '/api/form', waiver(name));
    expect(def.status, JSON.stringify(def.json)).toBe(200);
    const { context, page } = await newPage(browser, { locale: lang === 'de' ? 'de-DE' : 'en-US' });
    try {
      await staff.goto('/crm/forms');
      await staff.getByTestId('standalone-forms').waitFor();
      await staff.getByTestId('standalone-create').click();
      const dialog = staff.getByTestId('standalone-create-dialog');
      await dialog.waitFor();
      await staff.getByTestId('standalone-create-form').selectOption({ label: name });
      expect(await axe(staff)).toEqual([]);
      await shot(staff, `create-${lang}`);
      await staff.getByTestId('standalone-create-submit').click();
      await dialog.waitFor({ state: 'detached' });
      await eventually(() => new URL(staff.url()).searchParams.get('link')).toMatch(/^sf-/);
      const id = new URL(staff.url()).searchParams.get('link')!;
      await staff.getByTestId('standalone-detail-empty').waitFor();
      // The QR code for the counter.
      await staff.getByTestId('standalone-link').filter({ hasText: name }).getByTestId('standalone-qr').click();
      await staff.getByTestId('guest-form-qr-image').waitFor();
      expect(await axe(staff)).toEqual([]);
      await staff.keyboard.press('Escape');
      await staff.getByTestId('guest-form-qr').waitFor({ state: 'detached' });
      const list = await apiAsUser(staff, 'GET', '/api/guestform/standalone');
      const link = (list.json.data as Array<{ id: string; path: string }>).find((l) => l.id === id)!;
      expect(link.path).toMatch(new RegExp(`^/forms/${id}/`));

      // The walk-in, without a session.
      await page.setViewportSize(viewport);
      await page.goto(link.path);
      await page.getByTestId(`guest-form-${id}`).waitFor();
      await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
      await page.getByRole('textbox', { name: text.first }).fill('Ann');
      await page.getByRole('textbox', { name: text.last }).fill('Walker');
      await page.getByTestId('guest-field-asthma').getByRole('radio', { name: text.yes, exact: true }).check();
      await page.getByTestId('guest-field-signature').getByRole('textbox', { name: text.signer }).fill('Ann Walker');
      expect(await axe(page)).toEqual([]);
      await shot(page, `guest-filled-${lang}`);
      await page.getByTestId('guest-submit').click();
      await page.getByTestId('guest-submitted').waitFor();
      expect(await axe(page)).toEqual([]);
      await shot(page, `guest-sent-${lang}`);
      // The next person at the counter starts with an empty form.
      await page.getByTestId('guest-next').click();
      expect(await page.getByRole('textbox', { name: text.first }).inputValue()).toBe('');

      // The staff see the submission, flagged, and open it read-only.
      await staff.reload();
      const row = staff.getByTestId('standalone-submission').filter({ hasText: 'Ann Walker' });
      await row.waitFor();
      await row.getByTestId('standalone-physician').waitFor();
      await eventually(() => staff.getByTestId('standalone-link').filter({ hasText: name }).getByTestId('standalone-submissions-count').textContent()).toBe(
        '1',
      );
      expect(await axe(staff)).toEqual([]);
      await shot(staff, `list-${lang}`);
      await row.getByTestId('standalone-view').click();
      await staff.getByTestId('guest-form-answers').waitFor();
      expect(await staff.locator('[data-field="firstName"]').textContent()).toBe('Ann');
      expect(await staff.locator('[data-testid="guest-form-signatures"] li').getAttribute('data-verified')).toBe('true');
      expect(await axe(staff)).toEqual([]);
      await shot(staff, `filled-${lang}`);
      await staff.getByTestId('guest-form-filled-close').click();
    } finally {
      await context.close();
      await done(staff);
    }
  });
});
