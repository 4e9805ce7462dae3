import { mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser, newPage } from './browser';
import { apiAsUser, done, openInApp, operatorDay, signedInPage } from './screens';
import { deFormsWebLabels } from '../../shared/i18n/labels-forms-web.de';
import { deGuestPageLabels } from '../../shared/i18n/labels-guest-page.de';

const de = { ...deFormsWebLabels, ...deGuestPageLabels };

/**
 * A guest uploads the photo of their certification card (issue 24, docs/decisions/forms.md "Uploads"): a form with the
 * certification block attached to a new stay, opened through guest 1's link without a session (English, 390 px). A
 * text file is refused on the page with its message; the card photo uploads, shows its name and a thumbnail, is
 * saved with the draft and is there again after a reload; the staff's filled form shows it with a link to open it.
 * axe finds nothing. In German at desktop width: the labels, the hint with the limit, the refusals of a text file and of
 * a file over the limit, the card uploaded and kept. Pictures for checking go to
 * /tmp/shots-upload/ when SCREENSHOTS=1 (en and, after the language switch, de).
 */

/** A PNG of w×h pixels in one colour (the card's stand-in; the server checks its magic numbers). */
function png(w: number, h: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: h }, () => row)));
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const diving = (name: string) => ({
  name,
  purpose: 'registration',
  attach: 'manual',
  askedPer: 'guest',
  title: { en: 'Diving', de: 'Tauchen' },
  sections: [
    {
      id: 'diving',
      title: { en: 'Your certification', de: 'Dein Brevet' },
      fields: [{ id: 'cert', type: 'Certification', label: { en: 'Certification', de: 'Brevet' }, required: true }],
    },
  ],
});

async function stayWithCertification(page: Page): Promise<{ booking: string; form: string; path: string }> {
  const definition = await apiAsUser(page, 'POST', '/api/form', diving(`Upload e2e ${Date.now()}`));
  expect(definition.status, JSON.stringify(definition.json)).toBe(200);
  const offset = 400 + Math.floor(Math.random() * 300);
  const [checkIn, checkOut] = [operatorDay(offset), operatorDay(offset + 2)];
  const free = (await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${checkIn}&to=${checkOut}`)).json as unknown as { data: Array<{ id: string }> };
  expect(free.data.length, 'a free room on r-coral').toBeGreaterThan(0);
  const booking = await apiAsUser(page, 'POST', '/api/bookings', { resort: 'r-coral', checkIn, checkOut, rooms: [{ room: free.data[0]!.id, noOfPax: 1 }] });
  expect(booking.status, JSON.stringify(booking.json)).toBe(201);
  const attached = await apiAsUser(page, 'POST', `/api/guestform/${String(definition.json.id)}/addToBooking`, { booking: booking.json.id });
  expect(attached.status, JSON.stringify(attached.json)).toBe(200);
  const links = await apiAsUser(page, 'GET', `/api/guestform/${String(booking.json.id)}/links`);
  const link = (links.json.data as Array<{ guest: string; path: string }>).find((l) => l.guest === 'guest-1')!;
  return { booking: String(booking.json.id), form: attached.json.id as string, path: link.path };
}

/** An image's width once loaded (0 before: the thumbnail's bytes came through the signed link). */
const naturalWidth = (img: unknown) => (img as { naturalWidth: number }).naturalWidth;

const SHOTS = process.env.SCREENSHOTS === '1' ? '/tmp/shots-upload' : undefined;

describe('guest form uploads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a guest uploads a photo of the certification card and sees it, also after a reload', { timeout: 120_000 }, async () => {
    const staff = await signedInPage(browser, { lang: 'en' });
    const { booking, form, path } = await stayWithCertification(staff);

    const { context, page } = await newPage(browser, { locale: 'en-US' });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const card = page.getByTestId(`guest-form-${form}`);
      await card.waitFor();
      const cert = page.getByTestId('guest-field-cert');
      await cert.getByLabel('Agency').fill('PADI');
      await cert.getByLabel('Level').fill('Open Water');

      // Not a photo: refused on the page, nothing sent.
      const input = cert.getByTestId('upload-input');
      await cert.getByRole('button', { name: 'Certification card Choose a photo or PDF' }).waitFor();
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect.poll(() => cert.getByTestId('upload-error').textContent()).toBe('This file is not a photo (JPEG, PNG, WebP) or a PDF.');

      await input.setInputFiles({ name: 'padi-card.png', mimeType: 'image/png', buffer: png(160, 100, [30, 110, 190]) });
      const uploaded = cert.getByTestId('upload-done');
      await uploaded.getByRole('link', { name: 'padi-card.png' }).waitFor();
      await uploaded.getByRole('img', { name: 'Preview of padi-card.png' }).waitFor();
      await expect.poll(() => uploaded.getByRole('img').evaluate(naturalWidth)).toBe(160);
      expect(await cert.getByTestId('upload-error').count()).toBe(0);
      await cert.getByRole('button', { name: 'Certification card Replace file' }).waitFor();
      await expect.poll(() => card.getByTestId('guest-save-status').textContent(), { timeout: 15_000 }).toBe('Draft saved');
      expect(await axe(page)).toEqual([]);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/guest-upload-en.png`, fullPage: true });
      }

      // Saved with the draft: after a reload the card is there again.
      await page.reload();
      await page.getByTestId('guest-field-cert').getByTestId('upload-done').getByRole('link', { name: 'padi-card.png' }).waitFor();
      if (SHOTS) {
        await page.getByTestId('guest-language').click();
        await page.getByTestId('guest-field-cert').getByText('Brevetkarte').waitFor();
        await page.screenshot({ path: `${SHOTS}/guest-upload-de.png`, fullPage: true });
      }

      // The staff see the card in the filled form, with a link to open it.
      await openInApp(staff, `/booking/${booking}`);
      await staff.getByTestId('booking-guest-forms').scrollIntoViewIfNeeded();
      await staff.getByTestId(`guest-link-guest-1-${form}`).getByTestId('guest-form-view').click();
      const shown = staff.getByTestId('guest-form-filled').getByTestId('guest-form-upload');
      await shown.getByRole('link', { name: 'Open padi-card.png' }).waitFor();
      await shown.getByRole('img', { name: 'Uploaded by the guest: padi-card.png' }).waitFor();
      await expect.poll(() => shown.getByRole('img').evaluate(naturalWidth)).toBe(160);
      expect(await axe(staff)).toEqual([]);
      if (SHOTS) await staff.screenshot({ path: `${SHOTS}/staff-filled-en.png` });

      // Removed, the answer has no card any more (saved with the draft: a reload shows none).
      await cert.getByTestId('upload-done').getByRole('button').click();
      await expect.poll(() => cert.getByTestId('upload-done').count()).toBe(0);
      await expect.poll(() => card.getByTestId('guest-save-status').textContent(), { timeout: 15_000 }).toMatch(/^(Draft saved|Entwurf gespeichert)$/);
      await page.reload();
      await cert.getByTestId('upload-choose').waitFor();
      expect(await cert.getByTestId('upload-done').count()).toBe(0);
    } finally {
      await context.close();
    }

    await done(staff);
  });

  it('in German at desktop width: the labels, the refusal and the size in German, the card uploaded and saved', { timeout: 120_000 }, async () => {
    const staff = await signedInPage(browser, { lang: 'de' });
    const { form, path } = await stayWithCertification(staff);
    const { context, page } = await newPage(browser, { locale: 'de-DE' });
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const card = page.getByTestId(`guest-form-${form}`);
      await card.waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('de');
      const cert = page.getByTestId('guest-field-cert');
      await cert.getByLabel(de['guestForm.certification.agency']).fill('SSI');
      await cert.getByLabel(de['guestForm.certification.level']).fill('Open Water Diver');
      // The hint names the tenant's limit (spec default 256 KB).
      expect(await cert.textContent()).toContain(de['guestForm.uploadHint'].replace('{size}', '256'));
      const input = cert.getByTestId('upload-input');
      await input.setInputFiles({ name: 'notizen.txt', mimeType: 'text/plain', buffer: Buffer.from('hallo') });
      await expect.poll(() => cert.getByTestId('upload-error').textContent()).toBe(de['guestForm.uploadWrongType']);
      // Over the limit: refused on the page with the size in the message, nothing sent.
      await input.setInputFiles({ name: 'riesig.png', mimeType: 'image/png', buffer: Buffer.alloc(300 * 1024, 1) });
      await expect.poll(() => cert.getByTestId('upload-error').textContent()).toBe(de['guestForm.uploadTooLarge'].replace('{size}', '256'));

      await input.setInputFiles({ name: 'ssi-karte.png', mimeType: 'image/png', buffer: png(120, 80, [200, 90, 40]) });
      const uploaded = cert.getByTestId('upload-done');
      await uploaded.getByRole('link', { name: 'ssi-karte.png' }).waitFor();
      await uploaded.getByRole('img', { name: de['guestForm.uploadPreview'].replace('{name}', 'ssi-karte.png') }).waitFor();
      await expect.poll(() => card.getByTestId('guest-save-status').textContent(), { timeout: 15_000 }).toBe(de['guestPage.saved']);
      expect(await axe(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/guest-upload-de-desktop.png`, fullPage: true });
      await page.reload();
      await page.getByTestId('guest-field-cert').getByTestId('upload-done').getByRole('link', { name: 'ssi-karte.png' }).waitFor();
    } finally {
      await context.close();
    }
    await done(staff);
  });
});
