import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/domain/booking/invoice';
import { epcPayload } from '../../../shared/domain/payment/epc';
import { seedState } from '../../../test/support/booking-lifecycle';
import { BILL, billedBooking, pdfJsText, saveCompanyForTest } from '../../../test/support/invoices';
import { invoke } from '../../../test/support/invoke';
import { pdfImages, readQrPixels } from '../../../test/support/qr-decode';
import { adminOf } from '../../../test/support/tokens';
import { resetConfig } from '../../config';
import { handler as invoices } from '../invoices/lambda';
import { handler } from './lambda';

/**
 * The payment QR code on the invoice PDF (docs/decisions.md, "QR codes: a library draws them"), on DynamoDB Local:
 * the code embedded beside the bank details is read back out of the downloaded PDF with jsQR and holds the EPC
 * transfer of what is open to the operator's IBAN with the reference the invoice prints; none when nothing is open
 * (as of the booking's payments now) or when the company profile has no IBAN.
 */
const IBAN = 'DE89370400440532013000';

beforeAll(() => {
  process.env.PUBLIC_URL = 'http://localhost:3000';
  resetConfig();
});

async function download(token: string, bookingId: string) {
  const res = await invoke<string>(handler, 'GET', `/api/bookings/${bookingId}/download`, { token });
  expect(res.status, res.raw).toBe(200);
  const bytes = Buffer.from(res.raw, 'base64');
  const codes = (await pdfImages(bytes)).map((i) => readQrPixels(i.rgba, i.width, i.height));
  return { codes, text: await pdfJsText(bytes) };
}

async function issued(tenant: string, language: 'de' | 'en', company = true) {
  const token = await adminOf(tenant);
  if (company) await saveCompanyForTest(tenant);
  const b = await billedBooking(tenant, token, { language });
  const inv = (await invoke<Invoice>(invoices, 'POST', `/api/bookings/${b.id}/invoices`, { token, body: {} })).body;
  return { token, b, inv };
}

describe('the payment QR code on the invoice PDF', () => {
  it('holds the EPC transfer of the open 350.00 EUR to the operator’s IBAN with the invoice and booking number, captioned in German', async () => {
    const { token, b, inv } = await issued('qr-invoice-de', 'de');
    const { codes, text } = await download(token, b.id);
    const reference = `${inv.date.slice(0, 4)}-000001 / ${b.bookingNo}`;
    expect(codes).toEqual([epcPayload({ iban: IBAN, bic: 'COBADEFFXXX', name: 'Tauchwelt Rügen GmbH', amountMinor: 35000, remittance: reference })]);
    expect(codes[0]!.split('\n')).toEqual(['BCD', '002', '1', 'SCT', 'COBADEFFXXX', 'Tauchwelt Rügen GmbH', IBAN, 'EUR350.00', '', '', reference]);
    expect(text).toContain(`Verwendungszweck: ${reference}`);
    expect(text).toContain('Zum Bezahlen per Überweisung scannen');
  });

  it('is captioned in English on an English invoice, and left out once the booking is paid in full', async () => {
    const { token, b, inv } = await issued('qr-invoice-en', 'en');
    const before = await download(token, b.id);
    expect(before.codes.map((c) => c.split('\n').slice(7))).toEqual([['EUR350.00', '', '', `${inv.date.slice(0, 4)}-000001 / ${b.bookingNo}`]]);
    expect(before.text).toContain('Scan to pay by bank transfer');
    // The guest pays the rest: the invoice, printed again, has nothing open and no code.
    const rest = {
      ...BILL.received![0]!,
      id: 'pay-2',
      key: 'manual:pay-2',
      amount: '350.00',
      paidAmount: '350.00',
      source: { kind: 'manual' as const, id: 'pay-2' },
    };
    await seedState('qr-invoice-en', b.id, b.state, { received: [...BILL.received!, rest] });
    const after = await download(token, b.id);
    expect(after.codes).toEqual([]);
    expect(after.text).not.toContain('Scan to pay');
    expect(after.text).toContain('Bank details');
  });

  it('is left out without an IBAN in the company profile', async () => {
    const { token, b } = await issued('qr-invoice-no-iban', 'de', false);
    const { codes, text } = await download(token, b.id);
    expect(codes).toEqual([]);
    expect(text).not.toMatch(/scannen|Bankverbindung/);
    expect(text).toContain('Offener Betrag');
  });
});
