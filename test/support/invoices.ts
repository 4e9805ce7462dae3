import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/data/client';
import { companyProfilePut } from '../../functions/data/company';
import { putTenant } from '../../functions/data/tenants';
import { ZCustomer } from '../../shared/domain/customer/customer';
import type { BookingItem } from '../../functions/data/entities/booking';
import { customers } from '../../functions/data/customers';
import { agencyOf, resortWithRooms } from './booking-fixtures';
import { create, seedState, stay } from './booking-lifecycle';

/** A booked stay with a bill (three lines, one negative, two taxes), two milestones and one payment received. */
export const BILL: Partial<BookingItem> = {
  currency: 'EUR',
  calculation: [
    line(1, 'Doppelzimmer Meerblick – 4 Nächte', 4, '100.00', '400.00', { name: 'MwSt.', rate: 7, amount: '26.17', inclusive: true }, 'cu-a'),
    line(2, 'Tauchpaket Größe L', 3, '50.00', '150.00', { name: 'MwSt.', rate: 19, amount: '23.95', inclusive: true }, 'cu-b'),
    line(3, 'Frühbucher-Rabatt', 1, '-50.00', '-50.00', undefined, 'cu-a'),
  ],
  payments: [
    { text: 'Anzahlung', type: 'deposit', amount: '150.00', due: '2027-01-10' },
    { text: 'Restzahlung', type: 'rest', amount: '350.00', due: '2027-04-01' },
  ],
  received: [
    {
      id: 'pay-1',
      key: 'manual:pay-1',
      amount: '150.00',
      paidAmount: '150.00',
      paidCurrency: 'EUR',
      rate: '1',
      date: '2027-01-05',
      method: 'bank',
      source: { kind: 'manual', id: 'pay-1' },
      reference: 'Überweisung',
      createdAt: '2027-01-05T10:00:00.000Z',
    },
  ],
};

function line(
  sort: number,
  text: string,
  amount: number,
  price: string,
  total: string,
  tax: NonNullable<BookingItem['calculation']>[number]['tax'],
  customer: string,
) {
  return {
    sort,
    type: 'room',
    customerType: 'Direct',
    text,
    amount,
    price,
    total,
    ...(tax ? { tax } : {}),
    customer,
    editable: true,
    deletable: true,
    unique: false,
  };
}

export async function billedBooking(tenant: string, token: string, opts: { language?: string; agency?: boolean } = {}): Promise<BookingItem> {
  const { resortId, roomIds } = await resortWithRooms(tenant, 1);
  for (const [id, first, last, email] of [
    ['cu-a', 'Jürgen', 'Müller', 'juergen@example.com'],
    ['cu-b', 'Zoë', 'Weiß', 'zoe@example.com'],
  ] as const) {
    await customers.create(
      tenant,
      id,
      ZCustomer.parse({
        masterData: { firstName: first, lastName: last },
        contact: { email },
        address: { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin' },
      }),
    );
  }
  const agency = opts.agency ? await agencyOf(tenant, 'ag-1') : undefined;
  const res = await create(token, stay(resortId, roomIds, '2027-05-10', 4, { customer: 'cu-a', ...(agency ? { agency } : {}) }));
  if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  const b = res.body;
  return seedState(tenant, b.id, b.state, {
    ...BILL,
    language: opts.language ?? 'de',
    rooms: b.rooms.map((r) => ({ ...r, noOfPax: 2, customers: [{ customer: 'cu-a' }, { customer: 'cu-b' }] })),
  });
}

/**
 * The text a PDF shows, for tests: pdf-lib writes each text run as a hex string (WinAnsi codes) in a Flate content
 * stream; this inflates every stream and decodes the hex strings of the Tj operators (enough for our own PDFs).
 */
const WIN_ANSI_HIGH: Record<number, string> = { 0x80: '€', 0x96: '–', 0x97: '—', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•' };
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const codes = Buffer.from(t[1]!, 'hex');
      out.push([...codes].map((c) => WIN_ANSI_HIGH[c] ?? String.fromCharCode(c)).join(''));
    }
  }
  return out.join('\n');
}

/** A company with an address, VAT id and a bank account (the documents' header and bank block). */
export async function saveCompanyForTest(tenant: string): Promise<void> {
  await putTenant({
    id: tenant,
    name: 'Tauchwelt',
    baseCurrency: 'EUR',
    timezone: 'Europe/Berlin',
    lang: 'de',
    supportedLanguages: ['de', 'en'],
    features: {},
    version: 1,
  });
  const put = companyProfilePut(tenant, {
    legalName: 'Tauchwelt Rügen GmbH',
    address: { street: 'Strandweg 5', zip: '18609', city: 'Binz', country: 'DE' },
    email: 'info@tauchwelt.example',
    vatId: 'DE123456789',
    bank: { accountHolder: 'Tauchwelt Rügen GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
  });
  await db().send(new PutCommand(put.Put!));
}

/** The text of every page as pdf.js reads it (the way a viewer or a screen reader would), runs joined by spaces. */
export async function pdfJsText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}
