import type * as z from 'zod';
import { ZMail } from '../shared/domain/mail/mail';
import { defineEvent } from './event';

/**
 * A mail is to be sent (functions/messaging, docs/recipes-mail.md): written as an outbox item in the same transaction as
 * whatever caused it, by `mailPut`. The consumer events/handlers/send-mail.ts renders it and sends it once per key.
 */
export const MailRequested = defineEvent('mail.requested', ZMail.shape);
export type MailRequestedDetail = z.infer<typeof MailRequested.schema>;
