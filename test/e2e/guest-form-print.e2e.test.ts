import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser, newPage } from './browser';
import { apiAsUser, done, openInApp, SCREENSHOTS, operatorDay, shot, signedInPage } from './screens';

/**
 * The signed PDF of a guest form and the guest-form settings (issue 24; docs/decisions/forms.md "The signed PDF",
 * "Retention", "The multi-guest page"). The test makes its own small medical form and stay; guest 1 submits with a
 * typed signature through the public call. The booking file's Guest forms panel has "Print (PDF)" per form, the
 * filled form's dialog one for the guest; each opens the PDF in a new tab. The settings screen has the retention
 * days and the multi-guest switch. axe finds nothing; en and de screenshots.
 */
const TEXTS = {
  en: { print: 'Print (PDF)', retention: 'Retention after departure (days)' },
  de: { print: 'Drucken (PDF)', retention: 'Aufbewahrung nach Abreise (Tage)' },
} as const;

type Available = { data: { id: string }[] };
type Link = { guest: string; path: string };

async function submittedStay(page: Page, lang: 'de' | 'en') {
  const definition = await apiAsUser(page, 'POST', '/api/form', {
    name: `Medical print e2e ${lang} ${Date.now()}`,
    purpose: 'medical',
    attach: 'manual',
    title: { en: 'Diver medical', de: 'Tauchmedizin' },
    sections: [
      {
        id: 'm',
        fields: [
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
  expect(definition.status, JSON.stringify(definition.json)).toBe(200);
  const offset = 400 + Math.floor(Math.random() * 300);
  const [checkIn, checkOut] = [operatorDay(offset), operatorDay(offset + 3)];
  const free = (await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${checkIn}&to=${checkOut}`)).json as unknown as Available;
  const booking = await apiAsUser(page, 'POST', '/api/bookings', { resort: 'r-coral', checkIn, checkOut, rooms: [{ room: free.data[0]!.id, noOfPax: 2 }] });
  expect(booking.status, JSON.stringify(booking.json)).toBe(201);
  const id = booking.json.id as string;
  const attached = await apiAsUser(page, 'POST', `/api/guestform/${String(definition.json.id)}/addToBooking`, { booking: id });
  const form = attached.json.id as string;
  const links = (await apiAsUser(page, 'GET', `/api/guestform/${id}/links`)).json.data as Link[];
  const token = links
    .find((l) => l.guest === 'guest-1')!
    .path.split('/')
    .pop()!;
  const saved = await apiAsUser(page, 'POST', `/api/guestform/${form}`, {
    token,
    data: { asthma: 'yes', signature: { name: 'Alex Diver', mode: 'typed' } },
    submit: true,
    lang,
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  return { booking: id, form, links };
}

/** The print call's answer when it comes: its status, type and address. */
const printed = (page: Page, form: string) =>
  page
    .waitForResponse((r) => r.url().includes(`/api/guestform/${form}/print`))
    .then((r) => ({ status: r.status(), type: r.headers()['content-type'], url: r.url() }));

describe.each(['en', 'de'] as const)('the guest form print (%s)', (lang) => {
  const text = TEXTS[lang];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(
    "prints a form from the booking file and from a guest's filled form; the settings have retention and the multi-guest switch",
    { timeout: 180_000 },
    async () => {
      const page = await signedInPage(browser, { lang });
      try {
        const { booking, form, links } = await submittedStay(page, lang);
        await openInApp(page, `/booking/${booking}#guest-forms`);
        const panel = page.getByTestId(`guest-form-${form}`);
        await panel.getByTestId('guest-form-print').waitFor();
        expect(await panel.getByTestId('guest-form-print').textContent()).toBe(text.print);
        await page.getByTestId('guest-forms-links').scrollIntoViewIfNeeded();
        expect(await axe(page)).toEqual([]);
        await shot(page, `guest-form-print-panel-${lang}`);

        // The whole form: a new tab with the PDF.
        // (Headless Chromium has no PDF viewer: the answer is checked, not the tab's look.)
        const [tab, all] = await Promise.all([page.waitForEvent('popup'), printed(page, form), panel.getByTestId('guest-form-print').click()]);
        expect(all).toMatchObject({ status: 200, type: 'application/pdf' });
        expect(all.url).toContain(`lang=${lang}`);
        await tab.close();

        // One guest's filled form: its own print.
        await page.getByTestId(`guest-link-guest-1-${form}`).getByTestId('guest-form-view').click();
        const dialog = page.getByTestId('guest-form-filled');
        await dialog.getByTestId('guest-form-filled-print').waitFor();
        expect(await dialog.getByTestId('guest-form-filled-print').textContent()).toBe(text.print);
        expect(await axe(page)).toEqual([]);
        await shot(page, `guest-form-print-dialog-${lang}`);
        const [one, mine] = await Promise.all([page.waitForEvent('popup'), printed(page, form), dialog.getByTestId('guest-form-filled-print').click()]);
        expect(mine).toMatchObject({ status: 200, type: 'application/pdf' });
        expect(mine.url).toContain('guest=guest-1');
        await one.close();
        await dialog.getByTestId('guest-form-filled-close').click();

        await openInApp(page, '/config/settings/guestform');
        await page.getByText(text.retention).waitFor();
        expect(await axe(page)).toEqual([]);
        await shot(page, `guest-form-settings-${lang}`);

        // The lead's page with the multi-guest switch off, at 390 px: pictures only (the demo tenant's setting is
        // shared by the lane's other files; the behaviour is functions/forms/guest/guest-window.integration.test.ts's).
        if (SCREENSHOTS) {
          const group = await apiAsUser(page, 'GET', '/api/settings/group/guestform');
          const version = group.json.version as number;
          expect((await apiAsUser(page, 'POST', '/api/settings/group/guestform', { version, values: { multiGuestPage: false } })).status).toBe(200);
          const guest = await newPage(browser, { locale: lang === 'de' ? 'de-DE' : 'en-US' });
          try {
            await guest.page.setViewportSize({ width: 390, height: 844 });
            await guest.page.goto(links.find((l) => l.guest === 'lead')!.path);
            await guest.page.getByTestId('guest-entry-guest-1').waitFor();
            expect(await guest.page.locator('[data-testid^="guest-fill-"]').count()).toBe(0);
            expect(await axe(guest.page)).toEqual([]);
            await shot(guest.page, `guest-form-lead-single-phone-${lang}`);
          } finally {
            await guest.context.close();
            const now = (await apiAsUser(page, 'GET', '/api/settings/group/guestform')).json.version as number;
            await apiAsUser(page, 'POST', '/api/settings/group/guestform', { version: now, values: { multiGuestPage: true } });
          }
        }
      } finally {
        await done(page);
      }
    },
  );
});
