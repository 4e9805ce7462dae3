import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../../shared/api/errors';
import type { Invoice } from '../../../shared/domain/booking/invoice';
import { resetConfig } from '../../config';
import { billedBooking, pdfJsText, pdfText, saveCompanyForTest } from '../../../test/support/invoices';
import type { MailPreview } from '../../../shared/api/invoices';
import { invoke } from '../../../test/support/invoke';
import { adminOf, tokenFor } from '../../../test/support/tokens';
import { handler as invoices } from '../invoices/lambda';
import { handler } from './lambda';

/** The booking's PDFs on DynamoDB Local: the invoice (German, English) and the voucher; € and umlauts printed. */
const pdfOf = async (token: string, path: string, query?: Record<string, string>) => {
  const res = await invoke<string>(handler, 'GET', path, { token, query });
  return { ...res, bytes: Buffer.from(res.raw, 'base64') };
};

beforeAll(() => {
  process.env.PUBLIC_URL = 'http://localhost:3000';
  resetConfig();
});

describe('invoice documents', () => {
  it('renders the invoice PDF with the company header, lines, taxes, milestones, payments, open amount and bank details', async () => {
    const tenant = 'doc-de';
    const token = await adminOf(tenant);
    await saveCompanyForTest(tenant);
    const b = await billedBooking(tenant, token);
    const inv = (await invoke<Invoice>(invoices, 'POST', `/api/bookings/${b.id}/invoices`, { token, body: {} })).body;
    const res = await pdfOf(token, `/api/bookings/${b.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.bytes);
    for (const expected of [
      'Tauchwelt Rügen GmbH',
      'Jürgen Müller',
      `Rechnung ${inv.date.slice(0, 4)}-000001`,
      'Doppelzimmer Meerblick – 4 Nächte',
      'Tauchpaket Größe L',
      '-50,00 €',
      '500,00 €',
      'Zahlungsplan',
      'Anzahlung fällig am 10.01.2027',
      'Zahlungseingänge',
      'Offener Betrag',
      '350,00 €',
      'Bankverbindung',
      'IBAN: DE89 3704 0044 0532 0130 00',
    ])
      expect(text).toContain(expected);
    // Read back as a viewer reads it: supplier and customer addresses, VAT id, service period, taxes per rate.
    const read = await pdfJsText(res.bytes);
    for (const expected of [
      'Strandweg 5 18609 Binz DE',
      'USt-IdNr. DE123456789',
      'Hauptstraße 1 10115 Berlin',
      'Leistungszeitraum: 10.05.2027 – 14.05.2027',
      'Steuersatz Netto Steuer Brutto',
      'MwSt. 19 % 126,05 € 23,95 € 150,00 €',
      'MwSt. 7 % 373,83 € 26,17 € 400,00 €',
      'ohne Steuer 0 % -50,00 € 0,00 € -50,00 €',
    ])
      expect(read).toContain(expected);
    expect(read).not.toMatch(/VAT|enthaltene|\.\.\./);
    // The invoice of another booking's id is 404; bad query 400; no access 403.
    expect((await pdfOf(token, `/api/bookings/${b.id}/download`, { invoice: 'nope' })).status).toBe(404);
    const other = await tokenFor({ userId: 'agent', tenant, userType: 'agency', scopes: ['agencies.self'], agencyId: 'ag-x' } as never);
    expect((await pdfOf(other, `/api/bookings/${b.id}/download`)).status).toBe(403);
    const bad = await pdfOf(token, `/api/bookings/${b.id}/download`, { invoice: 'a', x: '1' });
    expect(bad.status).toBe(400);
    ZApiError.parse(JSON.parse(bad.raw));
  });

  it('renders in English for an English booking and leaves the bank block out without an IBAN; no invoice yet is 404', async () => {
    const tenant = 'doc-en';
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token, { language: 'en' });
    expect((await pdfOf(token, `/api/bookings/${b.id}/download`)).status).toBe(404);
    await invoke(invoices, 'POST', `/api/bookings/${b.id}/invoices`, { token, body: {} });
    const text = pdfText((await pdfOf(token, `/api/bookings/${b.id}/download`)).bytes);
    for (const expected of ['Invoice', 'Open amount', '€350.00', '-€50.00', 'Payment schedule']) expect(text).toContain(expected);
    expect(text).not.toContain('Bank details');
  });

  it('previews the invoice mail and its PDF before sending, as the send would make them, writing nothing', async () => {
    const tenant = 'doc-preview';
    const token = await adminOf(tenant);
    await saveCompanyForTest(tenant);
    const b = await billedBooking(tenant, token);
    const preview = await invoke<MailPreview>(handler, 'GET', `/api/bookings/${b.id}/templates/invoice`, { token });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ to: ['juergen@example.com'], recipient: 'Jürgen Müller', language: 'de', invoice: null });
    expect(preview.body.subject).toBe(`Ihre Rechnung (Nummer bei Versand) zur Buchung ${b.bookingNo}`);
    expect(preview.body.text).toContain('Guten Tag Jürgen Müller');
    expect(preview.body.text).toContain('Offener Betrag: 350,00 €');
    expect(preview.body.text).toContain('[Link zur Online-Rechnung, beim Versand erzeugt]');
    // The draft's PDF; no invoice was issued by looking.
    const draft = await pdfOf(token, `/api/bookings/${b.id}/download`, { preview: 'true' });
    expect(draft.status).toBe(200);
    expect(draft.headers['content-disposition']).toMatch(/^inline/);
    expect(await pdfJsText(draft.bytes)).toContain('Entwurf: Rechnung Rechnungsnummer: (Nummer bei Versand)');
    expect((await invoke<{ data: Invoice[] }>(invoices, 'GET', `/api/bookings/${b.id}/invoices`, { token })).body.data).toEqual([]);
    // Once issued, the preview names the invoice the send would mail.
    const inv = (await invoke<Invoice>(invoices, 'POST', `/api/bookings/${b.id}/invoices`, { token, body: {} })).body;
    const after = await invoke<MailPreview>(handler, 'GET', `/api/bookings/${b.id}/templates/invoice`, { token });
    expect(after.body.invoice).toEqual({ id: inv.id, numberText: `${inv.date.slice(0, 4)}-000001` });
    expect(after.body.subject).toBe(`Ihre Rechnung ${inv.date.slice(0, 4)}-000001 zur Buchung ${b.bookingNo}`);
    expect(await pdfJsText((await pdfOf(token, `/api/bookings/${b.id}/download`, { preview: 'true' })).bytes)).not.toContain('Entwurf');
    const voucher = await invoke<MailPreview>(handler, 'GET', `/api/bookings/${b.id}/templates/voucher`, { token });
    expect(voucher.body).toMatchObject({ to: ['juergen@example.com'], subject: `Ihr Voucher zur Buchung ${b.bookingNo}`, invoice: null });
    // Another templateId names a print template (docs/decisions.md "Document templates"): an unknown one is 404 in the
    // error shape; the mail previews are staff only; unknown booking 404.
    const bad = await invoke(handler, 'GET', `/api/bookings/${b.id}/templates/nope`, { token });
    expect(bad.status).toBe(404);
    ZApiError.parse(bad.body);
    const reader = await tokenFor({ userId: 'reader', tenant, userType: 'employee', scopes: ['bookings.read'] } as never);
    expect((await invoke(handler, 'GET', `/api/bookings/${b.id}/templates/invoice`, { token: reader })).status).toBe(403);
    expect((await invoke(handler, 'GET', '/api/bookings/unknown/templates/invoice', { token })).status).toBe(404);
  });

  it("renders the guest's voucher with the guests and the stay", async () => {
    const tenant = 'doc-voucher';
    const token = await adminOf(tenant);
    const b = await billedBooking(tenant, token);
    const res = await pdfOf(token, `/api/bookings/${b.id}/voucher`);
    expect(res.status).toBe(200);
    const text = pdfText(res.bytes);
    for (const expected of [`Voucher – Buchung ${b.bookingNo}`, 'Anreise', '10.05.2027', 'Jürgen Müller', 'Zoë Weiß']) expect(text).toContain(expected);
    expect((await pdfOf(token, '/api/bookings/unknown/voucher')).status).toBe(404);
  });
});
