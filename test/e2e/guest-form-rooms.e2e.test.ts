import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, done, eventually, notice, openInApp, operatorDay, shot, signedInPage } from './screens';

/**
 * The two guest-form calls the screens use since issue 24's "an API no screen uses is not done" (docs/decisions/
 * forms.md "Answers to the customer, lists and statistics"): in the booking file, "Link customer" on a guest slot
 * naming nobody finds a customer of the test's own and links them (POST guestform/customer/{customer}/{booking}), the
 * row then names them; a slot taken meanwhile shows the 409 in the dialog. On the board, "By room" shows the stay's
 * room with its guests and forms expected, complete and needing review (GET guestform/rooms). en and de, axe 0.
 */

const TEXTS = {
  en: { action: 'Link customer', byRoom: 'By room', room: 'Room', physician: 'Needs review (physician)' },
  de: { action: 'Kunde zuordnen', byRoom: 'Nach Zimmer', room: 'Zimmer', physician: 'Prüfen (Arzt nötig)' },
} as const;

type Available = { data: { id: string }[] };
type Links = { data: Array<{ guest: string; path: string; customer?: string; forms: Array<{ form: string }> }> };

const definition = (name: string) => ({
  name,
  purpose: 'medical',
  attach: 'manual',
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
      ],
    },
  ],
});

async function customer(page: Page, firstName: string, lastName: string): Promise<string> {
  const made = await apiAsUser(page, 'POST', '/api/customers', { masterData: { firstName, lastName } });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  return made.json.id as string;
}

describe.each([
  ['en', 23],
  ['de', 27],
] as const)('guest forms: link a customer, rooms view (%s)', (lang, offset) => {
  const text = TEXTS[lang];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('links a customer to a guest slot in the booking file and shows the stay by room on the board', { timeout: 180_000 }, async () => {
    const page = await signedInPage(browser, { lang });
    const stamp = `${lang}-${Date.now().toString(36)}`;
    const lastName = `Rooms ${stamp}`;
    const wanted = await customer(page, 'Tane', lastName);
    const other = await customer(page, 'Other', `Taken ${stamp}`);
    const def = await apiAsUser(page, 'POST', '/api/form', definition(`Medical ${stamp}`));
    expect(def.status, JSON.stringify(def.json)).toBe(200);

    const checkIn = operatorDay(offset);
    const checkOut = operatorDay(offset + 2);
    const free = ((await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${checkIn}&to=${checkOut}`)).json as unknown as Available).data;
    expect(free.length).toBeGreaterThan(0);
    const room = free.at(-1)!.id;
    const made = await apiAsUser(page, 'POST', '/api/bookings', { resort: 'r-coral', checkIn, checkOut, rooms: [{ room, noOfPax: 2 }] });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const booking = made.json.id as string;
    expect((await apiAsUser(page, 'POST', `/api/guestform/${def.json.id as string}/addToBooking`, { booking })).status).toBe(200);

    // Guest 1 submits, answering "asthma: yes" (the physician flag): one form complete and needing review.
    const links = (await apiAsUser(page, 'GET', `/api/guestform/${booking}/links`)).json as unknown as Links;
    const guest1 = links.data.find((l) => l.guest === 'guest-1')!;
    const saved = await apiAsUser(page, 'POST', `/api/guestform/${guest1.forms[0]!.form}`, {
      token: guest1.path.split('/').pop(),
      data: { firstName: 'Aroha', asthma: 'yes' },
      submit: true,
      lang,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);

    await openInApp(page, `/booking/${booking}`);
    const row = (guest: string) => page.getByTestId(`guest-link-${guest}`);
    await row('guest-2').waitFor();
    expect(await row('lead').getByTestId('guest-link-customer-open').count()).toBe(0);
    const find = async (guest: string) => {
      await row(guest).getByTestId('guest-link-customer-open').click();
      const dialog = page.getByTestId('guest-link-customer-dialog');
      const input = dialog.getByTestId('guest-link-customer-find');
      await input.fill(lastName);
      await page.getByRole('option', { name: new RegExp(lastName) }).click();
      expect(await input.inputValue()).toBe(`Tane ${lastName}`);
      return dialog;
    };

    // Guest 1: another desk links someone else to the slot while the dialog is open: 409, shown in the dialog.
    expect(await row('guest-1').getByTestId('guest-link-customer-open').textContent()).toBe(text.action);
    let dialog = await find('guest-1');
    const taken = await apiAsUser(page, 'POST', `/api/guestform/customer/${other}/${booking}`, { guest: 'guest-1' });
    expect(taken.status, JSON.stringify(taken.json)).toBe(200);
    await dialog.getByTestId('guest-link-customer-dialog-save').click();
    await dialog.getByTestId('guest-link-customer-dialog-error').waitFor();
    expect(await page.getByTestId('guest-link-customer-dialog').count()).toBe(1);
    await dialog.getByRole('button', { name: lang === 'de' ? 'Abbrechen' : 'Cancel' }).click();
    await eventually(() => page.getByTestId('guest-link-customer-dialog').count()).toBe(0);
    // The panel behind read the links again: guest 1 names the other customer and offers no link.
    await eventually(() => row('guest-1').getByTestId('guest-link-name').textContent()).toContain(`Taken ${stamp}`);
    expect(await row('guest-1').getByTestId('guest-link-customer-open').count()).toBe(0);

    await page.getByTestId('booking-guest-forms').scrollIntoViewIfNeeded();
    await shot(page, `guest-form-link-action-${lang}`);
    // Guest 2: linked; the row names the customer and offers the link no more.
    dialog = await find('guest-2');
    expect(await axe(page)).toEqual([]);
    await shot(page, `guest-form-link-customer-${lang}`);
    await dialog.getByTestId('guest-link-customer-dialog-save').click();
    await eventually(() => notice(page, 'success').textContent()).toContain(lastName);
    await eventually(() => row('guest-2').getByTestId('guest-link-name').textContent()).toContain(lastName);
    expect(await row('guest-2').getByTestId('guest-link-customer-open').count()).toBe(0);
    const stored = (await apiAsUser(page, 'GET', `/api/guestform/${booking}/links`)).json as unknown as Links;
    expect(stored.data.find((l) => l.guest === 'guest-2')?.customer).toBe(wanted);
    expect(stored.data.find((l) => l.guest === 'guest-1')?.customer).toBe(other);
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('booking-guest-forms').scrollIntoViewIfNeeded();
    await shot(page, `guest-form-linked-${lang}`);

    // The board "By room": the stay's room with 2 guests, 2 forms expected, 1 complete, 1 needing review.
    await openInApp(page, `/form?from=${checkIn}&to=${checkIn}`);
    await page.getByTestId('board-rows').or(page.getByTestId('board-empty')).first().waitFor();
    await page.getByRole('switch', { name: text.byRoom }).click();
    const standing = page.getByTestId(`rooms-row-${booking}-${room}`);
    await standing.waitFor();
    const cell = (id: string) => standing.getByTestId(id).textContent();
    expect([await cell('rooms-guests'), await cell('rooms-expected'), await cell('rooms-complete'), await cell('rooms-physician')]).toEqual([
      '2',
      '2',
      '1',
      '1',
    ]);
    await eventually(() => cell('rooms-room')).not.toBe(room);
    expect(await page.getByTestId('rooms-table').getByRole('columnheader').allTextContents()).toEqual(expect.arrayContaining([text.room, text.physician]));
    expect(page.url()).toContain('view=rooms');
    expect(await axe(page)).toEqual([]);
    await shot(page, `guest-form-rooms-${lang}`);
    await done(page);
  });
});
