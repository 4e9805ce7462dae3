import * as z from 'zod';
import { defineEvent } from './event';

/** A mail is to be sent: written as an outbox item in the same transaction as whatever caused it. */
export const MailRequested = defineEvent('mail.requested', {
  to: z.array(z.email()).min(1),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  /** What caused it, for the mail log: password-reset, invoice, guest-form-reminder, ... */
  purpose: z.string(),
});
export type MailRequestedDetail = z.infer<typeof MailRequested.schema>;
