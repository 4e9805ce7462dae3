import type { BookingHeader } from '../../../shared/domain/booking/booking';
import { invoiceNumberText, type Invoice } from '../../../shared/domain/booking/invoice';
import { A4, isNegative, MARGIN, PdfWriter, printDate, printMoney } from './layout';
import { DOCUMENT_TEXTS, type DocumentLanguage } from './texts';

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

const lang = (l: string | undefined): DocumentLanguage => (l === 'en' ? 'en' : 'de');
const RIGHT = A4.width - MARGIN;

function header(w: PdfWriter, company: CompanyHeader): void {
  w.row([{ text: company.legalName ?? company.name, x: MARGIN, bold: true, size: 16 }], 0);
  const lines = [company.name, ...company.address, company.phone ?? '', company.email ?? '', company.website ?? ''].filter(Boolean);
  w.corner(lines, w.y);
  w.down(Math.max(40, lines.length * 12 + 24));
}

function bankBlock(w: PdfWriter, company: CompanyHeader, t: (typeof DOCUMENT_TEXTS)[DocumentLanguage], reference: string): void {
  const bank = company.bank;
  if (!bank?.iban) return;
  w.down(10);
  w.text(t.bank, { bold: true });
  const lines = [
    bank.accountHolder ? `${t.accountHolder}: ${bank.accountHolder}` : undefined,
    bank.bankName,
    `IBAN: ${bank.iban.replace(/(.{4})/g, '$1 ').trim()}`,
    bank.bic ? `BIC: ${bank.bic}` : undefined,
    `${t.reference}: ${reference}`,
  ].filter((l): l is string => Boolean(l));
  for (const l of lines) w.text(l, { size: 9 });
}

function footer(w: PdfWriter, company: CompanyHeader, t: (typeof DOCUMENT_TEXTS)[DocumentLanguage]): void {
  const pages = w.doc.getPages();
  const font = 8;
  pages.forEach((page, i) => {
    const parts = [company.legalName ?? company.name, company.vatId ? `${t.vatId} ${company.vatId}` : '', `${t.page} ${i + 1}/${pages.length}`].filter(Boolean);
    page.drawText(w.safe(parts.join('  ·  ').replace(/·/g, '|')), { x: MARGIN, y: 28, size: font });
  });
}

export async function renderInvoicePdf(inv: Invoice, company: CompanyHeader): Promise<Uint8Array> {
  const l = lang(inv.language);
  const t = DOCUMENT_TEXTS[l];
  const m = (a: string) => printMoney(a, inv.currency, l);
  const number = invoiceNumberText(inv);
  const title = inv.kind === 'cancellation' ? t.cancellation : inv.part ? `${t.part} ${inv.part.index}/${inv.part.of}` : t.invoice;
  const w = await PdfWriter.create(`${title} ${number}`);
  header(w, company);
  // Recipient
  w.text(inv.recipient.name, { bold: true });
  for (const a of inv.recipient.address) w.text(a);
  w.down(24);
  w.text(`${title} ${number}`, { size: 16, bold: true, height: 22 });
  w.row([
    { text: `${t.date}: ${printDate(inv.date, l)}`, x: MARGIN },
    { text: `${t.booking}: ${inv.bookingNo}`, x: MARGIN + 160 },
  ]);
  if (inv.kind === 'cancellation' && inv.corrects) w.text(`${t.corrects}: ${inv.corrects}`, { size: 9 });
  w.down(10);
  // Lines
  const cols = { pos: MARGIN, text: MARGIN + 30, qty: MARGIN + 330, price: MARGIN + 410, total: RIGHT };
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
      { text: line.text, x: cols.text, width: 260 },
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
  for (const tax of inv.taxes) {
    w.row(
      [
        { text: `${tax.inclusive ? t.includedTax : t.addedTax} ${tax.name} ${tax.rate} %`, x: cols.text, size: 9 },
        { text: m(tax.amount), x: cols.total, align: 'right', size: 9, red: isNegative(tax.amount) },
      ],
      12,
    );
  }
  w.row([
    { text: t.paid, x: cols.text },
    { text: m(inv.paid), x: cols.total, align: 'right', red: isNegative(inv.paid) },
  ]);
  w.row([
    { text: t.open, x: cols.text, bold: true },
    { text: m(inv.open), x: cols.total, align: 'right', bold: true, red: isNegative(inv.open) },
  ]);
  if (inv.milestones.length) {
    w.down(12);
    w.text(t.milestones, { bold: true });
    for (const ms of inv.milestones) {
      w.row([
        { text: `${ms.type === 'deposit' ? t.deposit : t.rest} ${t.due} ${printDate(ms.due, l)}`, x: cols.text },
        { text: m(ms.amount), x: cols.total, align: 'right', red: isNegative(ms.amount) },
      ]);
    }
  }
  if (inv.received.length) {
    w.down(12);
    w.text(t.payments, { bold: true });
    for (const p of inv.received) {
      w.row([
        { text: `${printDate(p.date, l)}  ${p.reference ?? ''}`, x: cols.text, width: 300 },
        { text: m(p.amount), x: cols.total, align: 'right', red: isNegative(p.amount) },
      ]);
    }
  }
  bankBlock(w, company, t, `${number} / ${inv.bookingNo}`);
  footer(w, company, t);
  return w.bytes();
}

export interface VoucherData {
  booking: Pick<BookingHeader, 'bookingNo' | 'checkIn' | 'checkOut' | 'noOfPax' | 'language' | 'rooms'>;
  /** The stay's place (resort or vessel and tour). */
  place?: string;
  guests: string[];
  rooms: string[];
}

export async function renderVoucherPdf(v: VoucherData, company: CompanyHeader): Promise<Uint8Array> {
  const l = lang(v.booking.language);
  const t = DOCUMENT_TEXTS[l];
  const w = await PdfWriter.create(`${t.voucher} ${v.booking.bookingNo}`);
  header(w, company);
  w.text(`${t.voucher} – ${t.booking} ${v.booking.bookingNo}`, { size: 16, bold: true, height: 24 });
  if (v.place) w.text(v.place, { bold: true });
  w.down(8);
  const row = (label: string, value: string) =>
    w.row([
      { text: label, x: MARGIN, bold: true },
      { text: value, x: MARGIN + 140, width: 300 },
    ]);
  if (v.booking.checkIn) row(t.arrival, printDate(v.booking.checkIn, l));
  if (v.booking.checkOut) row(t.departure, printDate(v.booking.checkOut, l));
  row(t.persons, String(v.booking.noOfPax ?? v.booking.rooms.reduce((s, r) => s + r.noOfPax, 0)));
  if (v.rooms.length) row(t.rooms, v.rooms.join(', '));
  w.down(10);
  w.text(v.guests.length > 1 ? t.guests : t.guest, { bold: true });
  for (const g of v.guests) w.text(g);
  w.down(16);
  w.text(t.voucherNote);
  footer(w, company, t);
  return w.bytes();
}
