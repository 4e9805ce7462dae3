import type { MailAccount, MailAccountError, MailAccountLogin } from '../../../shared/domain/mail/account';
import { getMailAccount, listMailAccounts } from '../../data/mail-accounts';
import { NotFoundError } from '../../../shared/errors';
import { reportMailAccount } from '../accounts/health';
import { mailAccountLogin, MailAccountLoginError } from '../accounts/login';

/**
 * What the mailbox needs of the mail accounts (owned by the accounts part, shared/domain/mail/account.ts): the
 * tenant's accounts, an account's login (password or fresh OAuth token) and where a fetch's outcome goes (the
 * account's health: a refused login makes it unhealthy and notifies the admins, owned there too).
 *
 * By default the operator's accounts of the accounts part (docs/decisions/mail-accounts.md); a test installs its own,
 * and `npm start` adds the local demo mailbox beside them (infra/local/imap-local.ts).
 */
export interface MailboxAccounts {
  /** The tenant's accounts; the mailbox shows the ones with an incoming (IMAP) server. */
  list(tenant: string): Promise<MailAccount[]>;
  /** The account's login, or null when it does not exist (or has no secret yet). */
  login(tenant: string, account: string): Promise<MailAccountLogin | null>;
  /** The outcome of a fetch: success stamps `lastFetchAt`; a failure records the error (code `auth`: unhealthy). */
  recordFetch(tenant: string, account: string, outcome: { ok: true; at: string } | { ok: false; error: MailAccountError }): Promise<void>;
  /** Whether the account sends the mailbox's answers itself (else they go the way the product's mails go); default yes. */
  sends?(tenant: string, account: string): Promise<boolean>;
}

/** The operator's accounts: a login the accounts part cannot give (none, no secret, an SES account) is null. */
export const OPERATOR_ACCOUNTS: MailboxAccounts = {
  list: listMailAccounts,
  login: async (tenant, account) => {
    try {
      return await mailAccountLogin(tenant, account);
    } catch (err) {
      if (err instanceof NotFoundError || (err instanceof MailAccountLoginError && err.code === 'unconfigured')) return null;
      throw err;
    }
  },
  recordFetch: async (tenant, id, outcome) => {
    const account = await getMailAccount(tenant, id);
    if (!account) return;
    await reportMailAccount(
      tenant,
      account,
      'fetch',
      outcome.ok ? { ok: true } : { error: outcome.error },
      new Date(outcome.ok ? outcome.at : outcome.error.at),
    );
  },
  sends: async (tenant, account) => Boolean(await getMailAccount(tenant, account)),
};

let source: MailboxAccounts = OPERATOR_ACCOUNTS;

/** Installs the accounts the mailbox reads (a test its own; null: the operator's). Answers the one before. */
export function connectMailboxAccounts(next: MailboxAccounts | null): MailboxAccounts {
  const before = source;
  source = next ?? OPERATOR_ACCOUNTS;
  return before;
}

/** The operator's accounts and, after them, others (the local demo mailbox of `npm start`). */
export function withOperatorAccounts(extra: MailboxAccounts): MailboxAccounts {
  return {
    list: async (tenant) => [...(await OPERATOR_ACCOUNTS.list(tenant)), ...(await extra.list(tenant))],
    login: async (tenant, account) => (await OPERATOR_ACCOUNTS.login(tenant, account)) ?? extra.login(tenant, account),
    recordFetch: async (tenant, account, outcome) => {
      await Promise.all([OPERATOR_ACCOUNTS.recordFetch(tenant, account, outcome), extra.recordFetch(tenant, account, outcome)]);
    },
    // Only the operator's own accounts send: the others (the local demo mailbox) answer the way the product's mails go.
    sends: (tenant, account) => OPERATOR_ACCOUNTS.sends!(tenant, account),
  };
}

export const mailboxAccounts = (): MailboxAccounts => source;
