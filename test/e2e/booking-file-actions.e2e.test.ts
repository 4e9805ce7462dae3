import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { pdfAsImage } from './pdf-image';
import { apiAsUser, eventually, openInApp, shot, signedInPage, clickToOpen, done } from './screens';

/**
 * Issue 22, the booking file's actions walked through the screens in English and German: an early check-in asks in
 * a dialog (arrival date, open money) and the header says checked in; the check-in is undone; the cancel asks for a
 * reason, shows the terms' fee and issues a credit note of what was paid beyond it; a rebook links both bookings.
 * Each language books its own stay through the API (own terms with a 20 % fee, 100.00 paid). Axe checks every dialog
 * in English; the German walk checks the German texts and dates (the dialogs' markup is the same in both languages).
 */

type Stored = {
  id: string;
  bookingNo: number;
  state: string;
  checkedInAt?: string;
  cancelReason?: string;
  rebookedTo?: string;
  source?: string;
  calculation?: { type: string; total: string }[];
  received?: { amount: string; method: string }[];
};
type Available = { data: { id: string; name: string }[] };

const actionsOf = async (page: Page) => ((await page.getByTestId('booking-actions').getAttribute('data-actions')) ?? '').split(' ');
const stored = async (page: Page, id: string) => (await apiAsUser(page, 'GET', `/api/bookings/${id}`)).json as unknown as Stored;
const cents = (text: string) => Math.round(Number(text) * 100);
/** Axe on the English walk's dialogs; the German walk's are the same markup with other texts (docs/testing.md). */
const accessible = async (page: Page, lang: 'en' | 'de') => {
  if (lang === 'en') expect(await axe(page)).toEqual([]);
};

/** A downloaded PDF's bytes (saved through the connection: the shared browser's own path is not ours to read). */
async function downloadedBytes(download: Download): Promise<Uint8Array> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tw-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await download.saveAs(file);
    return new Uint8Array(readFileSync(file));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A stay of the agency a-oceanic on r-coral, under terms with a 20 % cancellation fee, 100.00 paid. */
async function bookPaid(page: Page, checkIn: string, checkOut: string): Promise<Stored> {
  const free = (await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${checkIn}&to=${checkOut}`)).json as unknown as Available;
  const room = free.data.find((r) => r.name.startsWith('Garden')) ?? free.data[0];
  expect(room, 'a free room on r-coral').toBeDefined();
  const terms = await apiAsUser(page, 'POST', '/api/terms', {
    name: `Flexible ${checkIn}`,
    cancellationFeePercent: 20,
    entries: [{ reason: 'Total', useTerms: true }],
  });
  expect(terms.status, JSON.stringify(terms.json)).toBe(200);
  const res = await apiAsUser(page, 'POST', '/api/bookings', {
    resort: 'r-coral',
    checkIn,
    checkOut,
    agency: 'a-oceanic',
    termsOfPayment: terms.json.id,
    rooms: [{ room: room!.id, noOfPax: 2 }],
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const id = res.json.id as string;
  expect((await apiAsUser(page, 'POST', `/api/bookings/${id}/payment`, { amount: '100', method: 'bank' })).status).toBe(200);
  return stored(page, id);
}

const TEXT = {
  en: {
    checkedIn: 'Checked in',
    confirmed: 'Confirmed',
    keep: 'Keep booking',
    cancel: 'Cancel booking',
    rebookedTo: 'Rebooked to #',
    rebookedFrom: 'Rebooked from #',
    removeFee: 'Remove cancellation fee',
    change: 'Change booking',
  },
  de: {
    checkedIn: 'Eingecheckt',
    confirmed: 'Bestätigt',
    keep: 'Buchung behalten',
    cancel: 'Buchung stornieren',
    rebookedTo: 'Umgebucht auf #',
    rebookedFrom: 'Umgebucht von #',
    removeFee: 'Stornogebühr entfernen',
    change: 'Buchung ändern',
  },
} as const;

describe('booking file actions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['en', '2027-09-06', '2027-09-09', '2027-09-20', '2027-09-23'],
    ['de', '2027-10-04', '2027-10-07', '2027-10-18', '2027-10-21'],
  ] as const)(
    'walks early check-in, undo, cancel with fee and credit note, and rebook (%s)',
    { timeout: 240_000 },
    async (lang, checkIn, checkOut, newIn, newOut) => {
      const page = await signedInPage(browser, { lang });
      const text = TEXT[lang];
      const b = await bookPaid(page, checkIn, checkOut);
      await openInApp(page, `/booking/${b.id}`);
      await page.getByTestId('booking-facts').waitFor();

      // The booking's QR codes (issue 29): the check-in link, and the EPC transfer of what is open with amount and IBAN.
      const company = (await apiAsUser(page, 'GET', '/api/company')).json;
      if (!(company.bank as { iban?: string } | undefined)?.iban)
        await apiAsUser(page, 'POST', '/api/company', { ...company, bank: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' } });
      await clickToOpen(page, 'booking-qr-open', 'booking-qr-dialog');
      await page.getByTestId('booking-qr-checkin').waitFor();
      expect(await page.getByTestId('booking-qr-url').textContent()).toContain(`/booking/${b.id}`);
      await page.getByTestId('booking-qr-payment-facts').waitFor();
      expect(await page.getByTestId('booking-qr-payment-facts').textContent()).toContain('DE89 3704 0044 0532 0130 00');
      await accessible(page, lang);
      await shot(page, `booking-file-qr-codes-${lang}`);
      await page.getByTestId('booking-qr-close').click();
      // Issue 29: "Change booking" sets the source in one change (POST {id}/change with the version shown).
      expect(await page.getByTestId('booking-form-change').textContent()).toBe(text.change);
      await clickToOpen(page, 'booking-form-change', 'booking-change-dialog');
      await page.getByTestId('booking-change-source').fill(`Phone ${lang}`);
      await accessible(page, lang);
      await shot(page, `booking-file-actions-change-${lang}`);
      await page.getByTestId('booking-change-dialog-save').click();
      await eventually(async () => (await stored(page, b.id)).source).toBe(`Phone ${lang}`);
      await eventually(() => page.getByTestId('booking-change-dialog').count()).toBe(0);

      // Check-in days before the arrival: the dialog shows the date (DD.MM.YYYY) and the money open, then checks in early.
      await page.getByTestId('booking-action-checkin').click();
      const dialog = page.getByTestId('booking-checkin-dialog');
      await dialog.waitFor();
      const [y, m, d] = checkIn.split('-');
      expect(await page.getByTestId('booking-checkin-arrival').textContent()).toBe(`${d}.${m}.${y}`);
      await page.getByTestId('booking-checkin-early').waitFor();
      expect(await page.getByTestId('booking-checkin-open').textContent()).toMatch(/\d/);
      await accessible(page, lang);
      await shot(page, `booking-file-actions-checkin-${lang}`);
      await page.getByTestId('booking-checkin-confirm').click();
      await page.getByTestId('booking-stay-state').waitFor();
      expect(await page.getByTestId('booking-fact-state').textContent()).toContain(text.checkedIn);
      expect((await stored(page, b.id)).checkedInAt).toBeDefined();
      await eventually(() => actionsOf(page)).toEqual(expect.arrayContaining(['checkout', 'revert']));
      expect(await actionsOf(page)).not.toContain('cancel');
      await shot(page, `booking-file-actions-checked-in-${lang}`);

      // Undo the check-in: back to confirmed, Cancel offered again.
      await page.getByTestId('booking-action-revert').click();
      await eventually(() => page.getByTestId('booking-stay-state').count()).toBe(0);
      await eventually(() => actionsOf(page)).toContain('cancel');
      expect((await stored(page, b.id)).checkedInAt).toBeUndefined();

      // Cancel: reason, the terms' 20 % fee, a credit note of what was paid beyond it.
      await clickToOpen(page, 'booking-action-cancel', 'booking-action-dialog');
      expect(await page.getByTestId('booking-cancel-keep').textContent()).toBe(text.keep);
      expect(await page.getByTestId('booking-action-confirm').textContent()).toBe(text.cancel);
      // Each label on one line (the German ones wrapped in Fluent's default two thirds of the dialog); a narrow window
      // may put whole buttons on two rows. Layout sizes (offset*), not the boxes the opening animation scales.
      const heightOf = (id: string) => page.getByTestId(id).evaluate((el) => (el as unknown as { offsetHeight: number }).offsetHeight);
      expect(Math.max(await heightOf('booking-cancel-keep'), await heightOf('booking-action-confirm'))).toBeLessThanOrEqual(36);
      // The fee shows once the booking's terms are fetched (a spinner says so until then).
      await eventually(async () =>
        Number(
          await page
            .getByTestId('booking-cancel-fee')
            .getAttribute('data-minor', { timeout: 1000 })
            .catch(() => 0),
        ),
      ).toBeGreaterThan(0);
      const feeMinor = Number(await page.getByTestId('booking-cancel-fee').getAttribute('data-minor'));
      // The server's preview names the terms the fee comes from (GET /api/bookings/{id}/cancellationFee).
      expect(await page.getByTestId('booking-cancel-fee-terms').getAttribute('data-source')).toMatch(/^(booking|priceDefinition|default)$/);
      await page.getByTestId('booking-cancel-reason').fill('Storm warning');
      await page.getByTestId('booking-cancel-credit').click();
      await accessible(page, lang);
      await shot(page, `booking-file-actions-cancel-${lang}`);
      await page.getByTestId('booking-action-confirm').click();
      await eventually(async () => (await stored(page, b.id)).received?.length).toBe(2);
      const cancelled = await stored(page, b.id);
      expect(cancelled).toMatchObject({ state: 'aborted', cancelReason: 'Storm warning' });
      const fee = cancelled.calculation?.filter((l) => l.type === 'cancellationFee') ?? [];
      expect(fee.map((l) => cents(l.total))).toEqual([feeMinor]);
      // Paid 100.00; the note took all beyond the fee: what stays paid is the fee, to the cent.
      expect(cancelled.received?.reduce((s, p) => s + cents(p.amount), 0)).toBe(feeMinor);
      expect(cancelled.received?.[1]).toMatchObject({ method: 'credit', amount: `-${((10000 - feeMinor) / 100).toFixed(2)}` });
      await eventually(() => actionsOf(page)).toContain('revert');
      expect(await actionsOf(page)).not.toContain('cancel');
      expect(await page.getByTestId('booking-action-cancel').count()).toBe(0);
      expect(await page.getByTestId('booking-online-payment').count(), 'no "Take payment online" for a cancelled booking').toBe(0);
      await shot(page, `booking-file-actions-cancelled-${lang}`);

      // The fee waived afterwards: "Remove cancellation fee" on its line asks first, then the line is gone.
      expect(await page.getByTestId('booking-calc-remove-fee').textContent()).toBe(text.removeFee);
      await page.getByTestId('booking-calc-remove-fee').click();
      await page.getByTestId('booking-remove-fee-dialog').waitFor();
      await accessible(page, lang);
      await shot(page, `booking-file-actions-remove-fee-${lang}`);
      await page.getByTestId('booking-remove-fee-confirm').click();
      await eventually(async () => (await stored(page, b.id)).calculation?.filter((l) => l.type === 'cancellationFee').length).toBe(0);
      await eventually(() => page.getByTestId('booking-calc-remove-fee').count()).toBe(0);

      // Revert, then rebook to new dates (typed DD.MM.YYYY): both bookings link to each other.
      await page.getByTestId('booking-action-revert').click();
      await eventually(async () => (await stored(page, b.id)).state).toBe('confirmed');
      await page.getByTestId('booking-form-rebook').click();
      const dates = page.getByTestId('booking-dates-dialog');
      await dates.waitFor();
      const fmt = (iso: string) => iso.split('-').reverse().join('.');
      expect(await page.getByTestId('booking-dates-checkin').inputValue()).toBe(fmt(checkIn));
      // Typed, then left by Tab: the field holds the day (data-iso, what the save sends) and not only shows it.
      const typeDate = async (id: string, iso: string) => {
        const field = page.getByTestId(id);
        for (let attempt = 0; attempt < 3; attempt++) {
          await field.fill(fmt(iso));
          await field.press('Tab');
          const held = await expect
            .poll(() => field.getAttribute('data-iso'), { timeout: 3_000 })
            .toBe(iso)
            .then(() => true)
            .catch(() => false);
          if (held) return;
        }
        expect(await field.getAttribute('data-iso')).toBe(iso);
      };
      await typeDate('booking-dates-checkin', newIn);
      await typeDate('booking-dates-checkout', newOut);
      expect(await page.getByTestId('booking-dates-checkin').getAttribute('data-iso')).toBe(newIn);
      await eventually(() => page.getByTestId('booking-form-availability').getAttribute('data-free')).toBe('true');
      await accessible(page, lang);
      await shot(page, `booking-file-actions-rebook-${lang}`);
      await page.getByTestId('booking-dates-dialog-save').click();
      await eventually(async () => (await stored(page, b.id)).state).toBe('rebooked');
      const next = await stored(page, (await stored(page, b.id)).rebookedTo!);
      await eventually(() => page.getByTestId('booking-rebooked-to').textContent()).toBe(`${text.rebookedTo}${next.bookingNo}`);
      await page.getByTestId('booking-rebooked-to').click();
      await eventually(() => page.getByTestId('booking-rebooked-from').textContent()).toBe(`${text.rebookedFrom}${b.bookingNo}`);
      expect(await page.getByTestId('booking-fact-dates').textContent()).toContain(fmt(newIn));
      await accessible(page, lang);
      await shot(page, `booking-file-actions-rebooked-${lang}`);
      await done(page);
    },
  );
  // Issue 29: the Print menu lists the demo's document templates by their kind in the screen's language; the
  // confirmation is rendered in the chosen language and read back from the PDF; the departure's passenger list too.
  // Two bookings and four PDFs rendered by PDF.js: 15–20 s alone, 47–60 s in the loaded suite (as the walks above).
  it("prints a confirmation from the Print menu and a departure's passenger list, in English and German", { timeout: 180_000 }, async () => {
    const WORDS = {
      en: { menu: ['Booking confirmation', 'Offer', 'Voucher'], language: 'English', title: 'Booking confirmation', total: 'Total', list: 'Passenger list' },
      de: {
        menu: ['Buchungsbestätigung', 'Angebot', 'Voucher'],
        language: 'Deutsch',
        title: 'Buchungsbestätigung',
        total: 'Gesamtbetrag',
        list: 'Passagierliste',
      },
    } as const;
    for (const [lang, checkIn, checkOut] of [
      ['en', '2027-11-08', '2027-11-11'],
      ['de', '2027-11-15', '2027-11-18'],
    ] as const) {
      const words = WORDS[lang];
      const page = await signedInPage(browser, { lang });
      const b = await bookPaid(page, checkIn, checkOut);
      await openInApp(page, `/booking/${b.id}`);
      await page.getByTestId('booking-print').click();
      const menu = page.getByTestId('booking-print-menu');
      await menu.getByTestId('booking-print-print.confirmation').waitFor();
      expect(await menu.getByRole('menuitem').allTextContents()).toEqual(words.menu);
      await menu.getByRole('menuitemradio', { name: words.language }).click();
      await shot(page, `booking-print-menu-${lang}`);
      const [confirmation] = await Promise.all([page.waitForEvent('download'), menu.getByTestId('booking-print-print.confirmation').click()]);
      const printed = await pdfAsImage(page.context(), await downloadedBytes(confirmation), `booking-print-confirmation-pdf-${lang}`);
      for (const s of [`${words.title} ${b.bookingNo}`, words.total, 'Coral Bay Resort']) expect(printed.text).toContain(s);

      const departures = (await apiAsUser(page, 'GET', '/api/schedules/booking')).json.data as { id: string }[];
      await openInApp(page, `/schedule/${departures[0]!.id}`);
      await page.getByTestId('schedule-payments').waitFor();
      await shot(page, `schedule-passenger-list-button-${lang}`);
      const [list] = await Promise.all([page.waitForEvent('download'), page.getByTestId('schedule-passenger-list').click()]);
      const manifest = await pdfAsImage(page.context(), await downloadedBytes(list), `schedule-passenger-list-pdf-${lang}`);
      for (const s of [words.list, 'MV Manta Queen']) expect(manifest.text).toContain(s);
      await done(page);
    }
  });
});
