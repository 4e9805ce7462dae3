import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readInbox, type StoredMail } from '../../infra/local/ses-local';
import { violations as axe } from './axe';
import { baseUrl, launchBrowser, newPage } from './browser';
import { apiAsUser, eventually, notice, shot, signedInPage } from './screens';

/**
 * Invoices end to end (docs/decisions.md "Invoices") on the demo resort: a priced stay for a new guest is booked through
 * the API; in the booking file "Send invoice" issues the invoice and queues the mail; the mail lands in the local SES
 * inbox with the PDF attached and a public link; the PDF is rendered to a picture (pdf.js in Chromium) to look at; the
 * link opens the public invoice as a guest (no session) with Pay now. axe finds nothing; en and de screenshots.
 */
const CHECK_IN = '2027-10-12';
const CHECK_OUT = '2027-10-15';
type Attachment = { filename?: string; content: string; contentType: string };
type Mail = StoredMail & { attachments?: Attachment[] };

/** Renders the first page of a PDF to screenshots/<name>.png with pdf.js, served to the page from node_modules. */
async function renderPdf(page: Page, pdf: Buffer, name: string): Promise<void> {
  const dir = path.resolve('node_modules/pdfjs-dist/build');
  await page.route('**/__pdfjs/*', (route) => {
    const file = path.basename(new URL(route.request().url()).pathname);
    return route.fulfill({ body: readFileSync(path.join(dir, file)), contentType: 'text/javascript' });
  });
  await page.goto(`${baseUrl()}/__pdfjs/pdf.mjs`);
  await page.setContent('<canvas id="c"></canvas>');
  await page.addScriptTag({ type: 'module', content: "import * as pdfjs from '/__pdfjs/pdf.mjs'; globalThis.pdfjsLib = pdfjs;" });
  await page.waitForFunction('globalThis.pdfjsLib !== undefined');
  await page.evaluate(async (data) => {
    // Browser globals, typed loosely (the e2e program has no DOM lib).
    type Canvas = { width: number; height: number; getContext(kind: string): unknown };
    type PdfJs = {
      GlobalWorkerOptions: { workerSrc: string };
      getDocument(src: { data: Uint8Array }): {
        promise: Promise<{
          getPage(n: number): Promise<{ getViewport(o: { scale: number }): { width: number; height: number }; render(o: unknown): { promise: Promise<void> } }>;
        }>;
      };
    };
    const g = globalThis as unknown as {
      location: { origin: string };
      document: { getElementById(id: string): Canvas };
      atob(s: string): string;
      pdfjsLib: PdfJs;
    };
    const origin = g.location.origin;
    const pdfjs = g.pdfjsLib;
    pdfjs.GlobalWorkerOptions.workerSrc = `${origin}/__pdfjs/pdf.worker.mjs`;
    const doc = await pdfjs.getDocument({ data: Uint8Array.from(g.atob(data), (c) => c.charCodeAt(0)) }).promise;
    const first = await doc.getPage(1);
    const viewport = first.getViewport({ scale: 1.5 });
    const canvas = g.document.getElementById('c');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    await first.render({ canvasContext: canvas.getContext('2d'), viewport, canvas }).promise;
  }, pdf.toString('base64'));
  mkdirSync(path.resolve('screenshots'), { recursive: true });
  await page.locator('#c').screenshot({ path: path.resolve('screenshots', `${name}.png`) });
}

describe('invoices', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends the invoice from the booking file, mails its PDF and opens the public link as a guest', { timeout: 240_000 }, async () => {
    const page = await signedInPage(browser);
    const email = `invoice-e2e-${Date.now()}@example.com`;
    const guest = await apiAsUser(page, 'POST', '/api/customers', { masterData: { firstName: 'Jürgen', lastName: 'Müller-Weiß' }, contact: { email } });
    expect([200, 201], JSON.stringify(guest.json)).toContain(guest.status);
    const free = ((await apiAsUser(page, 'GET', `/api/rooms/available/r-coral?from=${CHECK_IN}&to=${CHECK_OUT}`)).json as { data: { id: string }[] }).data;
    const made = await apiAsUser(page, 'POST', '/api/bookings', {
      resort: 'r-coral',
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      customer: guest.json.id,
      rooms: [{ room: free.at(-3)!.id, noOfPax: 2, customers: [{ customer: guest.json.id }] }],
      variant: 'pv-fb',
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const id = made.json.id as string;

    await page.goto(`/booking/${id}`);
    await page.getByTestId('booking-invoices-empty').waitFor();
    const after = Date.now() - 2000;
    await page.getByTestId('invoice-send').click();
    await notice(page, 'success').waitFor();
    await eventually(() => page.getByTestId('booking-invoice').count()).toBe(1);
    await page.getByTestId('booking-invoices').scrollIntoViewIfNeeded();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'invoices-booking-file-en');

    let mail: Mail | undefined;
    await eventually(async () => {
      const mails = (await readInbox(inject('sesEndpoint'))) as Mail[];
      const at = (m: Mail) => (m.at < 1e12 ? m.at * 1000 : m.at);
      mail = mails.filter((m) => m.destination.to.includes(email) && at(m) >= after).at(-1);
      return mail?.attachments?.length ?? 0;
    }).toBe(1);
    const attachment = mail!.attachments![0]!;
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.filename).toMatch(/^Rechnung-\d{4}-\d{6}\.pdf$/);
    const pdf = Buffer.from(attachment.content, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    writeFileSync(path.resolve('screenshots', 'invoice-e2e.pdf'), pdf);
    const link = new URL(/https?:\/\/\S+/.exec(mail!.body.text ?? '')![0]);
    expect(link.pathname).toMatch(/^\/invoice\/[A-Z0-9]+$/);

    const { page: viewer } = await newPage(browser);
    await renderPdf(viewer, pdf, 'invoices-pdf-de');

    for (const lang of ['en', 'de'] as const) {
      const { page: visitor, context } = await newPage(browser, { locale: lang === 'de' ? 'de-DE' : 'en-US' });
      await context.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
      await visitor.goto(`${link.pathname}${link.search}`);
      await visitor.getByTestId('public-invoice-totals').waitFor();
      expect(await visitor.getByTestId('public-invoice-pay').isVisible()).toBe(true);
      expect(await axe(visitor)).toEqual([]);
      await shot(visitor, `invoices-public-${lang}`);
      await context.close();
    }
    // A wrong token shows nothing of the invoice.
    const { page: stranger } = await newPage(browser);
    await stranger.goto(`${link.pathname}?t=wrong-token-wrong-token`);
    await stranger.getByTestId('public-invoice-not-found').waitFor();
  });
});
