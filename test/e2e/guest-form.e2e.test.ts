import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicalForm } from '../../infra/local/demo-data/guest-form-medical';
import { violations as axe } from './axe';
import { newPage } from './browser';
import { launchBrowser } from './browser';
import { apiAsUser, done, eventually, operatorDay, shot, signedInPage } from './screens';

/**
 * The guest's own page (issue 24, third slice: web/guest.html, web/src/guest/). Each test makes its own medical
 * questionnaire (a copy of the demo's, attached by hand) and its own stay of two guests through the API, then opens
 * the guests' links without a session: at 390 px in English and at desktop width in German. The guest answers
 * question 1 and a question of box A with yes (the physician notice shows), drafts are saved as the guest goes
 * (a reload keeps them; a day that does not exist shows its message at the field and stays out of the draft), signs
 * typed and submits; a reload shows the form submitted and still editable. The other
 * guest's link shows that guest's empty form only, a bogus token the invalid-link state. The lead's page lists both
 * guests with their links and fills in guest 2's draft; once the operator locks the form it is read-only. axe finds
 * nothing.
 */

const TEXTS = {
  en: {
    yes: 'Yes',
    no: 'No',
    saved: 'Draft saved',
    notFit: 'An answer does not fit its question yet; the others are saved.',
    dateIssue: 'Please enter a date as DD.MM.YYYY.',
    submitted: 'Submitted',
    submitChanges: 'Submit changes',
    invalid: 'This link is not valid any more',
    notStarted: 'Not started',
    started: 'Started',
    locked: 'Your host has locked this form; it can no longer be changed.',
    fullName: 'Full name',
    birthday: 'Date of birth',
    signer: 'Your full name',
    title: 'Your forms',
    fillIn: 'Fill in for Guest 2',
    copy: 'Copy link',
  },
  de: {
    yes: 'Ja',
    no: 'Nein',
    saved: 'Entwurf gespeichert',
    notFit: 'Eine Antwort passt noch nicht zu ihrer Frage; die anderen sind gespeichert.',
    dateIssue: 'Bitte ein Datum als TT.MM.JJJJ eingeben.',
    submitted: 'Abgeschickt',
    submitChanges: 'Änderungen abschicken',
    invalid: 'Dieser Link ist nicht mehr gültig',
    notStarted: 'Nicht begonnen',
    started: 'Begonnen',
    locked: 'Ihr Gastgeber hat dieses Formular gesperrt; es kann nicht mehr geändert werden.',
    fullName: 'Vollständiger Name',
    birthday: 'Geburtsdatum',
    signer: 'Ihr vollständiger Name',
    title: 'Ihre Formulare',
    fillIn: 'Für Gast 2 ausfüllen',
    copy: 'Link kopieren',
  },
} as const;

type Available = { data: { id: string; name: string }[] };
type Link = { guest: string; path: string };

/** A copy of the medical questionnaire attached to a new stay of two guests on r-coral, far enough ahead to stay open. */
async function stayWithMedicalForm(page: Page, lang: 'de' | 'en'): Promise<{ booking: string; form: string; links: Link[] }> {
  const definition = await apiAsUser(page, 'POST', '/api/form', { ...medicalForm, name: `Medical e2e ${lang} ${Date.now()}`, attach: 'manual' });
  expect(definition.status, JSON.stringify(definition.json)).toBe(200);
  const offset = 400 + Math.floor(Math.random() * 300);
  const [checkIn, checkOut] = [operatorDay(offset), operatorDay(offset + 3)];
  const free = (await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${checkIn}&to=${checkOut}`)).json as unknown as Available;
  expect(free.data.length, 'a free room on r-coral').toBeGreaterThan(0);
  const booking = await apiAsUser(page, 'POST', '/api/bookings', { resort: 'r-coral', checkIn, checkOut, rooms: [{ room: free.data[0]!.id, noOfPax: 2 }] });
  expect(booking.status, JSON.stringify(booking.json)).toBe(201);
  const id = booking.json.id as string;
  const attached = await apiAsUser(page, 'POST', `/api/guestform/${String(definition.json.id)}/addToBooking`, { booking: id });
  expect(attached.status, JSON.stringify(attached.json)).toBe(200);
  const links = await apiAsUser(page, 'GET', `/api/guestform/${id}/links`);
  expect(links.status, JSON.stringify(links.json)).toBe(200);
  return { booking: id, form: attached.json.id as string, links: links.json.data as Link[] };
}

const field = (page: Page, id: string) => page.getByTestId(`guest-field-${id}`);
const answer = (page: Page, id: string, option: string) => field(page, id).getByRole('radio', { name: option, exact: true }).check();

describe.each([
  ['en', { width: 390, height: 844 }, 'phone'],
  ['de', { width: 1280, height: 800 }, 'desktop'],
] as const)('the guest page (%s)', (lang, viewport, size) => {
  const text = TEXTS[lang];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a guest fills the medical form, sees the physician notice, signs and submits; it stays editable', { timeout: 180_000 }, async () => {
    const staff = await signedInPage(browser, { lang });
    const { form, links, booking } = await stayWithMedicalForm(staff, lang);
    const first = links.find((l) => l.guest === 'guest-1')!;
    const second = links.find((l) => l.guest === 'guest-2')!;
    expect(first.path).toMatch(/^\/guestform\//);

    // A guest without a session, in the browser's language.
    const { context, page } = await newPage(browser, { locale: lang === 'de' ? 'de-DE' : 'en-US' });
    try {
      await page.setViewportSize(viewport);
      await page.goto(first.path);
      await page.getByTestId(`guest-form-${form}`).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await eventually(() => page.title()).toContain(lang === 'de' ? 'Formulare von' : 'Forms of');
      await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
      // The guest entry (guest.html), not the staff app's index.html.
      expect(await page.locator('script[src*="/assets/guest-"]').count()).toBe(1);
      expect(await page.locator('script[src*="/assets/index-"]').count()).toBe(0);

      await answer(page, 'q1', text.yes);
      await field(page, 'boxA1').waitFor();
      await answer(page, 'boxA1', text.yes);
      await page.getByTestId('guest-form-physician').waitFor();
      // The draft is saved as the guest goes: a reload keeps the answers.
      await eventually(() => page.getByTestId('guest-save-status').textContent()).toBe(text.saved);
      await page.reload();
      await page.getByTestId(`guest-form-${form}`).waitFor();
      expect(await field(page, 'q1').getByRole('radio', { name: text.yes, exact: true }).isChecked()).toBe(true);
      await page.getByTestId('guest-form-physician').waitFor();

      for (const q of ['q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10']) await answer(page, q, text.no);
      const boxA = await page.getByTestId('guest-section-boxA').locator('[data-testid^="guest-field-boxA"]').count();
      expect(boxA).toBeGreaterThan(1);
      for (let i = 2; i <= boxA; i++) await answer(page, `boxA${i}`, text.no);
      // Box B and the others stay closed on a no.
      expect(await page.getByTestId('guest-section-boxB').count()).toBe(0);
      await field(page, 'fullName').getByRole('textbox', { name: text.fullName }).fill('Alex Diver');
      // A day that does not exist: the message at its field, the draft saved without it, the text kept.
      const birthday = field(page, 'birthday').getByRole('textbox', { name: text.birthday });
      await birthday.fill('31.02.1990');
      await eventually(() => field(page, 'birthday').getByText(text.dateIssue).count()).toBe(1);
      await eventually(() => page.getByTestId('guest-save-status').textContent()).toBe(text.notFit);
      expect(await birthday.inputValue()).toBe('31.02.1990');
      await birthday.fill('15.04.1990');
      await eventually(() => page.getByTestId('guest-save-status').textContent()).toBe(text.saved);
      await field(page, 'signature').getByRole('textbox', { name: text.signer }).fill('Alex Diver');
      expect(await axe(page)).toEqual([]);
      await shot(page, `guest-form-filled-${size}-${lang}`);

      await page.getByTestId('guest-submit').click();
      await page.getByTestId('guest-submitted').waitFor();
      await eventually(() => page.getByTestId('guest-form-state').textContent()).toBe(text.submitted);

      // The staff see it submitted with its signature record.
      const filled = await apiAsUser(staff, 'GET', `/api/guestform/${form}`);
      const response = (
        filled.json.responses as Array<{ guest: string; state: string; flags: string[]; signatures: Array<{ signer: string; verified: boolean }> }>
      ).find((r) => r.guest === 'guest-1');
      expect(response).toMatchObject({ state: 'submitted', flags: ['physician'], signatures: [{ signer: 'Alex Diver', verified: true }] });

      await page.reload();
      await page.getByTestId('guest-submitted').waitFor();
      expect(await page.getByTestId('guest-form-state').textContent()).toBe(text.submitted);
      // Still editable until the operator locks it.
      const name = field(page, 'fullName').getByRole('textbox', { name: text.fullName });
      expect(await name.isEditable()).toBe(true);
      expect(await name.inputValue()).toBe('Alex Diver');
      expect(await page.getByTestId('guest-submit').textContent()).toBe(text.submitChanges);
      expect(await page.getByTestId('guest-locked').count()).toBe(0);
      expect(await axe(page)).toEqual([]);
      await shot(page, `guest-form-submitted-${size}-${lang}`);

      // The other guest's link: that guest's form only, not started.
      await page.goto(second.path);
      await page.getByTestId(`guest-form-${form}`).waitFor();
      expect(await page.getByTestId('guest-form-state').textContent()).toBe(text.notStarted);
      expect(await page.getByTestId('guest-group').count()).toBe(0);
      expect(await page.locator('[data-testid^="guest-form-gf-"]').count()).toBe(1);
      expect(await field(page, 'q1').getByRole('radio', { name: text.yes, exact: true }).isChecked()).toBe(false);
      expect(await field(page, 'fullName').getByRole('textbox', { name: text.fullName }).inputValue()).toBe('');

      // A bogus token: the invalid-link state.
      await page.goto(`/guestform/${booking}/${'A'.repeat(43)}`);
      await page.getByTestId('guest-invalid').waitFor();
      await page.getByRole('heading', { level: 1, name: text.invalid }).waitFor();
      expect(await axe(page)).toEqual([]);
      await shot(page, `guest-form-invalid-${size}-${lang}`);
    } finally {
      await context.close();
      await done(staff);
    }
  });

  it(
    "the lead's multi page lists every guest with progress and their links, and fills in a guest's form until it is locked",
    { timeout: 180_000 },
    async () => {
      const staff = await signedInPage(browser, { lang });
      const { form, links } = await stayWithMedicalForm(staff, lang);
      const lead = links.find((l) => l.guest === 'lead')!;
      expect(lead.path).toMatch(/^\/guestform-m\//);
      const { context, page } = await newPage(browser, { locale: lang === 'de' ? 'de-DE' : 'en-US' });
      try {
        await page.setViewportSize(viewport);
        await page.goto(lead.path);
        await page.getByTestId('guest-group').waitFor();
        for (const guest of ['guest-1', 'guest-2']) {
          await page.getByTestId(`guest-entry-${guest}`).waitFor();
          // Each guest's own link to forward, as the staff's links call gives it.
          const own = links.find((l) => l.guest === guest)!;
          await eventually(() => page.getByTestId(`guest-link-${guest}`).inputValue()).toBe(new URL(own.path, page.url()).href);
        }
        await page.getByTestId('guest-entry-guest-2').getByRole('button', { name: text.copy }).waitFor();
        expect(await axe(page)).toEqual([]);
        await shot(page, `guest-form-lead-${size}-${lang}`);

        // The lead fills in guest 2's form: the draft is stored under guest 2.
        await page.getByRole('button', { name: text.fillIn }).click();
        await eventually(() => page.getByTestId('guest-fill-guest-2').getAttribute('aria-pressed')).toBe('true');
        await answer(page, 'q2', text.yes);
        await eventually(() => page.locator('[data-testid="guest-save-status"]:visible').textContent()).toBe(text.saved);
        const filled = await apiAsUser(staff, 'GET', `/api/guestform/${form}`);
        const responses = filled.json.responses as Array<{ guest: string; state: string; answers: Record<string, unknown> }>;
        expect(responses.find((r) => r.guest === 'guest-2')).toMatchObject({ state: 'draft', answers: { q2: 'yes' } });
        expect(responses.find((r) => r.guest === 'guest-1')).toMatchObject({ state: 'none', answers: {} });
        // The group's progress follows the save; back and forth between guests keeps guest 2's answer.
        await eventually(() => page.getByTestId('guest-entry-guest-2').textContent()).toContain(text.started);
        await page.getByTestId('guest-fill-guest-1').click();
        await page.getByTestId('guest-fill-guest-2').click();
        expect(await field(page, 'q2').getByRole('radio', { name: text.yes, exact: true }).isChecked()).toBe(true);

        // The operator locks the form: read-only with the reason, no submit.
        expect((await apiAsUser(staff, 'POST', `/api/guestform/${form}/lock`, { locked: true })).status).toBe(200);
        await page.reload();
        await page.locator('[data-testid="guest-locked"]:visible').getByText(text.locked).waitFor();
        expect(await field(page, 'q1').getByRole('radio', { name: text.yes, exact: true }).isDisabled()).toBe(true);
        expect(await page.getByTestId('guest-submit').count()).toBe(0);
        expect(await axe(page)).toEqual([]);
        await shot(page, `guest-form-locked-${size}-${lang}`);
      } finally {
        await context.close();
        await done(staff);
      }
    },
  );
});
