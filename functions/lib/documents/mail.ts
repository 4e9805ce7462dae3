import type { Invoice } from '../../../shared/domain/booking/invoice';
import { printMoney } from './layout';
import { DOCUMENT_TEXTS, fill } from './texts';

/**
 * The invoice mail's subject and text (docs/decisions.md "Invoices"), in the invoice's language: one function for the
 * mail the send-document consumer sends and the preview the operator reads before "Send invoice".
 */
export function invoiceMailOf(
  invoice: Pick<Invoice, 'language' | 'bookingNo' | 'recipient' | 'open' | 'currency'>,
  number: string,
  company: { name: string },
  link: string,
): { subject: string; text: string } {
  const t = DOCUMENT_TEXTS[invoice.language];
  const values = {
    number,
    booking: invoice.bookingNo,
    name: invoice.recipient.name,
    // Overpaid (a negative open amount): nothing is open.
    open: printMoney(invoice.open.trim().startsWith('-') ? '0' : invoice.open, invoice.currency, invoice.language),
    link,
    company: company.name,
  };
  return { subject: fill(t.invoiceSubject, values), text: fill(t.invoiceMail, values) };
}
