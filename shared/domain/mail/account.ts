import * as z from 'zod';

/*
 * The operator's mail accounts (issue 26 "Accounts and sending", /config/mail; docs/decisions/mail-accounts.md).
 * A tenant has any number of accounts; the one marked `sending` sends the product's mails (none marked: SES from the
 * product's address, as before). Kinds:
 * - `ses`: SES with the operator's verified domain (the default kind): `fromAddress` on that domain, no secret.
 * - `smtp`: the operator's own SMTP server (and IMAP for the mailbox): host, port, security, user; the password is
 *   write-only (sent on save, answered only as `passwordSet`).
 * - `oauth`: Google or Microsoft (locally the stand-in `local`) by the authorization-code flow
 *   (`/api/mailaccount/oauth/connect`); the refresh token is write-only (answered only as `connected`). SMTP and IMAP
 *   of the provider are used with XOAUTH2.
 * Secrets live in the account's own SECRET item (functions/data/entities/secret.ts, like a payment provider's keys):
 * no read of the account touches them.
 */

export const MAIL_ACCOUNT_KINDS = ['ses', 'smtp', 'oauth'] as const;
export type MailAccountKind = (typeof MAIL_ACCOUNT_KINDS)[number];
/** `local` is the OAuth stand-in of `npm start` and the tests (infra/local/oauth-stand-in.ts). */
export const OAUTH_PROVIDERS = ['google', 'microsoft', 'local'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
/** `tls`: TLS from the first byte (465, 993); `starttls`: upgraded (587, 143); `none`: plain (local servers only). */
export const MAIL_SECURITY = ['tls', 'starttls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];
export const MAIL_HEALTH_STATES = ['unknown', 'healthy', 'unhealthy'] as const;
export type MailHealthState = (typeof MAIL_HEALTH_STATES)[number];
/** What an account was doing when it failed: sending, fetching (the mailbox's IMAP), refreshing its token, a check. */
export const MAIL_ACCOUNT_OPERATIONS = ['send', 'fetch', 'refresh', 'check'] as const;
export type MailAccountOperation = (typeof MAIL_ACCOUNT_OPERATIONS)[number];

const ZHost = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.-]+$/, { message: 'A host name or address' });
export const ZMailServer = z.strictObject({
  host: ZHost,
  port: z.number().int().min(1).max(65535),
  security: z.enum(MAIL_SECURITY),
});
export type MailServer = z.infer<typeof ZMailServer>;

const common = {
  name: z.string().trim().min(1).max(100),
  /** The address mails are sent from (for ses: on the operator's verified domain). */
  fromAddress: z.email().max(254),
  fromName: z.string().trim().max(100).optional(),
  /** Sends the tenant's mails (at most one account of a tenant; setting it clears the others'). */
  sending: z.boolean().default(false),
};

/** What staff write (POST, PUT): secrets are write-only and optional on update (left out: kept). */
export const ZMailAccountInput = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('ses'), ...common }),
  z.strictObject({
    kind: z.literal('smtp'),
    ...common,
    smtp: ZMailServer,
    /** The mailbox's incoming server; none: the account only sends. */
    imap: ZMailServer.optional(),
    user: z.string().trim().min(1).max(254),
    /** Write-only: sent replaces, left out keeps. */
    password: z.string().min(1).max(1000).optional(),
  }),
  z.strictObject({
    kind: z.literal('oauth'),
    ...common,
    provider: z.enum(OAUTH_PROVIDERS),
  }),
]);
export type MailAccountInput = z.infer<typeof ZMailAccountInput>;

/** The last failure of an account. `code`: an SMTP reply code, `auth` (refused login), `revoked` (refresh refused), … */
export const ZMailAccountError = z.object({
  at: z.string(),
  operation: z.enum(MAIL_ACCOUNT_OPERATIONS),
  message: z.string(),
  code: z.string().optional(),
});
export type MailAccountError = z.infer<typeof ZMailAccountError>;

/**
 * Health: the last successful send and fetch, the last error. `unhealthy` from a refused login or a refused token
 * refresh until the next success; `incident` names the unhealthy spell (its start), whose admins are notified once.
 */
export const ZMailAccountHealth = z.object({
  state: z.enum(MAIL_HEALTH_STATES),
  lastSendAt: z.string().optional(),
  lastFetchAt: z.string().optional(),
  lastError: ZMailAccountError.optional(),
  unhealthySince: z.string().optional(),
  incident: z.string().optional(),
});
export type MailAccountHealth = z.infer<typeof ZMailAccountHealth>;

/** An account as answered: never a secret, only whether one is set. */
export const ZMailAccount = z.object({
  id: z.string(),
  kind: z.enum(MAIL_ACCOUNT_KINDS),
  name: z.string(),
  fromAddress: z.string(),
  fromName: z.string().optional(),
  sending: z.boolean(),
  smtp: ZMailServer.optional(),
  imap: ZMailServer.optional(),
  user: z.string().optional(),
  provider: z.enum(OAUTH_PROVIDERS).optional(),
  /** smtp: a password is stored. */
  passwordSet: z.boolean(),
  /** oauth: a refresh token is stored (the connect flow completed). */
  connected: z.boolean(),
  health: ZMailAccountHealth,
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type MailAccount = z.infer<typeof ZMailAccount>;

/**
 * How code that uses an account logs in (never answered by the API): the mailbox's IMAP fetch and the SMTP send.
 * `password` for smtp; `accessToken` (fresh, from the stored refresh token) with XOAUTH2 for oauth.
 */
export interface MailAccountLogin {
  account: MailAccount;
  user: string;
  smtp?: MailServer;
  imap?: MailServer;
  auth: { kind: 'password'; password: string } | { kind: 'oauth2'; accessToken: string };
}

/** A password or token the server refused: the account is unhealthy (not a transient failure). */
export const isLoginFailureCode = (code: string | undefined): boolean => code === 'auth' || code === 'revoked' || code === '535' || code === '534';
