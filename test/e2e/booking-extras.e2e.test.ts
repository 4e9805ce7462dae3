import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations as axe } from './axe';
import { launchBrowser } from './browser';
import { apiAsUser, eventually, openInApp, shot, signedInPage, done } from './screens';

/**
 * The booking file's references, documents and language on the demo resort (docs/decisions.md, "Booking extras"): a
 * stay booked through the API is opened, a voucher reference added, a PDF uploaded through the file picker (media
 * module: register, PUT, confirm) and the language changed; each lands in the file and its history. axe finds
 * nothing; en and de screenshots.
 */

const CHECK_IN = '2027-09-14';
const CHECK_OUT = '2027-09-17';
type Available = { data: { id: string; name: string }[] };

describe('booking extras', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a reference, uploads a document and changes the language', { timeout: 180_000 }, async () => {
    const page = await signedInPage(browser);
    const free = ((await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${CHECK_IN}&to=${CHECK_OUT}`)).json as unknown as Available).data;
    const room = free[0] as { id: string };
    const made = await apiAsUser(page, 'POST', '/api/bookings', {
      resort: 'r-coral',
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      rooms: [{ room: room.id, noOfPax: 2 }],
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const id = made.json.id as string;

    await openInApp(page, `/booking/${id}`);
    await page.getByTestId('booking-references-empty').waitFor();
    expect(await page.getByTestId('booking-documents-empty').count()).toBe(1);
    expect(await axe(page)).toEqual([]);

    const voucher = `V-${Date.now()}`;
    await page.getByTestId('booking-ref-value').fill(voucher);
    await page.getByTestId('booking-ref-value').press('Enter');
    await eventually(() => page.getByTestId('booking-reference').count()).toBe(1);
    expect(await page.getByTestId('booking-reference').textContent()).toContain(`Voucher:${voucher}`);

    await page
      .getByTestId('booking-documents-input')
      .setInputFiles({ name: 'voucher.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 e2e voucher') });
    await eventually(() => page.getByTestId('booking-document').count()).toBe(1);
    expect(await page.getByTestId('booking-document').textContent()).toContain('voucher.pdf');
    // Not a kind of file a booking takes: named, nothing sent.
    await page.getByTestId('booking-documents-input').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from('x') });
    // The notice (its text is also announced in an aria-live region: the first of the two).
    await page.getByText('clip.mp4: this kind of file cannot be attached', { exact: false }).first().waitFor();

    await page.getByTestId('booking-language').selectOption('en');
    await eventually(async () => (await apiAsUser(page, 'GET', `/api/bookings/${id}`)).json.language).toBe('en');
    await eventually(() => page.getByTestId('booking-history').textContent()).toMatch(/Language changed.*Document added.*References changed/);
    expect(await page.getByTestId('booking-language').inputValue()).toBe('en');
    // The download link serves the uploaded bytes.
    const docs = (await apiAsUser(page, 'GET', `/api/bookings/${id}`)).json.documents as { id: string }[];
    const link = await apiAsUser(page, 'GET', `/api/bookings/${id}/documents/${docs[0]!.id}`);
    expect(link.status).toBe(200);
    expect(await (await page.request.get(link.json.url as string)).text()).toBe('%PDF-1.4 e2e voucher');
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('booking-documents').scrollIntoViewIfNeeded();
    await shot(page, 'booking-file-extras');
    await page.getByTestId('booking-extra-facts').scrollIntoViewIfNeeded();
    await shot(page, 'booking-file-extras-facts');
    await done(page);

    const de = await signedInPage(browser, { lang: 'de', at: `/booking/${id}` });
    await de.getByTestId('booking-document').waitFor();
    expect(await de.getByTestId('booking-references').textContent()).toMatch(/Referenzen.*Voucher/);
    expect(await de.getByTestId('booking-documents').textContent()).toMatch(/Dokumente.*voucher\.pdf/);
    expect(await axe(de)).toEqual([]);
    await de.getByTestId('booking-documents').scrollIntoViewIfNeeded();
    await shot(de, 'booking-file-extras-de');
    await done(de);
  });
});
