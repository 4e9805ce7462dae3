import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, done, eventually, notice, openInApp, pathOf, rows, search, shot, signedInPage } from './screens';

/**
 * The guest form definitions' screens (issue 24): the list at /formdef with the demo's forms, the editor beside its
 * live preview (the guest form renderer of web/src/forms/), in English and German. The medical questionnaire's
 * preview opens box A on a yes to question 1 and asks for a physician on a yes in the box; a new form with a yes/no
 * question and a follow-up shown on yes is created, reopened and previewed; a choice without options is refused at
 * the field, by the editor and by the API.
 */

const TEXTS = {
  en: {
    yes: 'Yes',
    no: 'No',
    physician: 'Physician sign-off required',
    noOptions: 'A choice needs its options.',
    created: 'Created.',
    required: 'Please answer this question.',
    dateIssue: 'Please enter a date as DD.MM.YYYY.',
    upload: 'Upload file',
    draw: 'Draw',
    germany: 'Germany',
    up: (id: string) => `Move ${id} up`,
    down: (id: string) => `Move ${id} down`,
  },
  de: {
    yes: 'Ja',
    no: 'Nein',
    physician: 'Ärztliche Freigabe nötig',
    noOptions: 'Eine Auswahl braucht ihre Möglichkeiten.',
    created: 'Angelegt.',
    required: 'Bitte beantworten Sie diese Frage.',
    dateIssue: 'Bitte ein Datum als TT.MM.JJJJ eingeben.',
    upload: 'Datei hochladen',
    draw: 'Zeichnen',
    germany: 'Deutschland',
    up: (id: string) => `${id} nach oben`,
    down: (id: string) => `${id} nach unten`,
  },
} as const;

const DEMO_FORMS = ['Diver medical questionnaire', 'Guest registration', 'Liability release', 'Rental gear sizes'];

/** The field editors' ids in order, and the focused element's name (expressions: the tests compile without the DOM types). */
const ORDER = "[...document.querySelectorAll('[data-testid^=\\'formdef-field-toggle-\\']')].map((e) => e.dataset.testid.slice(21))";
const FOCUSED = "document.activeElement?.getAttribute('aria-label') ?? null";

const previewField = (page: Page, id: string) => page.getByTestId('formdef-preview').getByTestId(`guest-field-${id}`);
const answer = (page: Page, id: string, option: string) => previewField(page, id).getByRole('radio', { name: option, exact: true }).check();

describe.each(['en', 'de'] as const)('form definitions (%s)', (lang) => {
  const text = TEXTS[lang];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the demo forms; the medical questionnaire previews its boxes and the physician flag', { timeout: 120_000 }, async () => {
    const page = await signedInPage(browser, { lang, at: '/formdef' });
    for (const name of DEMO_FORMS) await eventually(() => page.getByTestId('list-grid').getByText(name, { exact: true }).count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await shot(page, `formdef-list-${lang}`);

    // The demo's form by its exact name: other files add their own "Medical …" forms to the demo tenant.
    await search(page, 'Diver medical questionnaire');
    const medical = rows(page).filter({ has: page.getByText('Diver medical questionnaire', { exact: true }) });
    await eventually(() => medical.count()).toBe(1);
    await medical.first().click();
    await page.waitForURL((u) => /^\/formdef\/.+/.test(u.pathname));
    await page.getByTestId('formdef-editor').waitFor();
    // The preview starts in the screen's language.
    await eventually(() => page.getByTestId(`formdef-preview-${lang}`).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('formdef-preview').getByTestId('guest-section-boxA').count()).toBe(0);

    await answer(page, 'q1', text.yes);
    await page.getByTestId('formdef-preview').getByTestId('guest-section-boxA').waitFor();
    // A yes to question 1 opens box A; it raises nothing by itself.
    expect(await page.getByTestId('guest-form-physician').count()).toBe(0);
    await answer(page, 'boxA2', text.yes);
    await eventually(() => page.getByTestId('guest-form-physician').textContent()).toContain(text.physician);
    await answer(page, 'boxA2', text.no);
    await eventually(() => page.getByTestId('guest-form-physician').count()).toBe(0);
    await answer(page, 'q1', text.no);
    await eventually(() => page.getByTestId('formdef-preview').getByTestId('guest-section-boxA').count()).toBe(0);
    await answer(page, 'q1', text.yes);
    await answer(page, 'boxA1', text.yes);
    await page.getByTestId('guest-form-physician').waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, `formdef-editor-${lang}`);
    await page.getByTestId('formdef-preview').scrollIntoViewIfNeeded();
    await page.getByTestId('guest-form-physician').scrollIntoViewIfNeeded();
    await shot(page, `formdef-preview-${lang}`);
    await done(page);
  });

  it('previews the blocks: a country from the app’s list, a typed date, the upload to come, a signature typed or drawn', { timeout: 120_000 }, async () => {
    const page = await signedInPage(browser, { lang, at: '/formdef' });
    await search(page, 'Guest registration');
    const registration = rows(page).filter({ has: page.getByText('Guest registration', { exact: true }) });
    await eventually(() => registration.count()).toBe(1);
    await registration.first().click();
    await page.getByTestId('formdef-preview').waitFor();
    const progress = () => page.getByTestId('formdef-preview').getByTestId('guest-form-progress').textContent();
    const before = await progress();
    const country = previewField(page, 'nationality').getByRole('combobox');
    await eventually(() => country.locator('option[value="DE"]').textContent()).toBe(text.germany);
    await country.selectOption('DE');
    await eventually(progress).not.toBe(before);
    const birthday = previewField(page, 'birthday').getByRole('textbox');
    await birthday.fill('31.02.1990');
    await eventually(() => previewField(page, 'birthday').textContent()).toContain(text.dateIssue);
    await birthday.fill('6.5.1970');
    await eventually(() => previewField(page, 'birthday').textContent()).not.toContain(text.dateIssue);
    // Uploads come with the guest page: the place is shown, the control disabled.
    expect(await previewField(page, 'certification').getByRole('button', { name: text.upload }).isDisabled()).toBe(true);
    expect(await previewField(page, 'passportPhoto').getByRole('button', { name: text.upload }).isDisabled()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await previewField(page, 'certification').scrollIntoViewIfNeeded();
    await shot(page, `formdef-preview-blocks-${lang}`);

    await openInApp(page, '/formdef');
    await search(page, 'Liability release');
    const release = rows(page).filter({ has: page.getByText('Liability release', { exact: true }) });
    await eventually(() => release.count()).toBe(1);
    await release.first().click();
    await page.getByTestId('formdef-preview').waitFor();
    const signature = previewField(page, 'signature');
    await signature.getByRole('textbox').first().fill('Alex Diver');
    await signature.getByRole('radio', { name: text.draw, exact: true }).check();
    const pad = signature.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + 90, { steps: 5 });
    await page.mouse.move(box.x + 160, box.y + 30, { steps: 5 });
    await page.mouse.up();
    await eventually(() => pad.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+( L\d+ \d+)+$/);
    expect(await axe(page)).toEqual([]);
    await shot(page, `formdef-signature-${lang}`);
    await done(page);
  });

  it('creates a form with a follow-up shown on yes; a choice without options is refused at the field', { timeout: 180_000 }, async () => {
    const page = await signedInPage(browser, { lang, at: '/formdef' });
    await page.getByTestId('list-create').click();
    await page.waitForURL((u) => u.pathname === '/formdef/create');
    const name = `Follow-up ${lang} ${Date.now()}`;
    await page.getByTestId('formdef-name').fill(name);
    await page.getByTestId('formdef-title-en').fill('Diving experience');
    await page.getByTestId('formdef-title-de').fill('Taucherfahrung');
    await page.getByTestId('formdef-add-section').click();
    await page.getByTestId('formdef-new-type-0').selectOption('Radio');
    await page.getByTestId('formdef-add-field-0').click();
    const radio = page.getByTestId('formdef-field-radio');
    await radio.getByTestId('formdef-field-id').waitFor();

    // Saved without options: refused, the error at the options.
    await page.getByTestId('formdef-save').click();
    await eventually(() => page.getByTestId('formdef-options-error').textContent()).toBe(text.noOptions);
    await eventually(() => page.getByTestId('formdef-problems').isVisible()).toBe(true);
    expect(pathOf(page)).toBe('/formdef/create');
    // The API refuses it as well, at the same path.
    const refused = await apiAsUser(page, 'POST', '/api/form', {
      name: `${name} refused`,
      sections: [{ id: 's', fields: [{ id: 'q', type: 'Radio', label: { en: 'Q' } }] }],
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('sections.0.fields.0.options');
    expect(await axe(page)).toEqual([]);
    await shot(page, `formdef-refused-${lang}`);

    // The question: "Do you dive?" yes / no.
    await radio.getByTestId('formdef-field-id').fill('diving');
    const diving = page.getByTestId('formdef-field-diving');
    await diving.getByTestId('formdef-field-label-en').fill('Do you dive?');
    await diving.getByTestId('formdef-field-label-de').fill('Tauchst du?');
    await diving.getByTestId('formdef-field-required').check();
    await diving.getByTestId('formdef-add-option').click();
    await diving.getByTestId('formdef-add-option').click();
    await diving.getByTestId('formdef-option-value-0').fill('yes');
    await diving.getByTestId('formdef-option-label-0-en').fill('Yes');
    await diving.getByTestId('formdef-option-label-0-de').fill('Ja');
    await diving.getByTestId('formdef-option-value-1').fill('no');
    await diving.getByTestId('formdef-option-label-1-en').fill('No');
    await diving.getByTestId('formdef-option-label-1-de').fill('Nein');
    await eventually(() => page.getByTestId('formdef-options-error').count()).toBe(0);

    // The follow-up, shown only on yes (the condition starts as "the question before is its first option").
    await page.getByTestId('formdef-new-type-0').selectOption('QuestionShort');
    await page.getByTestId('formdef-add-field-0').click();
    const followUp = page.getByTestId('formdef-field-questionShort');
    await followUp.getByTestId('formdef-field-id').fill('where');
    const where = page.getByTestId('formdef-field-where');
    await where.getByTestId('formdef-field-label-en').fill('Where did you dive last?');
    await where.getByTestId('formdef-field-label-de').fill('Wo warst du zuletzt tauchen?');

    // Moved by keyboard: the focus stays with the moved field (on its other button once it is at the top).
    await page.getByRole('button', { name: text.up('where'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => page.evaluate(ORDER)).toEqual(['where', 'diving']);
    await eventually(() => page.evaluate(FOCUSED)).toBe(text.down('where'));
    await page.keyboard.press('Enter');
    await eventually(() => page.evaluate(ORDER)).toEqual(['diving', 'where']);
    await eventually(() => page.evaluate(FOCUSED)).toBe(text.up('where'));

    await where.getByTestId('formdef-add-condition').click();
    await eventually(() => where.getByTestId('formdef-rule-field').inputValue()).toBe('diving');
    await eventually(() => where.getByTestId('formdef-rule-op').inputValue()).toBe('equals');
    await eventually(() => where.getByTestId('formdef-rule-value').inputValue()).toBe('yes');
    await where.getByTestId('formdef-condition').scrollIntoViewIfNeeded();
    await shot(page, `formdef-condition-${lang}`);

    await page.getByTestId('formdef-save').click();
    await page.waitForURL((u) => /^\/formdef\/(?!create).+/.test(u.pathname));
    await eventually(() => notice(page, 'success').textContent()).toBe(text.created);
    const id = pathOf(page).split('/').pop()!;
    const stored = (await apiAsUser(page, 'GET', `/api/form/${id}`)).json as { sections: Array<{ fields: Array<Record<string, unknown>> }> };
    expect(stored.sections[0]!.fields.map((f) => f.id)).toEqual(['diving', 'where']);
    expect(stored.sections[0]!.fields[0]).toMatchObject({ type: 'Radio', required: true, label: { en: 'Do you dive?', de: 'Tauchst du?' } });
    expect(stored.sections[0]!.fields[1]!.condition).toEqual({ effect: 'show', any: [{ all: [{ field: 'diving', op: 'equals', value: 'yes' }] }] });

    // Reopened: the fields are there, and the preview asks the follow-up only on yes.
    await page.reload();
    await page.getByTestId('formdef-field-diving').waitFor();
    await page.getByTestId('formdef-field-where').waitFor();
    await eventually(() => previewField(page, 'diving').isVisible()).toBe(true);
    expect(await previewField(page, 'where').count()).toBe(0);
    // Checked as on sending: the required question says so.
    await page.getByTestId('formdef-preview-check').click();
    await eventually(() => previewField(page, 'diving').textContent()).toContain(text.required);
    await answer(page, 'diving', text.yes);
    await eventually(() => previewField(page, 'where').isVisible()).toBe(true);
    await answer(page, 'diving', text.no);
    await eventually(() => previewField(page, 'where').count()).toBe(0);
    expect(await axe(page)).toEqual([]);

    // Answers in the preview change nothing; an edit does, and leaving asks first.
    await page.getByTestId('back-to-list').click();
    await page.waitForURL((u) => u.pathname === '/formdef');
    await page.goBack();
    await page.getByTestId('formdef-name').fill(`${name} changed`);
    await page.getByTestId('back-to-list').click();
    await page.getByTestId('leave-stay').click();
    expect(pathOf(page)).toBe(`/formdef/${id}`);
    await page.getByTestId('back-to-list').click();
    await page.getByTestId('leave-confirm').click();
    await page.waitForURL((u) => u.pathname === '/formdef');

    // Copied (the copy opens), and the copy deleted.
    await openInApp(page, `/formdef/${id}`);
    await page.getByTestId('form-copy').click();
    await page.waitForURL((u) => /^\/formdef\/.+/.test(u.pathname) && u.pathname !== `/formdef/${id}`);
    const copyId = pathOf(page).split('/').pop()!;
    await eventually(() => page.getByTestId('formdef-name').inputValue()).toBe(`${name} (copy)`);
    await page.getByTestId('form-delete').click();
    await page.getByTestId('confirm-delete').click();
    await page.waitForURL((u) => u.pathname === '/formdef');
    expect((await apiAsUser(page, 'GET', `/api/form/${copyId}`)).status).toBe(404);
    expect((await apiAsUser(page, 'GET', `/api/form/${id}`)).status).toBe(200);
    await done(page);
  });
});
