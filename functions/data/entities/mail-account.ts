import * as z from 'zod';
import { ZMailAccount } from '../../../shared/domain/mail/account';
import { entityPk, listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

export const MAIL_ACCOUNT = 'MAILACCOUNT';
export const MAIL_ACCOUNTS = 'MAILACCOUNTS';

/** The tenant's mail accounts, all in one partition (a handful per tenant): pk `T#<tenant>#MAILACCOUNTS`, sk the id. */
export const mailAccountsPk = (tenant: string) => listPk(tenant, MAIL_ACCOUNTS);
export const mailAccountKey = (tenant: string, id: string) => ({ pk: mailAccountsPk(tenant), sk: id });
/** The account's write-only secrets, in a partition of its own (a list of the accounts never reads them): sk `SECRET`. */
export const mailAccountSecretKey = (tenant: string, id: string) => ({ pk: entityPk(tenant, MAIL_ACCOUNT, id), sk: 'SECRET' });
/** A started OAuth connect (one-time, 10 minutes): sk `OAUTH#<nonce>`. */
export const mailAccountOAuthKey = (tenant: string, id: string, nonce: string) => ({ pk: entityPk(tenant, MAIL_ACCOUNT, id), sk: `OAUTH#${nonce}` });

export const mailAccountItem = itemCodec(MAIL_ACCOUNT, ZMailAccount, ['tenant']);

/** smtp: `password`; oauth: `refreshToken` (and the last access token with its expiry, so a send does not refresh every time). */
export const ZMailAccountSecrets = z.object({
  password: z.string().optional(),
  refreshToken: z.string().optional(),
  accessToken: z.string().optional(),
  accessTokenExpiresAt: z.string().optional(),
  changedAt: z.string(),
});
export type MailAccountSecrets = z.infer<typeof ZMailAccountSecrets>;
export const mailAccountSecretItem = itemCodec('MAILACCOUNT_SECRET', ZMailAccountSecrets, ['tenant']);

export const ZOAuthStart = z.object({ account: z.string(), verifier: z.string(), redirectUri: z.string(), expiresAt: z.number().int() });
export const mailAccountOAuthItem = itemCodec('MAILACCOUNT_OAUTH', ZOAuthStart, ['tenant']);

export const mailAccountModels: EntityModel[] = [
  {
    module: 'mail-account',
    entityType: MAIL_ACCOUNT,
    description: "An operator's mail account (ses, smtp, oauth) with its health; never a secret (docs/decisions/mail-accounts.md).",
    keys: { table: { pk: 'T#<tenant>#MAILACCOUNTS', sk: '<id>' } },
    access: [
      'the list: one Query of the partition',
      'one: Get',
      'health: conditioned Update (unhealthy once per incident)',
      'sending: one transaction over the partition',
    ],
  },
  {
    module: 'mail-account',
    entityType: 'MAILACCOUNT_SECRET',
    description: "A mail account's write-only secrets (password, refresh token, the current access token).",
    keys: { table: { pk: 'T#<tenant>#MAILACCOUNT#<id>', sk: 'SECRET' } },
    access: ['put with the account write', 'read only by the send, the check and the mailbox (Get)'],
  },
  {
    module: 'mail-account',
    entityType: 'MAILACCOUNT_OAUTH',
    description: 'A started OAuth connect: its PKCE verifier and redirect, used once (TTL 10 minutes).',
    keys: { table: { pk: 'T#<tenant>#MAILACCOUNT#<id>', sk: 'OAUTH#<nonce>' } },
    access: ['put by connect', 'consumed by the callback: Delete with ReturnValues ALL_OLD'],
  },
];
