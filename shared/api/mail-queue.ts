import * as z from 'zod';
import { MAIL_STATES, ZMailQueueRecord } from '../domain/mail/queue';
import { endpoint } from './endpoint';

/*
 * The mail queue (Lambda `mailqueue`, functions/messaging/queue/; docs/decisions/mail-queue.md): every mail of the
 * product with its state, tries and last error; resend and cancel; the tenant's suppression list.
 * Spec 1: /config/mailqueue is mailqueue.read; resending, cancelling and the suppression list's changes are mail.update.
 */
export const MAIL_QUEUE_READ_SCOPES = ['mailqueue.read', 'mail.update'] as const;
export const MAIL_QUEUE_WRITE_SCOPES = ['mail.update'] as const;
export const MAX_MAIL_QUEUE_PAGE = 100;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'A day as YYYY-MM-DD' });
const ZRecordId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'A mail id' });
const ZIdParams = z.object({ id: ZRecordId });

export const ZMailRendered = z.object({ subject: z.string(), text: z.string(), html: z.string().optional() });
/** One mail with what it looks like when sent (the rendering may fail: then `renderError`). */
export const ZMailQueueDetail = ZMailQueueRecord.extend({ rendered: ZMailRendered.optional(), renderError: z.string().optional() });

export const ZSuppressionEntry = z.object({
  address: z.string(),
  reason: z.enum(['bounce', 'complaint', 'manual']),
  detail: z.string().optional(),
  at: z.string(),
  mail: z.string().optional(),
});

const tags = ['mail'];
const base = { resource: 'mailqueue', tags } as const;

export const mailQueueEndpoints = {
  list: endpoint({
    ...base,
    id: 'mailqueue.list',
    method: 'GET',
    path: '/api/mailqueue',
    scopes: MAIL_QUEUE_READ_SCOPES,
    summary:
      'The mails, newest first, between from and to (days, inclusive): state, recipient (an address) and booking narrow it; ' +
      'a page reads a bounded range and answers `next` (a cursor) when more may follow: no count',
    input: {
      query: z.strictObject({
        state: z.enum(MAIL_STATES).optional(),
        from: ZDay.optional(),
        to: ZDay.optional(),
        recipient: z.string().trim().max(254).optional(),
        booking: z.string().trim().min(1).max(100).optional(),
        size: z.coerce.number().int().min(1).max(MAX_MAIL_QUEUE_PAGE).default(25),
        next: z.string().max(2000).optional(),
      }),
    },
    output: z.object({ data: z.array(ZMailQueueRecord), next: z.string().optional() }),
  }),
  get: endpoint({
    ...base,
    id: 'mailqueue.get',
    method: 'GET',
    path: '/api/mailqueue/{id}',
    scopes: MAIL_QUEUE_READ_SCOPES,
    summary: 'One mail with its tries and its rendered subject, text and HTML (as it is sent now)',
    input: { params: ZIdParams },
    output: ZMailQueueDetail,
  }),
  resend: endpoint({
    ...base,
    id: 'mailqueue.resend',
    method: 'POST',
    path: '/api/mailqueue/{id}/resend',
    scopes: MAIL_QUEUE_WRITE_SCOPES,
    summary:
      'Sends a mail again: one that was never handed to SES (failed, bounced by SES, cancelled) is requested again under its key; ' +
      'a sent one becomes a new mail with a new key. A mail on its way (queued, retrying) is 409. Answers the record that will send.',
    input: { params: ZIdParams },
    output: ZMailQueueRecord,
  }),
  cancel: endpoint({
    ...base,
    id: 'mailqueue.cancel',
    method: 'POST',
    path: '/api/mailqueue/{id}/cancel',
    scopes: MAIL_QUEUE_WRITE_SCOPES,
    summary: 'Stops a queued or retrying mail before it is sent (409 in any other state)',
    input: { params: ZIdParams },
    output: ZMailQueueRecord,
  }),
  suppressions: endpoint({
    ...base,
    id: 'mailqueue.suppressions',
    method: 'GET',
    path: '/api/mailqueue/suppressions',
    scopes: MAIL_QUEUE_READ_SCOPES,
    summary: 'The addresses no mail is sent to (hard bounces, complaints, added by staff), in address order, paged by `next`',
    input: { query: z.strictObject({ size: z.coerce.number().int().min(1).max(MAX_MAIL_QUEUE_PAGE).default(50), next: z.string().max(2000).optional() }) },
    output: z.object({ data: z.array(ZSuppressionEntry), next: z.string().optional() }),
  }),
  suppress: endpoint({
    ...base,
    id: 'mailqueue.suppress',
    method: 'POST',
    path: '/api/mailqueue/suppressions',
    scopes: MAIL_QUEUE_WRITE_SCOPES,
    summary: 'Puts an address on the suppression list by hand',
    input: { body: z.strictObject({ address: z.email() }) },
    output: ZSuppressionEntry,
  }),
  unsuppress: endpoint({
    ...base,
    id: 'mailqueue.unsuppress',
    method: 'DELETE',
    path: '/api/mailqueue/suppressions/{address}',
    scopes: MAIL_QUEUE_WRITE_SCOPES,
    summary: 'Takes an address off the suppression list (404 when it is not on it)',
    input: { params: z.object({ address: z.string().min(3).max(254) }) },
    output: z.object({ address: z.string(), removed: z.literal(true) }),
  }),
};
