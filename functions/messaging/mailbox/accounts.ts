import type { MailAccount, MailAccountError, MailAccountLogin } from '../../../shared/domain/mail/account';

/**
 * What the mailbox needs of the mail accounts (owned by the accounts part, shared/domain/mail/account.ts): the
 * tenant's accounts, an account's login (password or fresh OAuth token) and where a fetch's outcome goes (the
 * account's health: a refused login makes it unhealthy and notifies the admins, owned there too).
 *
 * TODO(lead, issue 26 merge): connect `connectMailboxAccounts` to the accounts part's data functions (list, login,
 * record fetch) where functions/messaging/index.ts collects them; until then the mailbox sees no account (the screen
 * says so) and the tests install their own.
 */
export interface MailboxAccounts {
  /** The tenant's accounts; the mailbox shows the ones with an incoming (IMAP) server. */
  list(tenant: string): Promise<MailAccount[]>;
  /** The account's login, or null when it does not exist (or has no secret yet). */
  login(tenant: string, account: string): Promise<MailAccountLogin | null>;
  /** The outcome of a fetch: success stamps `lastFetchAt`; a failure records the error (code `auth`: unhealthy). */
  recordFetch(tenant: string, account: string, outcome: { ok: true; at: string } | { ok: false; error: MailAccountError }): Promise<void>;
}

const NONE: MailboxAccounts = {
  list: async () => [],
  login: async () => null,
  recordFetch: async () => undefined,
};

let source: MailboxAccounts = NONE;

/** Installs the accounts the mailbox reads (the accounts part at start-up; a test its own). Answers the one before. */
export function connectMailboxAccounts(next: MailboxAccounts | null): MailboxAccounts {
  const before = source;
  source = next ?? NONE;
  return before;
}

export const mailboxAccounts = (): MailboxAccounts => source;
