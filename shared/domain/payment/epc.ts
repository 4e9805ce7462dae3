import { ValidationError } from '../../errors';

/**
 * The EPC QR code's text ("GiroCode", European Payments Council EPC069-12, version 002): a SEPA credit transfer a
 * guest's banking app fills in from a scan. Lines separated by LF: service tag BCD, version 002, character set 1
 * (UTF-8), identification SCT, the beneficiary's BIC (optional within the EEA in version 002), name (≤ 70), IBAN,
 * EUR<amount> (0.01 to 999999999.99, point decimal), purpose (empty), structured reference (empty: we send text),
 * remittance text (≤ 140). At most 331 bytes. docs/decisions.md, "Payment QR codes and customer stays".
 */
export interface EpcTransfer {
  bic?: string;
  name: string;
  iban: string;
  /** Euro cents, 1 to 99,999,999,999. */
  amountMinor: number;
  remittance: string;
}

export const EPC_MAX_BYTES = 331;
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;
const BIC = /^[A-Z0-9]{8}([A-Z0-9]{3})?$/;

/** What a guest's bank carries from the transfer to our statement: the booking's number in the operator's words. */
export function epcRemittance(bookingNo: number, language: string | undefined): string {
  return `${language === 'en' ? 'Booking' : 'Buchung'} ${bookingNo}`;
}

/** Cents as EPC's amount: `EUR1234.5` style without thousands separators (two decimals kept: `EUR1234.50`). */
export function epcAmount(minor: number): string {
  return `EUR${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** A line of the code: no line breaks inside, trimmed to its maximum length in characters. */
const field = (text: string, max: number): string =>
  text
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, max);

export function epcPayload(t: EpcTransfer): string {
  const iban = t.iban.replace(/\s+/g, '').toUpperCase();
  const bic = (t.bic ?? '').replace(/\s+/g, '').toUpperCase();
  const fields: { path: string; message: string }[] = [];
  if (!IBAN.test(iban)) fields.push({ path: 'iban', message: 'An IBAN without spaces' });
  if (bic && !BIC.test(bic)) fields.push({ path: 'bic', message: 'A BIC of 8 or 11 characters' });
  if (!Number.isSafeInteger(t.amountMinor) || t.amountMinor < 1 || t.amountMinor > 99_999_999_999)
    fields.push({ path: 'amount', message: 'An amount from 0.01 to 999999999.99 EUR' });
  if (!field(t.name, 70)) fields.push({ path: 'name', message: 'The beneficiary needs a name' });
  if (fields.length) throw new ValidationError(fields.map((f) => f.message).join('; '), fields);
  const text = ['BCD', '002', '1', 'SCT', bic, field(t.name, 70), iban, epcAmount(t.amountMinor), '', '', field(t.remittance, 140)].join('\n');
  if (new TextEncoder().encode(text).length > EPC_MAX_BYTES) throw new ValidationError(`The EPC text exceeds ${EPC_MAX_BYTES} bytes`, []);
  return text;
}
