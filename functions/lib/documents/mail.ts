import type { Invoice } from '../../../shared/domain/booking/invoice';
import { printMoney } from './layout';

/**
 * The params of the built-in mail document.invoice (docs/decisions.md "Invoices"; texts in shared/i18n/labels-mail.*):
 * one function for the mail the send-document consumer sends and the preview the operator reads before "Send invoice".
 */
export function invoiceMailParams(
  invoice: Pick<Invoice, 'language' | 'bookingNo' | 'recipient' | 'open' | 'currency'>,
  number: string,
  company: { name: string },
  link: string,
): Record<string, string | number> {
  return {
    number,
    booking: invoice.bookingNo,
    name: invoice.recipient.name,
    // Overpaid (a negative open amount): nothing is open.
    open: printMoney(invoice.open.trim().startsWith('-') ? '0' : invoice.open, invoice.currency, invoice.language),
    link,
    company: company.name,
  };
}

/** The params of the built-in mail document.voucher: the lead guest's name (the greeting leaves it out when there is none). */
export function voucherMailParams(bookingNo: number, guests: readonly string[], company: { name: string }): Record<string, string | number> {
  return { booking: bookingNo, name: guests[0] ?? '', company: company.name };
}
