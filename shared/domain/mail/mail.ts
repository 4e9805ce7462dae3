import * as z from 'zod';

/**
 * The built-in mails (docs/recipes-mail.md): templates in the placeholder language whose subject and body are the
 * dictionary entries `mail.<key>.subject` and `mail.<key>.body` (shared/i18n/labels-mail.{en,de}.ts).
 */
export const BUILT_IN_MAILS = [
  'auth.passwordReset',
  'auth.verifyEmail',
  'auth.alreadyRegistered',
  'payment.receipt',
  'payment.reminder',
  'booking.optionExpired',
  'booking.waitingOffered',
  'document.invoice',
  'document.voucher',
  'guestform.reminder',
  'guestform.summary',
  'booking.onlineConfirmed',
  'schedule.notice',
  'account.test',
  /** A reply or forward written in the mailbox (docs/decisions/mailbox.md): the words are the writer's. */
  'mailbox.answer',
] as const;
export type BuiltInMail = (typeof BUILT_IN_MAILS)[number];

export const MAIL_LOCALES = ['de', 'en'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];
/** A language as stored on a booking, user or tenant, as the language of a mail (German unless English). */
export const mailLocale = (language: string | undefined | null): MailLocale => (language?.startsWith('en') ? 'en' : 'de');

/** Which template a mail is written with: a built-in one, or one of the operator's mail templates (settings). */
export const ZMailTemplateRef = z.union([z.strictObject({ builtIn: z.enum(BUILT_IN_MAILS) }), z.strictObject({ id: z.string().min(1) })]);
export type MailTemplateRef = z.infer<typeof ZMailTemplateRef>;

/**
 * A mail, described (docs/decisions/messaging.md): to whom, in which language, with which template and the data its
 * placeholders read. Texts are rendered when the mail is sent, never by the caller. `key` names the mail for the send-once
 * rule: a mail whose key was sent already is not sent again (default: the request's event id). `purpose` tags it for the
 * mail log. Attachments (bytes) are given to the sender directly, never through an event.
 */
export const ZMail = z.object({
  to: z.array(z.email()).min(1),
  locale: z.enum(MAIL_LOCALES),
  template: ZMailTemplateRef,
  params: z.record(z.string(), z.unknown()),
  purpose: z.string().min(1),
  key: z.string().min(1).max(300).optional(),
  /** The booking (and customer) the mail is about: the mail queue links and filters by them. */
  booking: z.string().min(1).max(100).optional(),
  customer: z.string().min(1).max(100).optional(),
  /**
   * The mail account that sends it (shared/domain/mail/account.ts; a mailbox reply goes through the account the mail
   * came to); left out: the tenant's sending account, or SES from the product's address when none is marked.
   */
  account: z.string().min(1).max(50).optional(),
});
export type Mail = z.infer<typeof ZMail>;

/** A file sent with a mail (a booking document's PDF). */
export interface MailAttachment {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A day as every mail writes it, DD.MM.YYYY in both languages (an ISO date or timestamp; anything else as it is). */
export function mailDate(iso: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}.${m[2]}.${m[1]}` : (iso ?? '');
}
