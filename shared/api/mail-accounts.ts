import * as z from 'zod';
import { ZMailAccount, ZMailAccountInput } from '../domain/mail/account';
import { endpoint } from './endpoint';

/*
 * The operator's mail accounts (Lambda `mailaccount`, functions/messaging/accounts/; docs/decisions/mail-accounts.md):
 * SES with the operator's domain, their own SMTP/IMAP account, or Google/Microsoft by OAuth
 * (`/api/mailaccount/oauth/connect`, spec 2 "mail account oauth connect"). Spec 1: /config/mail is mail.update.
 * Secrets are write-only: an account answers `passwordSet` and `connected`, never a password or token.
 */
export const MAIL_ACCOUNT_SCOPES = ['mail.update'] as const;

export const ZMailAccountId = z.string().regex(/^ma-[A-Za-z0-9_-]{1,40}$/, { message: 'A mail account id' });
const ZIdParams = z.object({ id: ZMailAccountId });

const tags = ['mail'];
const base = { resource: 'mailaccount', tags, scopes: MAIL_ACCOUNT_SCOPES } as const;

export const mailAccountEndpoints = {
  list: endpoint({
    ...base,
    id: 'mailaccount.list',
    method: 'GET',
    path: '/api/mailaccount',
    summary: "The tenant's mail accounts with their health (at most 20; secrets only as set or not)",
    input: {},
    output: z.object({ data: z.array(ZMailAccount) }),
  }),
  get: endpoint({
    ...base,
    id: 'mailaccount.get',
    method: 'GET',
    path: '/api/mailaccount/{id}',
    summary: 'One mail account with its health',
    input: { params: ZIdParams },
    output: ZMailAccount,
  }),
  create: endpoint({
    ...base,
    id: 'mailaccount.create',
    method: 'POST',
    path: '/api/mailaccount',
    summary: 'Adds a mail account (kind ses, smtp or oauth); `sending: true` makes it the one that sends the tenant’s mails',
    idempotent: true,
    input: { body: ZMailAccountInput },
    output: ZMailAccount,
  }),
  update: endpoint({
    ...base,
    id: 'mailaccount.update',
    method: 'PUT',
    path: '/api/mailaccount/{id}',
    summary:
      'Changes a mail account (the kind stays); a password left out is kept; changing the server, user or password sets the health back to unknown. ' +
      '409 when `version` is not the current one',
    input: { params: ZIdParams, body: z.intersection(ZMailAccountInput, z.object({ version: z.number().int() })) },
    output: ZMailAccount,
  }),
  remove: endpoint({
    ...base,
    id: 'mailaccount.delete',
    method: 'DELETE',
    path: '/api/mailaccount/{id}',
    summary: 'Removes a mail account and its secrets (the mails it sent stay in the queue)',
    input: { params: ZIdParams },
    output: z.object({ deleted: z.boolean() }),
  }),
  test: endpoint({
    ...base,
    id: 'mailaccount.test',
    method: 'POST',
    path: '/api/mailaccount/{id}/test',
    summary: 'Sends a test mail through this account, by the mail queue (to the caller unless `to` is given); answers the queue record id',
    input: { params: ZIdParams, body: z.strictObject({ to: z.email().max(254).optional() }) },
    output: z.object({ mail: z.string() }),
  }),
  check: endpoint({
    ...base,
    id: 'mailaccount.check',
    method: 'POST',
    path: '/api/mailaccount/{id}/check',
    summary: 'Logs in now (SMTP login, token refresh) and records the health; a refused login marks it unhealthy and notifies the admins once',
    input: { params: ZIdParams },
    output: ZMailAccount,
  }),
  oauthConnect: endpoint({
    ...base,
    id: 'mailaccount.oauthConnect',
    method: 'POST',
    path: '/api/mailaccount/oauth/connect',
    summary:
      "Starts the authorization-code flow for an oauth account: answers the provider's authorization URL (with a signed `state`, 10 minutes); " +
      'the provider sends the browser back to /config/mail with `code` and `state`',
    input: { body: z.strictObject({ account: ZMailAccountId }) },
    output: z.object({ url: z.string() }),
  }),
  oauthCallback: endpoint({
    ...base,
    id: 'mailaccount.oauthCallback',
    method: 'POST',
    path: '/api/mailaccount/oauth/callback',
    summary: 'Completes the flow: exchanges `code` for tokens (the refresh token kept write-only), marks the account connected and healthy',
    input: { body: z.strictObject({ code: z.string().min(1).max(2000), state: z.string().min(1).max(2000) }) },
    output: ZMailAccount,
  }),
};
