import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../shared/api/errors';
import type { Invoice } from '../../shared/domain/booking/invoice';
import { resetConfig } from '../config';
import { billedBooking, pdfText, saveCompanyForTest } from '../../test/support/invoices';
import { invoke } from '../../test/support/invoke';
import { adminOf, tokenFor } from '../../test/support/tokens';
import { handler as invoices } from '../invoices/index';
import { handler } from './index';

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
      'enthaltene MwSt. 7 %',
      '26,17 €',
      'Zahlungsplan',
      'Anzahlung fällig am 10.01.2027',
      'Zahlungseingänge',
      'Offener Betrag',
      '350,00 €',
      'Bankverbindung',
      'IBAN: DE89 3704 0044 0532 0130 00',
    ])
      expect(text).toContain(expected);
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
