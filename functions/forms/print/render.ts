import type { Language } from '../../../shared/constants';
import type { SignatureRecord } from '../../../shared/domain/forms/signature-record';
import { A4, MARGIN, PdfWriter, printDate } from '../../lib/documents/layout';
import { footer, header, type CompanyHeader } from '../../lib/documents/render';
import { DOCUMENT_TEXTS } from '../../lib/documents/texts';
import type { PrintLine } from './print-lines';
import { PRINT_TEXTS } from './texts';

/** What the signed PDF of a booking's form prints (docs/decisions/forms.md "The signed PDF"). */
export interface GuestFormPrint {
  lang: Language;
  operator: string;
  bookingNo: number;
  /** The form's name (the operator's) and its title in the language. */
  formName: string;
  respondents: PrintedRespondent[];
  /** When it was printed (ISO, UTC): the verification is as of then. */
  printedAt: string;
}

export interface PrintedRespondent {
  key: string;
  name?: string;
  title: string;
  version: number;
  state: 'none' | 'draft' | 'submitted';
  submittedAt?: string;
  physician: boolean;
  lines: PrintLine[];
  signatures: Array<SignatureRecord & { verified: boolean }>;
}

const LABEL_WIDTH = 190;
const VALUE_X = MARGIN + LABEL_WIDTH + 10;
const VALUE_WIDTH = A4.width - MARGIN - VALUE_X - 6;

/** An ISO time in UTC as printed: DD.MM.YYYY HH:mm:ss UTC. */
export function printUtc(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const s = d.toISOString();
  return `${printDate(s.slice(0, 10))} ${s.slice(11, 19)} UTC`;
}

/** The filled form of each respondent, one after the other (each from a new page), with their signature records. */
export async function renderGuestFormPdf(doc: GuestFormPrint, company: CompanyHeader): Promise<Uint8Array> {
  const l = doc.lang;
  const w = PRINT_TEXTS[l];
  const pdf = await PdfWriter.create(`${doc.formName} – ${w.booking} ${doc.bookingNo}`);
  header(pdf, company, DOCUMENT_TEXTS[l]);
  const fact = (label: string, value: string, opts: { bold?: boolean; red?: boolean; size?: number } = {}) =>
    pdf.row(
      [
        { text: label, x: MARGIN, width: LABEL_WIDTH, wrap: true, bold: true, size: 9 },
        { text: value, x: VALUE_X, width: VALUE_WIDTH, wrap: true, size: 9, ...opts },
      ],
      13,
      11,
    );
  doc.respondents.forEach((r, i) => {
    if (i > 0) pdf.newPage();
    const who = r.key === 'lead' ? w.lead : `${w.guest} ${r.key.replace('guest-', '')}`;
    pdf.text(r.title, { size: 15, bold: true, height: 22 });
    fact(w.operator, doc.operator);
    fact(w.booking, String(doc.bookingNo));
    fact(r.key === 'lead' ? w.lead : w.guest, r.name ? `${r.name} (${who})` : who);
    fact(w.form, `${doc.formName} – ${w.version} ${r.version}`);
    fact(w.state, w[r.state]);
    if (r.submittedAt) fact(w.submittedAt, printUtc(r.submittedAt));
    if (r.physician) {
      pdf.down(6);
      pdf.row([{ text: `! ${w.physician}`, x: MARGIN, bold: true, red: true, size: 12 }], 16);
    }
    pdf.down(6);
    pdf.rule();
    if (r.lines.every((x) => x.kind !== 'answer') && r.state === 'none') pdf.text(w.noAnswers, { size: 9 });
    for (const line of r.lines) {
      if (line.kind === 'heading') {
        pdf.down(6);
        pdf.text(line.text, { size: 11, bold: true, height: 16 });
      } else if (line.kind === 'paragraph') pdf.row([{ text: line.text, x: MARGIN, width: A4.width - 2 * MARGIN, wrap: true, size: 9 }], 13, 11);
      else fact(line.label, line.value);
    }
    pdf.down(10);
    pdf.text(w.signatures, { size: 11, bold: true, height: 16 });
    if (r.signatures.length === 0) pdf.text(w.noSignatures, { size: 9 });
    for (const s of r.signatures) {
      pdf.keep(110);
      pdf.rule();
      fact(w.signer, s.signer, { bold: true });
      if (s.guardian) fact(w.guardian, `${s.guardian.name} (${s.guardian.relation})`);
      fact(w.signedAt, printUtc(s.signedAt));
      fact(w.ip, s.ip);
      fact(w.userAgent, s.userAgent);
      fact(w.language, s.lang);
      // 8 points: the 64 hex digits fit on one line of the value column.
      fact(w.sha256, s.sha256, { size: 8 });
      fact(w.check, s.verified ? w.verified : w.notVerified, { bold: true, red: !s.verified });
    }
    if (r.signatures.length) pdf.text(w.verifiedNote, { size: 8 });
  });
  pdf.down(10);
  pdf.text(`${w.printedAt}: ${printUtc(doc.printedAt)}`, { size: 8 });
  footer(pdf, company, DOCUMENT_TEXTS[l]);
  return pdf.bytes();
}
