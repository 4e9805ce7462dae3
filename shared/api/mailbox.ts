import * as z from 'zod';
import { ZMailAccountHealth } from '../domain/mail/account';
import { endpoint } from './endpoint';
import { ZMailAccountId } from './mail-accounts';

/*
 * The mailbox (Lambda `mail`, functions/messaging/mailbox/; docs/decisions/mailbox.md): spec 2 "Mail" names
 * /api/mail folders, mails, body, delete; reply and forward (`answer`) go through the one mail queue. The operator's
 * accounts with an incoming (IMAP) server are read live over IMAP on every call. Spec 1 gives /mail no scope of its own:
 * a mailbox holds guests' personal data and the operator's correspondence, so it takes mail.update, the scope of the
 * accounts themselves (/config/mail).
 */
export const MAILBOX_SCOPES = ['mail.update'] as const;
export const MAILBOX_PAGE = 25;

const ZFolder = z.string().trim().min(1).max(300);
const ZUid = z.coerce.number().int().min(1).max(4294967295);

export const ZMailMatch = z.object({
  booking: z.object({ id: z.string(), bookingNo: z.number().int(), customerName: z.string().optional() }).optional(),
  customer: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type MailMatch = z.infer<typeof ZMailMatch>;

export const ZMailboxAccount = z.object({ id: z.string(), name: z.string(), fromAddress: z.string(), health: ZMailAccountHealth });
export const ZMailFolder = z.object({
  path: z.string(),
  name: z.string(),
  specialUse: z.string().optional(),
  total: z.number().int().optional(),
  unseen: z.number().int().optional(),
});
export const ZMailAddress = z.object({ name: z.string().optional(), address: z.string().optional() });

export const ZMailListItem = z.object({
  uid: z.number().int(),
  subject: z.string(),
  from: ZMailAddress.optional(),
  to: z.array(z.string()),
  date: z.string().optional(),
  seen: z.boolean(),
  size: z.number().int().optional(),
  match: ZMailMatch,
});
export type MailListItem = z.infer<typeof ZMailListItem>;

export const ZMailBody = ZMailListItem.extend({
  cc: z.array(z.string()),
  replyTo: z.string().optional(),
  messageId: z.string().optional(),
  text: z.string().optional(),
  /** The HTML made safe on the server (no script, form, frame, handler; remote images left out unless `images`). */
  html: z.string().optional(),
  /** Remote images (tracking pixels among them) left out; `images=true` shows them for this mail. */
  blockedImages: z.number().int().min(0),
  attachments: z.array(z.object({ name: z.string(), contentType: z.string(), size: z.number().int() })),
});
export type MailBody = z.infer<typeof ZMailBody>;

const ZAccountQuery = { account: ZMailAccountId, folder: ZFolder.default('INBOX') };

const tags = ['mail'];
const base = { resource: 'mail', tags, scopes: MAILBOX_SCOPES } as const;

export const mailboxEndpoints = {
  folders: endpoint({
    ...base,
    id: 'mail.folders',
    method: 'GET',
    path: '/api/mail/folders',
    summary:
      "The tenant's accounts that have an incoming server, and the folders of one (`account`, default the first) with their " +
      "counts; a refused login or an unreachable server is 502 MAIL_FETCH_FAILED and marks the account's health",
    input: { query: z.strictObject({ account: ZMailAccountId.optional() }) },
    output: z.object({ accounts: z.array(ZMailboxAccount), account: z.string().optional(), folders: z.array(ZMailFolder) }),
  }),
  mails: endpoint({
    ...base,
    id: 'mail.mails',
    method: 'GET',
    path: '/api/mail/mails',
    summary:
      "A folder's mails, newest first, each linked to the booking its subject names and the customer its sender is; " +
      '`next` (a UID) when older mails follow: pass it as `before`',
    input: {
      query: z.strictObject({ ...ZAccountQuery, size: z.coerce.number().int().min(1).max(100).default(MAILBOX_PAGE), before: ZUid.optional() }),
    },
    output: z.object({ data: z.array(ZMailListItem), next: z.number().int().optional() }),
  }),
  body: endpoint({
    ...base,
    id: 'mail.body',
    method: 'GET',
    path: '/api/mail/body',
    summary: 'One mail, read (marked seen): text, safe HTML (remote images only with `images=true`), attachments, links',
    input: { query: z.strictObject({ ...ZAccountQuery, uid: ZUid, images: z.enum(['true', 'false']).default('false') }) },
    output: ZMailBody,
  }),
  delete: endpoint({
    ...base,
    id: 'mail.delete',
    method: 'POST',
    path: '/api/mail/delete',
    summary: "Deletes mails: into the account's Trash, or for good from the Trash (or an account without one)",
    input: { body: z.strictObject({ account: ZMailAccountId, folder: ZFolder, uids: z.array(z.number().int().min(1)).min(1).max(100) }) },
    output: z.object({ deleted: z.number().int() }),
  }),
  answer: endpoint({
    ...base,
    id: 'mail.answer',
    method: 'POST',
    path: '/api/mail/answer',
    summary:
      'Replies to or forwards a mail through the one mail queue (sent by the account it came to, linked to its booking ' +
      "and customer); answers the queued mail's id for /config/mailqueue",
    input: {
      body: z.strictObject({
        account: ZMailAccountId,
        folder: ZFolder,
        uid: z.number().int().min(1),
        mode: z.enum(['reply', 'forward']),
        to: z.array(z.email()).min(1).max(20),
        subject: z.string().trim().min(1).max(300),
        text: z.string().min(1).max(100_000),
        locale: z.enum(['de', 'en']).default('en'),
      }),
    },
    output: z.object({ queued: z.string(), key: z.string() }),
  }),
};
