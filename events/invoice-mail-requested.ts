import * as z from 'zod';
import { defineEvent } from './event';

/**
 * A booking document is to be mailed with its PDF attached (docs/decisions.md "Invoices"): the invoice (sendInvoice;
 * the mail carries a fresh public link) or the guest's voucher (sendMail). Written as an outbox item; the consumer
 * events/handlers/send-document.ts renders the PDF and sends it through SES, once per event.
 */
export const DocumentMailRequested = defineEvent('document.mail-requested', {
  document: z.enum(['invoice', 'voucher']),
  booking: z.string(),
  invoice: z.string().optional(),
  to: z.array(z.email()).min(1),
  subject: z.string().optional(),
  text: z.string().optional(),
  requestedBy: z.string().optional(),
});
export type DocumentMailRequestedDetail = z.infer<typeof DocumentMailRequested.schema>;
