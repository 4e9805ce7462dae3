import * as z from 'zod';
import { ZMail } from './mail';

/**
 * The mail queue (docs/decisions/mail-queue.md): every mail the product sends is a record with its state, written when
 * the mail is requested (with the outbox item, in the causing transaction) and updated by the send consumer.
 *
 * - queued: requested, not tried yet (or requeued by a resend);
 * - retrying: a transient failure (throttling, connection, SMTP 421/451); the queue delivers it again after a backoff;
 * - sent: SES accepted it (or its key had been sent already);
 * - bounced: refused for good by the receiving side (550/553, MessageRejected) or bounced/complained after sending;
 * - failed: not sendable (every recipient suppressed, the template unusable, the retries used up: dead-lettered);
 * - cancelled: staff stopped it before it was sent.
 */
export const MAIL_STATES = ['queued', 'retrying', 'sent', 'bounced', 'failed', 'cancelled'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** What one try ended with. */
export const ATTEMPT_OUTCOMES = ['sent', 'already-sent', 'transient', 'permanent', 'suppressed', 'dead-lettered', 'bounce', 'complaint'] as const;

export const ZMailAttempt = z.object({
  at: z.string(),
  outcome: z.enum(ATTEMPT_OUTCOMES),
  /** A short code: the SMTP status or the SDK error's name (`421`, `Throttling`, `MessageRejected`, `suppressed`). */
  code: z.string().optional(),
  error: z.string().optional(),
});
export type MailAttempt = z.infer<typeof ZMailAttempt>;

export const ZMailQueueRecord = z.object({
  /** A hash of the mail's key: one record per key, however often the mail was requested. */
  id: z.string(),
  /** The send-once key (the mail's key, or its first request's event id). */
  key: z.string(),
  state: z.enum(MAIL_STATES),
  to: z.array(z.string()),
  /** Rendered when the consumer first tried it. */
  subject: z.string().optional(),
  /** The built-in mail's key or the operator template's id. */
  template: z.string(),
  locale: z.string(),
  purpose: z.string(),
  booking: z.string().optional(),
  bookingNo: z.string().optional(),
  customer: z.string().optional(),
  /** Tries so far (a delivery that sent, failed or found the address suppressed). */
  attempts: z.number().int().min(0),
  /** How many times the mail was requested under its key (a second request sends nothing). */
  requests: z.number().int().min(1),
  lastError: z.string().optional(),
  lastCode: z.string().optional(),
  /** Addresses left out because they are on the tenant's suppression list. */
  suppressed: z.array(z.string()).optional(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().optional(),
  nextAttemptAt: z.string().optional(),
  messageId: z.string().optional(),
  /** The newest tries, oldest first (at most MAX_ATTEMPTS_KEPT). */
  history: z.array(ZMailAttempt),
  /** The description as requested, so the detail renders it and a resend requests it again. */
  mail: ZMail,
  /** A sent mail resent as a new mail: the new record's id (and on the new one, the original's). */
  resentAs: z.string().optional(),
  resendOf: z.string().optional(),
  /** Who cancelled or resent it. */
  by: z.string().optional(),
});
export type MailQueueRecord = z.infer<typeof ZMailQueueRecord>;

export const MAX_ATTEMPTS_KEPT = 20;

/** A send failure, classified: transient ones are retried with backoff, permanent ones never. */
export interface SendFailure {
  kind: 'transient' | 'permanent';
  /** The state a permanent failure leaves: bounced (the receiving side refused) or failed (we could not send). */
  state: 'bounced' | 'failed' | 'retrying';
  code: string;
  message: string;
}

const TRANSIENT_NAMES = new Set([
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'LimitExceededException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalFailure',
  'InternalServerError',
  'RequestTimeout',
  'RequestTimeoutException',
  'TimeoutError',
  'NetworkingError',
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'IdempotencyAlreadyInProgressError',
]);
/** SES refusing the message or the sender for good: resending the same mail cannot help. */
const BOUNCE_NAMES = new Set(['MessageRejected', 'MailFromDomainNotVerifiedException', 'AccountSuspendedException', 'SendingPausedException']);
/** Our side cannot build the mail: a resend helps only after the template or the data were fixed. */
const FAILED_NAMES = new Set(['MailTemplateUnusableError', 'MailParamsMissingError', 'BadRequestException', 'NotFoundException', 'ValidationError']);

/** The SMTP reply code in an error's text (`421 4.7.0 Try again later`, `550 5.1.1 User unknown`). */
function smtpCode(message: string): number | undefined {
  const m = /(?:^|[^\d.])([45]\d\d)(?:[ -]|$)/.exec(message);
  return m ? Number(m[1]) : undefined;
}

/**
 * Tells a transient failure (retry with backoff) from a permanent one (no retry): SMTP 4xx and 5xx replies by their
 * code, SES and network errors by their name; anything unknown counts as transient (the retries are bounded and the
 * mail ends failed in the dead-letter queue, visible and resendable, never lost).
 */
export function classifySendError(err: unknown): SendFailure {
  const e = err as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number }; responseCode?: number };
  const name = e?.name ?? 'Error';
  const message = (e?.message ?? String(err)).slice(0, 500);
  const smtp = e?.responseCode ?? smtpCode(message);
  if (smtp !== undefined && smtp >= 400 && smtp < 500) return { kind: 'transient', state: 'retrying', code: String(smtp), message };
  if (smtp !== undefined && smtp >= 500) return { kind: 'permanent', state: 'bounced', code: String(smtp), message };
  if (BOUNCE_NAMES.has(name)) return { kind: 'permanent', state: 'bounced', code: name, message };
  if (FAILED_NAMES.has(name)) return { kind: 'permanent', state: 'failed', code: name, message };
  const code = e?.code && TRANSIENT_NAMES.has(e.code) ? e.code : name;
  return { kind: 'transient', state: 'retrying', code, message };
}

/** Seconds before the nth retry (n from 1): 30 s doubling, at most 15 minutes, the jitter left to the queue. */
export function backoffSeconds(attempt: number): number {
  return Math.min(900, 30 * 2 ** Math.max(0, attempt - 1));
}

/** Cancel stops a mail that has not gone yet. */
export const CANCELLABLE: readonly MailState[] = ['queued', 'retrying'];
/** A mail on its way (queued or retrying) is not resent: it is sent or fails on its own. */
export const RESENDABLE: readonly MailState[] = ['sent', 'bounced', 'failed', 'cancelled'];

/**
 * How a resend goes: a mail that was never handed to SES is requested again under the same key (the key was never
 * completed, so it sends); a mail SES accepted (its key is spent) becomes a new mail with a new key.
 */
export function resendMode(record: Pick<MailQueueRecord, 'state' | 'sentAt'>): 'same-key' | 'new-mail' {
  return record.sentAt ? 'new-mail' : 'same-key';
}

/** What a hidden one-time link reads as on the queue's screen and API. */
export const HIDDEN_LINK = '(one-time link hidden)';

/**
 * A record as the queue's API shows it: the sign-in mails' links (password reset, verification, registration) carry
 * one-time tokens that would let whoever reads the queue take over the account, so every link in their params is
 * hidden (the mail itself is sent with them; a resend sends the stored description).
 */
export function redactRecord<R extends { mail: z.infer<typeof ZMail> }>(record: R): R {
  if (!('builtIn' in record.mail.template) || !record.mail.template.builtIn.startsWith('auth.')) return record;
  const params = Object.fromEntries(Object.entries(record.mail.params).map(([k, v]) => [k, typeof v === 'string' && /^https?:\/\//.test(v) ? HIDDEN_LINK : v]));
  return { ...record, mail: { ...record.mail, params } };
}

/** The template's name as the list shows it. */
export const templateName = (mail: z.infer<typeof ZMail>) => ('builtIn' in mail.template ? mail.template.builtIn : mail.template.id);
