import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/domain/booking/invoice';
import { pdfJsText } from '../../../test/support/invoices';
import { pdfImages, readQrPixels } from '../../../test/support/qr-decode';
import { invoiceEpcText, lineText, renderInvoicePdf, settlementRows, taxRows, type CompanyHeader } from './render';
import { DOCUMENT_TEXTS } from './texts';

/** The invoice PDF read back with pdf.js: a complete invoice (§14 UStG, art. 226 VAT directive) in its language. */
const COMPANY: CompanyHeader = {
  name: 'Blue Reef Divers',
  legalName: 'Blue Reef Divers GmbH',
  address: ['Strandweg 5', '18609 Binz', 'DE'],
  email: 'info@bluereef.example',
  vatId: 'DE123456789',
  bank: { accountHolder: 'Blue Reef Divers GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
};
const ROOM_TEXT = 'Coral Bay low season 2026–2027, Family Villa (Full board), 2 guests, adult: 3 nights × 100.00';
const PARK_TEXT = 'Marine park fee (PerDay): 8 × 15.00';

function invoice(language: 'de' | 'en', overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'inv-1',
    number: 7,
    kind: 'invoice',
    state: 'issued',
    booking: 'bk-1',
    bookingNo: 195,
    bookingVersion: 1,
    date: '2026-11-28',
    createdAt: '2026-11-28T10:00:00.000Z',
    recipient: { kind: 'customer', name: 'Wen Schmidt', address: ['Hauptstraße 32', '59734 Manchester', 'GB'] },
    language,
    currency: 'EUR',
    lines: [
      {
        sort: 0,
        text: ROOM_TEXT,
        explanation: {
          key: 'pricing.line.nightAdult',
          params: { definition: 'Coral Bay low season 2026–2027', roomType: 'Family Villa', variant: ' (Full board)', pax: 2, count: 3, price: '100.00' },
          text: ROOM_TEXT,
        },
        amount: 3,
        price: '100.00',
        total: '300.00',
        tax: { name: 'Government tax', rate: 10, amount: '27.27', inclusive: true },
      },
      {
        sort: 1,
        text: PARK_TEXT,
        explanation: { key: 'pricing.line.supplement', params: { name: 'Marine park fee', rule: 'PerDay', count: 8, price: '15.00' }, text: PARK_TEXT },
        amount: 8,
        price: '15.00',
        total: '120.00',
      },
      {
        sort: 2,
        text: 'Tauchpaket mit zehn Bootstauchgängen am Hausriff und an den Wracks der Bucht, Flaschen, Blei und Guide inklusive',
        amount: 1,
        price: '450.00',
        total: '450.00',
        tax: { name: 'Tax', rate: 19, amount: '71.85', inclusive: true },
      },
      { sort: 3, text: 'Wetsuit rental (PerWeekCeil)', amount: 1, price: '35.00', total: '35.00' },
    ],
    taxes: [],
    milestones: [{ text: 'Deposit', type: 'deposit', amount: '270.50', due: '2026-12-05' }],
    received: [],
    total: '905.00',
    paid: '0.00',
    open: '905.00',
    period: { from: '2027-10-12', to: '2027-10-15' },
    ...overrides,
  } as Invoice;
}

const TAXES = [
  { name: 'MwSt.', rate: 19 },
  { name: 'Government tax', rate: 10 },
];

describe('renderInvoicePdf', () => {
  it('prints a complete German invoice: supplier and customer with addresses, VAT id, number, date, service period, full lines, taxes per rate', async () => {
    const bytes = await renderInvoicePdf(invoice('de'), COMPANY, { taxes: TAXES });
    if (process.env.PDF_OUT) writeFileSync(`${process.env.PDF_OUT}/render-de.pdf`, bytes);
    const text = await pdfJsText(bytes);
    for (const expected of [
      'Blue Reef Divers GmbH',
      'Strandweg 5',
      '18609 Binz',
      'USt-IdNr. DE123456789',
      'Wen Schmidt',
      'Hauptstraße 32',
      '59734 Manchester',
      'Rechnung 2026-000007',
      'Rechnungsdatum: 28.11.2026',
      'Leistungszeitraum: 12.10.2027 – 15.10.2027',
      // In full, in German, the price rule in words.
      'Coral Bay low season 2026–2027, Family Villa (Full board), 2 Gäste, Erwachsene(r): 3 Nächte × 100,00 €',
      'Marine park fee (Pro Tag): 8 × 15,00 €',
      'Tauchpaket mit zehn Bootstauchgängen am Hausriff und an den Wracks der Bucht, Flaschen, Blei und Guide inklusive',
      'Wetsuit rental (Pro angefangene Woche)',
      // Rate, net, tax, gross: the configured tax's name; lines without tax in a row of their own.
      'Steuersatz Netto Steuer Brutto',
      'MwSt. 19 % 378,15 € 71,85 € 450,00 €',
      'Government tax 10 % 272,73 € 27,27 € 300,00 €',
      'ohne Steuer 0 % 155,00 € 0,00 € 155,00 €',
      'Gesamtbetrag 905,00 €',
      'IBAN: DE89 3704 0044 0532 0130 00',
    ])
      expect(text).toContain(expected);
    for (const internal of ['PerDay', 'PerWeekCeil', '...', '…', 'enthaltene VAT', 'VAT', ' Tax ', 'guests', 'nights', 'Invoice'])
      expect(text).not.toContain(internal);
    // The company's name is printed once in the head (and once in the footer), not twice there.
    expect(text.match(/Blue Reef Divers GmbH/g)!.length).toBeLessThanOrEqual(4);
  });

  it('prints the English invoice with English words and the same dates', async () => {
    const bytes = await renderInvoicePdf(invoice('en'), COMPANY, { taxes: [] });
    if (process.env.PDF_OUT) writeFileSync(`${process.env.PDF_OUT}/render-en.pdf`, bytes);
    const text = await pdfJsText(bytes);
    for (const expected of [
      'Invoice 2026-000007',
      'Invoice date: 28.11.2026',
      'Service period: 12.10.2027 – 15.10.2027',
      'Marine park fee (Per day): 8 × €15.00',
      'VAT ID DE123456789',
      'Tax rate Net Tax Gross',
      'VAT 19 % €378.15 €71.85 €450.00',
      'Government tax 10 %',
      'no tax 0 %',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('PerDay');
    expect(text).not.toContain('Rechnung');
  });

  it('takes the service period from the booking for invoices made before the invoice kept its own, and marks a draft', async () => {
    const text = await pdfJsText(
      await renderInvoicePdf(invoice('de', { period: undefined }), COMPANY, { period: { from: '2027-01-02', to: '2027-01-09' }, draft: true }),
    );
    expect(text).toContain('Leistungszeitraum: 02.01.2027 – 09.01.2027');
    expect(text).toContain('Entwurf: Rechnung Rechnungsnummer: (Nummer bei Versand)');
    expect(text).toContain('Verwendungszweck: Buchung 195');
    expect(text).not.toContain('2026-000007');
  });
});

/** The texts of the QR codes an invoice PDF embeds, read back with jsQR. */
const qrTexts = async (bytes: Uint8Array) => (await pdfImages(bytes)).map((i) => readQrPixels(i.rgba, i.width, i.height));

describe('the payment QR code on the invoice (EPC, "GiroCode")', () => {
  it('prints beside the bank details a code of a transfer of the open amount to the operator’s IBAN with the printed reference', async () => {
    const bytes = await renderInvoicePdf(invoice('de', { paid: '270.50', open: '634.50' }), COMPANY, { taxes: TAXES });
    if (process.env.PDF_OUT) writeFileSync(`${process.env.PDF_OUT}/render-qr-de.pdf`, bytes);
    const [text, ...others] = await qrTexts(bytes);
    expect(others).toEqual([]);
    expect(text!.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Blue Reef Divers GmbH',
      'DE89370400440532013000',
      'EUR634.50',
      '',
      '',
      '2026-000007 / 195',
    ]);
    const read = await pdfJsText(bytes);
    expect(read).toContain('Verwendungszweck: 2026-000007 / 195');
    expect(read).toContain('Zum Bezahlen per Überweisung scannen');
  });

  it('captions it in English on an English invoice; a draft’s code carries the draft’s reference', async () => {
    const bytes = await renderInvoicePdf(invoice('en'), COMPANY, { draft: true });
    expect(await qrTexts(bytes)).toEqual([
      ['BCD', '002', '1', 'SCT', 'COBADEFFXXX', 'Blue Reef Divers GmbH', 'DE89370400440532013000', 'EUR905.00', '', '', 'Booking 195'].join('\n'),
    ]);
    const read = await pdfJsText(bytes);
    expect(read).toContain('Scan to pay by bank transfer');
    expect(read).not.toContain('Überweisung');
  });

  it.each([
    ['nothing is open', { paid: '905.00', open: '0.00' }, COMPANY],
    ['more was paid than asked', { paid: '1000.00', open: '-95.00' }, COMPANY],
    ['the invoice is not in euros', { currency: 'USD' }, COMPANY],
    ['the company has no IBAN', {}, { ...COMPANY, bank: undefined }],
    ['the IBAN in the profile is no IBAN', {}, { ...COMPANY, bank: { ...COMPANY.bank, iban: 'kein IBAN' } }],
  ] as Array<[string, Partial<Invoice>, CompanyHeader]>)('prints no code when %s', async (_name, overrides, company) => {
    const bytes = await renderInvoicePdf(invoice('de', overrides), company);
    expect(await pdfImages(bytes)).toEqual([]);
    expect(await pdfJsText(bytes)).not.toContain('scannen');
  });

  it('names the account holder, else the legal name, else the company, and leaves an absent BIC empty', () => {
    const bank = { iban: 'DE89 3704 0044 0532 0130 00' };
    const lines = (company: CompanyHeader) => invoiceEpcText({ open: '1.00', currency: 'EUR' }, company, 'R 1')?.split('\n');
    expect(lines({ name: 'Blue Reef', legalName: 'Blue Reef GmbH', address: [], bank: { ...bank, accountHolder: 'K. Reef' } })?.slice(4, 8)).toEqual([
      '',
      'K. Reef',
      'DE89370400440532013000',
      'EUR1.00',
    ]);
    expect(lines({ name: 'Blue Reef', legalName: 'Blue Reef GmbH', address: [], bank })?.[5]).toBe('Blue Reef GmbH');
    expect(lines({ name: 'Blue Reef', address: [], bank })?.[5]).toBe('Blue Reef');
  });
});

describe('settlementRows: total − on site − kept by the agency − paid = open', () => {
  it('prints the on-site fee and the agency-kept commission between the total and the open amount, in both languages', async () => {
    // 905.00 total: 120.00 marine park fee paid on site, 90.50 commission the agency keeps (10 % of 905.00), 500.00
    // paid: 905.00 − 120.00 − 90.50 − 500.00 = 194.50 open.
    const inv = invoice('de', { onSite: '120.00', agencyKeeps: '90.50', paid: '500.00', open: '194.50' });
    const de = await pdfJsText(await renderInvoicePdf(inv, COMPANY));
    expect(de).toContain('Gesamtbetrag 905,00 €');
    expect(de).toContain('Vor Ort zu zahlen 120,00 € Von der Agentur einbehaltene Provision 90,50 € Bereits bezahlt 500,00 € Offener Betrag 194,50 €');
    const en = await pdfJsText(await renderInvoicePdf({ ...inv, language: 'en' }, COMPANY));
    expect(en).toContain('To be paid on site €120.00 Kept by the agency (commission) €90.50 Already paid €500.00 Open amount €194.50');
  });

  it('says "Overpaid" and the amount paid beyond what is asked, never a negative open amount', async () => {
    // 905.00 total, 975.00 paid: 70.00 overpaid.
    const inv = invoice('en', { paid: '975.00', open: '-70.00' });
    const en = await pdfJsText(await renderInvoicePdf(inv, COMPANY));
    expect(en).toContain('Already paid €975.00 Overpaid €70.00');
    expect(en).not.toContain('Open amount');
    expect(en).not.toContain('-€70.00');
    const de = await pdfJsText(await renderInvoicePdf({ ...inv, language: 'de' }, COMPANY));
    expect(de).toContain('Bereits bezahlt 975,00 € Überzahlt 70,00 €');
  });

  it('leaves out the rows of nothing (no on-site fee, no commission kept)', () => {
    expect(settlementRows({ currency: 'EUR', paid: '0.00', open: '905.00', onSite: '0.00' }, DOCUMENT_TEXTS.en)).toEqual([
      ['Already paid', '0.00', false],
      ['Open amount', '905.00', true],
    ]);
  });
});

describe('taxRows', () => {
  it('adds up to the total, negative lines (a discount) reducing their row', () => {
    const inv = invoice('de', {
      lines: [
        { sort: 0, text: 'a', amount: 1, price: '110.00', total: '110.00', tax: { name: 'VAT', rate: 10, amount: '10.00', inclusive: true } },
        { sort: 1, text: 'b', amount: 1, price: '-11.00', total: '-11.00', tax: { name: 'VAT', rate: 10, amount: '-1.00', inclusive: true } },
        { sort: 2, text: 'c', amount: 1, price: '5.00', total: '5.00' },
      ],
    });
    const rows = taxRows(inv, 'de', [{ name: 'VAT 10 % (PH)', rate: 10 }]);
    expect(rows.map((r) => [r.label, r.rate, r.net.minor, r.tax.minor, r.gross.minor])).toEqual([
      ['VAT 10 % (PH)', 10, 9000, 900, 9900],
      ['ohne Steuer', 0, 500, 0, 500],
    ]);
  });
});

describe('lineText', () => {
  it('keeps a text the operator wrote, with a price rule in words', () => {
    expect(lineText({ text: 'Eigener Text' }, 'EUR', 'de')).toBe('Eigener Text');
    expect(lineText({ text: 'Nitrox (PerDive): 4 × 8.00' }, 'EUR', 'de')).toBe('Nitrox (Pro Tauchgang): 4 × 8.00');
  });
});
