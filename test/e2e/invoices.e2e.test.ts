import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInbox, type StoredMail } from '../../infra/local/ses-local';
import { violations as axe } from './axe';
import { paymentSummary, type PayableView } from '../../shared/domain/booking/payment';
import { baseUrl, launchBrowser, newPage, sesEndpoint } from './browser';
import { pdfAsImage } from './pdf-image';
import { apiAsUser, eventually, openInApp, notice, shot, signedInPage, done } from './screens';

/**
 * Invoices end to end (docs/decisions.md "Invoices") on the demo resort: a priced stay for a new guest is booked through
 * the API; in the booking file "Send invoice" opens the preview (recipient, subject and text in the booking's language,
 * the draft PDF; looked at in German and cancelled first), then Send issues the invoice and queues the mail; the mail lands in the local SES
 * inbox with the PDF attached and a public link; the PDF is rendered to a picture (pdf.js in Chromium) to look at; the
 * link opens the public invoice as a guest (no session) with Pay now, and the guest pays the rest (the deposit was paid
 * before) through the local provider page: the booking is paid. axe finds nothing; en and de screenshots.
 */
const CHECK_IN = '2027-10-12';
const CHECK_OUT = '2027-10-15';
type Attachment = { filename?: string; content: string; contentType: string };
type Mail = StoredMail & { attachments?: Attachment[] };

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
    const guest = await apiAsUser(page, 'POST', '/api/customers', {
      masterData: { firstName: 'Jürgen', lastName: 'Müller-Weiß' },
      contact: { email },
      address: { street: 'Lindenallee 7', zip: '20259', city: 'Hamburg', country: 'DE' },
    });
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
    // The deposit is paid by bank transfer before the invoice is made: the invoice asks for the rest.
    const deposit = (made.json.payments as { type: string; amount: string }[]).find((m) => m.type === 'deposit');
    expect(deposit, JSON.stringify(made.json.payments)).toBeDefined();
    const paid = await apiAsUser(page, 'POST', `/api/bookings/${id}/payment`, { amount: deposit!.amount, method: 'bank', reference: 'E2E deposit' });
    expect([200, 201], JSON.stringify(paid.json)).toContain(paid.status);

    // A German look at the dialog first (Cancel sends nothing).
    const de = await signedInPage(browser, { lang: 'de', at: `/booking/${id}` });
    await de.getByTestId('booking-invoices-empty').waitFor();
    await de.getByTestId('invoice-send').click();
    await de.getByTestId('send-invoice-subject').waitFor();
    expect(await de.getByRole('dialog').getByText('Neue Rechnung senden').isVisible()).toBe(true);
    expect(await axe(de)).toEqual([]);
    await shot(de, 'invoices-send-dialog-de');
    await de.getByTestId('send-invoice-cancel').click();
    await de.getByTestId('send-invoice-dialog').waitFor({ state: 'detached' });
    await done(de);

    await openInApp(page, `/booking/${id}`);
    await page.getByTestId('booking-invoices-empty').waitFor();
    // Send invoice opens the preview: recipient, subject and text in the booking's language (German), the PDF.
    await page.getByTestId('invoice-send').click();
    await page.getByTestId('send-invoice-subject').waitFor();
    expect(await page.getByTestId('send-invoice-to').inputValue()).toBe(email);
    expect(await page.getByTestId('send-invoice-recipient').textContent()).toBe('Jürgen Müller-Weiß');
    const bookingNo = (made.json as { bookingNo: number }).bookingNo;
    expect(await page.getByTestId('send-invoice-subject').textContent()).toBe(`Ihre Rechnung (Nummer bei Versand) zur Buchung ${bookingNo}`);
    const mailText = (await page.getByTestId('send-invoice-text').textContent()) ?? '';
    expect(mailText).toContain('Guten Tag Jürgen Müller-Weiß');
    expect(mailText).toContain('Offener Betrag:');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'invoices-send-dialog-en');
    // The PDF preview: the draft of the invoice the send issues, opened in a new tab.
    const [previewed] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/api/bookings/${id}/download`) && r.url().includes('preview=true')),
      page.getByTestId('send-invoice-pdf').click(),
    ]);
    expect(previewed.status()).toBe(200);
    expect(previewed.headers()['content-type']).toBe('application/pdf');
    // The bytes fetched again the same way (a response served through the service worker keeps no body to read).
    const token = (JSON.parse(String(await page.evaluate("localStorage.getItem('sta.auth') ?? '{}'"))) as { token?: string }).token;
    const draft = await (await page.request.get(previewed.url(), { headers: { authorization: `Bearer ${token}` } })).body();
    const { context: draftViewer } = await newPage(browser);
    const draftPrinted = await pdfAsImage(draftViewer, draft, 'invoices-preview-pdf-de');
    await draftViewer.close();
    expect(draftPrinted.text).toContain('Entwurf: Rechnung');
    for (const other of page.context().pages()) if (other !== page) await other.close();
    expect(await page.getByTestId('booking-invoices-empty').isVisible()).toBe(true);
    const after = Date.now() - 2000;
    await page.getByTestId('send-invoice-confirm').click();
    await page.getByTestId('send-invoice-dialog').waitFor({ state: 'detached' });
    await notice(page, 'success').waitFor();
    await eventually(() => page.getByTestId('booking-invoice').count()).toBe(1);
    await page.getByTestId('booking-invoices').scrollIntoViewIfNeeded();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'invoices-booking-file-en');

    let mail: Mail | undefined;
    await eventually(async () => {
      const mails = (await readInbox(sesEndpoint())) as Mail[];
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

    const { context: viewer } = await newPage(browser);
    const printed = await pdfAsImage(viewer, pdf, 'invoices-pdf-de');
    // A complete invoice: supplier's address and VAT id, the service period, taxes per rate (net, rate, tax, gross).
    for (const expected of [
      'Jürgen Müller-Weiß Lindenallee 7 20259 Hamburg DE',
      'Blue Reef Divers GmbH',
      'Hafenstraße 12',
      '18546 Sassnitz',
      'USt-IdNr. DE812345679',
      'Leistungszeitraum: 12.10.2027 – 15.10.2027',
      'Steuersatz Netto Steuer Brutto',
      'Staatssteuer / Government tax 10 %',
      'Pro Tag',
      'Bankverbindung',
    ])
      expect(printed.text.replace(/\s+/g, ' ')).toContain(expected);
    expect(printed.text).not.toMatch(/PerDay|\.\.\.|VAT/);
    await viewer.close();

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
    // The guest pays the rest through the provider's page; the booking is paid in full once the webhook is applied.
    const { page: guestPage, context: guestContext } = await newPage(browser);
    await guestPage.goto(`${link.pathname}${link.search}`);
    await guestPage.getByTestId('public-invoice-pay').click();
    await guestPage.waitForURL((u) => u.pathname.startsWith('/provider/checkout/cs_local_'));
    await guestPage.getByRole('button', { name: 'Pay' }).click();
    await guestPage.waitForURL((u) => u.pathname === '/payment/success');
    await eventually(() => guestPage.getByTestId('payment-result').getAttribute('data-status')).toBe('paid');
    await guestContext.close();
    await eventually(async () => paymentSummary((await apiAsUser(page, 'GET', `/api/bookings/${id}`)).json as PayableView, '2000-01-01').status).toBe('paid');
    const settled = (await apiAsUser(page, 'GET', `/api/bookings/${id}`)).json as { received: { source: { kind: string } }[] };
    expect(settled.received.map((p) => p.source.kind)).toEqual(['manual', 'provider']);

    // A wrong token shows nothing of the invoice.
    const { page: stranger } = await newPage(browser);
    await stranger.goto(`${link.pathname}?t=wrong-token-wrong-token`);
    await stranger.getByTestId('public-invoice-not-found').waitFor();
    await done(page);
  });
});
