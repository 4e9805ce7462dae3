import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, done, eventually, notice, openInApp, operatorDay, shot, signedInPage } from './screens';

/**
 * Answers to the customer (docs/decisions/forms.md "Answers to the customer, lists and statistics"): a stay whose
 * guest 1 is a customer of the test's own submits a form whose answers differ from the customer in three fields; the
 * staff open "Sync to customer" in the booking file, take two of the three, and the customer page shows them (the third
 * stays). The board shows the completion summary; the guest form list lists the form. en and de, axe 0.
 */

const TEXTS = {
  en: { firstName: 'First name', phone: 'Phone', done: 'Written to the customer: 2 fields', stats: 'Next 7 days' },
  de: { firstName: 'Vorname', phone: 'Telefon', done: 'In den Kunden übernommen: 2 Felder', stats: 'Nächste 7 Tage' },
} as const;

type Available = { data: { id: string }[] };
type Links = { data: Array<{ guest: string; path: string; forms: Array<{ form: string; name: string }> }> };

const definition = (name: string) => ({
  name,
  purpose: 'registration',
  attach: 'manual',
  title: { en: name, de: name },
  sections: [
    {
      id: 'person',
      fields: [
        { id: 'firstName', type: 'QuestionShort', label: { en: 'First name', de: 'Vorname' }, required: true, customerField: 'firstName' },
        { id: 'lastName', type: 'QuestionShort', label: { en: 'Last name', de: 'Nachname' }, required: true, customerField: 'lastName' },
        { id: 'phone', type: 'Phone', label: { en: 'Mobile phone', de: 'Mobiltelefon' }, customerField: 'phone' },
        { id: 'nationality', type: 'Country', label: { en: 'Nationality', de: 'Staatsangehörigkeit' }, customerField: 'nationality' },
      ],
    },
  ],
});

async function stayOfTwo(page: Page, offset: number): Promise<{ id: string; checkIn: string }> {
  const checkIn = operatorDay(offset);
  const checkOut = operatorDay(offset + 2);
  const free = ((await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${checkIn}&to=${checkOut}`)).json as unknown as Available).data;
  expect(free.length).toBeGreaterThan(0);
  const made = await apiAsUser(page, 'POST', '/api/bookings', { resort: 'r-coral', checkIn, checkOut, rooms: [{ room: free.at(-1)!.id, noOfPax: 2 }] });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return { id: made.json.id as string, checkIn };
}

describe.each([
  ['en', 17],
  ['de', 19],
] as const)('answers to the customer (%s)', (lang, offset) => {
  const text = TEXTS[lang];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('syncs two of three differing answers to the customer, and the customer page shows them', { timeout: 180_000 }, async () => {
    const page = await signedInPage(browser, { lang });
    const stamp = `${lang}-${Date.now().toString(36)}`;
    const lastName = `Sync ${stamp}`;
    const customer = await apiAsUser(page, 'POST', '/api/customers', {
      masterData: { firstName: 'Old', lastName, nationality: 'DE' },
      contact: { phone: '+49 30 1234' },
    });
    expect(customer.status, JSON.stringify(customer.json)).toBe(200);
    const customerId = customer.json.id as string;
    const def = await apiAsUser(page, 'POST', '/api/form', definition(`Registration ${stamp}`));
    expect(def.status, JSON.stringify(def.json)).toBe(200);
    const booking = await stayOfTwo(page, offset);
    expect((await apiAsUser(page, 'POST', `/api/guestform/${def.json.id as string}/addToBooking`, { booking: booking.id })).status).toBe(200);
    const linked = await apiAsUser(page, 'POST', `/api/guestform/customer/${customerId}/${booking.id}`, { guest: 'guest-1' });
    expect(linked.status, JSON.stringify(linked.json)).toBe(200);

    // Guest 1 submits: first name, phone and nationality differ from the customer; the last name is the same.
    const links = (await apiAsUser(page, 'GET', `/api/guestform/${booking.id}/links`)).json as unknown as Links;
    const guest1 = links.data.find((l) => l.guest === 'guest-1')!;
    const formId = guest1.forms[0]!.form;
    const saved = await apiAsUser(page, 'POST', `/api/guestform/${formId}`, {
      token: guest1.path.split('/').pop(),
      data: { firstName: 'Aroha', lastName, phone: '+64 21 555 0101', nationality: 'NZ' },
      submit: true,
      lang,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);

    await openInApp(page, `/booking/${booking.id}`);
    const cell = page.getByTestId(`guest-link-guest-1-${formId}`);
    await cell.getByTestId('guest-form-sync-open').click();
    const dialog = page.getByTestId('guest-form-sync');
    await dialog.getByTestId('guest-form-sync-fields').waitFor();
    const row = (target: string) => dialog.getByTestId(`sync-field-${target}`);
    // The differing fields are ticked at first; the same one is not.
    for (const target of ['masterData.firstName', 'contact.phone', 'masterData.nationality']) {
      expect(await row(target).getAttribute('data-differs')).toBe('true');
      expect(await row(target).getByRole('checkbox').isChecked()).toBe(true);
    }
    expect(await row('masterData.lastName').getByRole('checkbox').isChecked()).toBe(false);
    expect(await row('masterData.firstName').textContent()).toContain('Old');
    expect(await row('masterData.firstName').textContent()).toContain('Aroha');
    // Two of three: the nationality stays as it is.
    await row('masterData.nationality').getByRole('checkbox').uncheck();
    expect(await axe(page)).toEqual([]);
    await shot(page, `guest-form-sync-dialog-${lang}`);
    await dialog.getByTestId('guest-form-sync-confirm').click();
    await eventually(() => notice(page, 'success').textContent()).toContain(text.done);
    await eventually(() => page.getByTestId('guest-form-sync').count()).toBe(0);

    // The customer page shows the two taken; the customer keeps the nationality.
    await openInApp(page, `/customer/${customerId}`);
    await eventually(() => page.getByLabel(text.firstName, { exact: true }).inputValue()).toBe('Aroha');
    expect(await page.getByLabel(text.phone, { exact: true }).inputValue()).toBe('+64 21 555 0101');
    const stored = await apiAsUser(page, 'GET', `/api/customers/${customerId}`);
    expect(stored.json.masterData).toMatchObject({ firstName: 'Aroha', nationality: 'DE' });
    await shot(page, `guest-form-sync-customer-${lang}`);

    // The board's completion summary, and the guest form list with the booking's form.
    await openInApp(page, `/form?from=${booking.checkIn}&to=${booking.checkIn}`);
    await eventually(() => page.getByTestId('guest-form-stats-7').textContent()).toContain(text.stats);
    await page.getByTestId(`board-booking-${booking.id}`).waitFor();
    await eventually(() => page.getByTestId('guest-form-stats-30').locator('[data-rate]').count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await shot(page, `guest-form-sync-board-${lang}`);

    await openInApp(page, `/customer/guestform?from=${booking.checkIn}&to=${booking.checkIn}`);
    await eventually(() =>
      page
        .getByTestId('list-row')
        .filter({ hasText: `Registration ${stamp}` })
        .count(),
    ).toBe(2);
    expect(await axe(page)).toEqual([]);
    await shot(page, `guest-form-sync-list-${lang}`);
    await done(page);
  });
});
