import { invoiceNumberText, type Invoice, type InvoiceLine } from '../../../shared/domain/booking/invoice';
import { add, fromMinor, money, subtract, toString, type Money } from '../../../shared/domain/money';
import { epcPayload } from '../../../shared/domain/payment/epc';
import { renderExplanation } from '../../../shared/domain/pricing/engine/explain';
import { ValidationError } from '../../../shared/errors';
import { dePricingLabels } from '../../../shared/i18n/labels-pricing.de';
import { enPricingLabels } from '../../../shared/i18n/labels-pricing.en';
import { qrPicture } from '../qr-code';
import { A4, isNegative, MARGIN, PdfWriter, printDate, printMoney } from './layout';
import { DOCUMENT_TEXTS, PRICE_RULE_WORDS, type DocumentLanguage } from './texts';

/**
 * The invoice and voucher PDFs (docs/decisions.md "Invoices"), rendered on the server with pdf-lib; shared by the
 * `invoice-documents` Lambda (download, voucher) and the `send-document` consumer (the mail's attachment).
 */
export interface CompanyHeader {
  name: string;
  legalName?: string;
  address: string[];
  email?: string;
  phone?: string;
  website?: string;
  vatId?: string;
  /** Left out of the PDF when there is no IBAN. */
  bank?: { accountHolder?: string; iban?: string; bic?: string; bankName?: string };
}

/** The language a document prints in: English when the booking says so, German otherwise. */
export const lang = (l: string | undefined): DocumentLanguage => (l === 'en' ? 'en' : 'de');
const RIGHT = A4.width - MARGIN;
type Texts = (typeof DOCUMENT_TEXTS)[DocumentLanguage];

/** What else an invoice prints beyond its snapshot: the operator's taxes (/tax) and, for old invoices, the stay. */
export interface InvoiceExtras {
  /** The operator's configured taxes: a rate's row is named after the configured tax of that rate. */
  taxes?: ConfiguredTax[];
  /** The service period when the invoice has none of its own (invoices made before it was kept). */
  period?: { from: string; to: string };
  /** A preview of an invoice not issued yet: marked as a draft, no number. */
  draft?: boolean;
}
export interface ConfiguredTax {
  name: string;
  rate: number;
}

/** The company block: the name once (title), the address, the contact and the VAT id in the corner. */
export function header(w: PdfWriter, company: CompanyHeader, t: Texts): void {
  const title = company.legalName ?? company.name;
  w.row([{ text: title, x: MARGIN, bold: true, size: 16 }], 0);
  const lines = [
    company.legalName && company.name !== company.legalName ? company.name : '',
    ...company.address,
    company.phone ? `${t.phone} ${company.phone}` : '',
    company.email ?? '',
    company.website ?? '',
    company.vatId ? `${t.vatId} ${company.vatId}` : '',
  ].filter(Boolean);
  w.corner(lines, w.y);
  w.down(Math.max(40, lines.length * 12 + 24));
  // The sender line above the recipient (as a window envelope shows it).
  if (company.address.length) w.text([title, ...company.address].join(' · '), { size: 7, height: 14 });
}

/** The EPC code's printed side: 92 pt is about 32 mm (the EPC guideline asks for at least 2 × 2 cm). */
const QR_SIZE = 92;

/**
 * The EPC transfer ("GiroCode", shared/domain/payment/epc.ts) of what the invoice leaves open, to the bank account it
 * prints, with the reference it prints (docs/decisions.md, "QR codes: a library draws them"). None when nothing is
 * open, without an IBAN, in another currency than the euro, or when the bank details are no valid IBAN or BIC (the
 * bank block still prints them as entered: a typo in the profile never stops an invoice).
 */
export function invoiceEpcText(inv: Pick<Invoice, 'open' | 'currency'>, company: CompanyHeader, reference: string): string | undefined {
  const bank = company.bank;
  if (!bank?.iban || inv.currency !== 'EUR') return undefined;
  const open = money(inv.open, inv.currency).minor;
  if (open <= 0) return undefined;
  try {
    return epcPayload({
      iban: bank.iban,
      ...(bank.bic ? { bic: bank.bic } : {}),
      name: bank.accountHolder || company.legalName || company.name,
      amountMinor: open,
      remittance: reference,
    });
  } catch (e) {
    if (e instanceof ValidationError) return undefined;
    throw e;
  }
}

function bankBlock(w: PdfWriter, company: CompanyHeader, t: Texts, reference: string, epc: string | undefined): void {
  const bank = company.bank;
  if (!bank?.iban) return;
  const lines = [
    bank.accountHolder ? `${t.accountHolder}: ${bank.accountHolder}` : undefined,
    bank.bankName,
    `IBAN: ${bank.iban.replace(/(.{4})/g, '$1 ').trim()}`,
    bank.bic ? `BIC: ${bank.bic}` : undefined,
    `${t.reference}: ${reference}`,
  ].filter((l): l is string => Boolean(l));
  const code = epc ? qrPicture(epc) : undefined;
  w.down(10);
  // The bank details and the code beside them stay together on one page.
  w.keep(Math.max(14 + lines.length * 13, code ? QR_SIZE + 30 : 0));
  const top = w.y;
  w.text(t.bank, { bold: true });
  for (const l of lines) w.text(l, { size: 9 });
  if (code) w.y = Math.min(w.y, w.figure(code, { x: RIGHT - QR_SIZE, top: top - 4, size: QR_SIZE, caption: t.scanToPay }));
}

export function footer(w: PdfWriter, company: CompanyHeader, t: Texts): void {
  const pages = w.doc.getPages();
  const font = 8;
  pages.forEach((page, i) => {
    const parts = [
      company.legalName ?? company.name,
      company.address.join(', '),
      company.vatId ? `${t.vatId} ${company.vatId}` : '',
      `${t.page} ${i + 1}/${pages.length}`,
    ].filter(Boolean);
    page.drawText(w.safe(parts.join('  |  ')), { x: MARGIN, y: 28, size: font });
  });
}

const RULE_WORDS = PRICE_RULE_WORDS;
// Longest first, so PerBookingAndCustomer is not read as PerBooking.
const RULE_TOKEN = new RegExp(
  `\\b(${Object.keys(RULE_WORDS.en)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'g',
);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A line's description in the invoice's language: the engine's explanation rendered with the language's words (a
 * supplement's price rule as words, amounts and days as printed); a text the operator wrote (or renamed) as written,
 * with any price-rule name in it as words. A special prints its name (its explanation's figures are the lines').
 */
export function lineText(line: Pick<InvoiceLine, 'text' | 'explanation'>, currency: string, l: DocumentLanguage): string {
  const words = (text: string) => text.replace(RULE_TOKEN, (r) => RULE_WORDS[l][r] ?? r);
  const e = line.explanation;
  if (!e || e.text !== line.text) return words(line.text);
  if (e.key.startsWith('pricing.special.') && typeof e.params.name === 'string') return e.params.name;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(e.params)) {
    if (typeof v !== 'string') params[k] = v;
    else if (k === 'rule') params[k] = RULE_WORDS[l][v] ?? v;
    else if (ISO_DAY.test(v)) params[k] = printDate(v);
    else if (k === 'price' && DECIMAL.test(v)) params[k] = printMoney(v, currency, l);
    else params[k] = v;
  }
  return words(renderExplanation({ ...e, params }, l === 'de' ? dePricingLabels : enPricingLabels));
}

interface TaxRow {
  label: string;
  rate: number;
  net: Money;
  tax: Money;
  gross: Money;
}

/**
 * The tax summary (§14 UStG, art. 226 VAT directive): per tax of the lines its net, rate, tax and gross, then the
 * lines without a tax; the rows add up to the invoice's total. A rate is named after the operator's configured tax
 * of that rate (/tax), else after the line's tax, else the language's word for VAT.
 */
export function taxRows(inv: Pick<Invoice, 'lines' | 'currency'>, l: DocumentLanguage, configured: readonly ConfiguredTax[] = []): TaxRow[] {
  const t = DOCUMENT_TEXTS[l];
  const zero = fromMinor(0, inv.currency);
  const rows = new Map<string, TaxRow>();
  for (const line of inv.lines) {
    const gross = money(line.total, inv.currency);
    const tax = line.tax && line.tax.rate > 0 ? money(line.tax.amount, inv.currency) : zero;
    const rate = line.tax && line.tax.rate > 0 ? line.tax.rate : 0;
    const own = line.tax?.name && line.tax.name !== 'Tax' ? line.tax.name : undefined;
    const label = rate === 0 ? t.noTax : (configured.find((c) => c.rate === rate)?.name ?? own ?? t.taxWord);
    const key = `${rate}|${label}`;
    const row = rows.get(key) ?? { label, rate, net: zero, tax: zero, gross: zero };
    rows.set(key, { ...row, tax: add(row.tax, tax), gross: add(row.gross, gross), net: subtract(add(row.gross, gross), add(row.tax, tax)) });
  }
  return [...rows.values()].sort((a, b) => b.rate - a.rate);
}

/** What the invoice says of its money after the total: a row for each of on site, kept by the agency, paid and open. */
export type SettlementView = Pick<Invoice, 'paid' | 'open' | 'currency' | 'onSite' | 'agencyKeeps'>;

/**
 * The rows below the total, so total − on site − kept by the agency − paid = open reads right: the fees paid on site
 * later and the commission a net agency keeps (each only when there is some), what was paid, and the open amount, or
 * "Overpaid" and what was paid beyond what is asked (never a negative open amount).
 */
export function settlementRows(inv: SettlementView, t: Pick<Texts, 'onSite' | 'agencyKeeps' | 'paid' | 'open' | 'overpaid'>): Array<[string, string, boolean]> {
  const some = (a: string | undefined): a is string => a !== undefined && money(a, inv.currency).minor > 0;
  const open = money(inv.open, inv.currency);
  return [
    ...(some(inv.onSite) ? [[t.onSite, inv.onSite, false] as [string, string, boolean]] : []),
    ...(some(inv.agencyKeeps) ? [[t.agencyKeeps, inv.agencyKeeps, false] as [string, string, boolean]] : []),
    [t.paid, inv.paid, false],
    open.minor < 0 ? [t.overpaid, toString(subtract(fromMinor(0, inv.currency), open)), true] : [t.open, inv.open, true],
  ];
}

export async function renderInvoicePdf(inv: Invoice, company: CompanyHeader, extras: InvoiceExtras = {}): Promise<Uint8Array> {
  const l = lang(inv.language);
  const t = DOCUMENT_TEXTS[l];
  const m = (a: string) => printMoney(a, inv.currency, l);
  const mm = (a: Money) => m(toString(a));
  const number = extras.draft ? t.newNumber : invoiceNumberText(inv);
  const kind = inv.kind === 'cancellation' ? t.cancellation : inv.part ? `${t.part} ${inv.part.index}/${inv.part.of}` : t.invoice;
  const title = extras.draft ? `${t.draft}: ${kind}` : kind;
  // A draft has no number yet: its heading says draft, the number line says when it comes.
  const heading = extras.draft ? title : `${title} ${number}`;
  const w = await PdfWriter.create(heading);
  header(w, company, t);
  // Recipient
  w.text(inv.recipient.name, { bold: true });
  for (const a of inv.recipient.address) w.text(a);
  w.down(24);
  w.text(heading, { size: 16, bold: true, height: 22 });
  const period = inv.period ?? extras.period;
  const facts: Array<[string, string]> = [
    [t.number, number],
    [t.invoiceDate, printDate(inv.date)],
    ...(period
      ? [
          period.from === period.to
            ? ([t.serviceDate, printDate(period.from)] as [string, string])
            : ([t.servicePeriod, `${printDate(period.from)} – ${printDate(period.to)}`] as [string, string]),
        ]
      : []),
    [t.booking, String(inv.bookingNo)],
  ];
  for (const [label, value] of facts) {
    w.row([
      { text: `${label}:`, x: MARGIN },
      { text: value, x: MARGIN + 110 },
    ]);
  }
  if (inv.kind === 'cancellation' && inv.corrects) w.text(`${t.corrects}: ${inv.corrects}`, { size: 9 });
  w.down(10);
  // Lines: the description in full, wrapped over as many lines as it needs.
  const cols = { pos: MARGIN, text: MARGIN + 26, qty: MARGIN + 330, price: MARGIN + 410, total: RIGHT };
  w.row([
    { text: t.pos, x: cols.pos, bold: true },
    { text: t.text, x: cols.text, bold: true },
    { text: t.quantity, x: cols.qty, bold: true, align: 'right' },
    { text: t.price, x: cols.price, bold: true, align: 'right' },
    { text: t.total, x: cols.total, bold: true, align: 'right' },
  ]);
  w.rule();
  inv.lines.forEach((line, i) => {
    w.row([
      { text: String(i + 1), x: cols.pos },
      { text: lineText(line, inv.currency, l), x: cols.text, width: 262, wrap: true },
      { text: String(line.amount), x: cols.qty, align: 'right' },
      { text: m(line.price), x: cols.price, align: 'right', red: isNegative(line.price) },
      { text: m(line.total), x: cols.total, align: 'right', red: isNegative(line.total) },
    ]);
  });
  w.rule();
  w.row([
    { text: t.sum, x: cols.text, bold: true },
    { text: m(inv.total), x: cols.total, align: 'right', bold: true, red: isNegative(inv.total) },
  ]);
  // Taxes per rate: net, rate, tax, gross.
  const taxCols = { label: cols.text, net: MARGIN + 330, tax: MARGIN + 410, gross: RIGHT };
  w.down(6);
  w.row(
    [
      { text: t.taxRate, x: taxCols.label, size: 9, bold: true },
      { text: t.net, x: taxCols.net, align: 'right', size: 9, bold: true },
      { text: t.taxAmount, x: taxCols.tax, align: 'right', size: 9, bold: true },
      { text: t.gross, x: taxCols.gross, align: 'right', size: 9, bold: true },
    ],
    12,
  );
  for (const row of taxRows(inv, l, extras.taxes)) {
    w.row(
      [
        {
          text: /\d\s*%/.test(row.label) ? row.label : `${row.label} ${row.rate.toLocaleString(l === 'en' ? 'en-GB' : 'de-DE')} %`,
          x: taxCols.label,
          size: 9,
          width: 250,
        },
        { text: mm(row.net), x: taxCols.net, align: 'right', size: 9, red: row.net.minor < 0 },
        { text: mm(row.tax), x: taxCols.tax, align: 'right', size: 9, red: row.tax.minor < 0 },
        { text: mm(row.gross), x: taxCols.gross, align: 'right', size: 9, red: row.gross.minor < 0 },
      ],
      12,
    );
  }
  w.down(6);
  // Total − on site − kept by the agency − paid = open (docs/pricing.md "What a booking owes").
  for (const [label, value, bold] of settlementRows(inv, t)) {
    w.row([
      { text: label, x: cols.text, bold },
      { text: m(value), x: cols.total, align: 'right', bold, red: isNegative(value) },
    ]);
  }
  if (inv.milestones.length) {
    w.down(12);
    w.text(t.milestones, { bold: true });
    for (const ms of inv.milestones) {
      w.row([
        { text: `${ms.type === 'deposit' ? t.deposit : t.rest} ${t.due} ${printDate(ms.due)}`, x: cols.text },
        { text: m(ms.amount), x: cols.total, align: 'right', red: isNegative(ms.amount) },
      ]);
    }
  }
  if (inv.received.length) {
    w.down(12);
    w.text(t.payments, { bold: true });
    for (const p of inv.received) {
      w.row([
        { text: `${printDate(p.date)}  ${p.reference ?? ''}`, x: cols.text, width: 300, wrap: true },
        { text: m(p.amount), x: cols.total, align: 'right', red: isNegative(p.amount) },
      ]);
    }
  }
  const reference = extras.draft ? `${t.booking} ${inv.bookingNo}` : `${number} / ${inv.bookingNo}`;
  bankBlock(w, company, t, reference, invoiceEpcText(inv, company, reference));
  footer(w, company, t);
  return w.bytes();
}
