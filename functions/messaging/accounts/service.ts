import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import type { MailAccount, MailAccountInput } from '../../../shared/domain/mail/account';
import { mailLocale } from '../../../shared/domain/mail/mail';
import type { Principal } from '../../../shared/auth/principal';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors';
import { config } from '../../config';
import { getCompany } from '../../data/company';
import { deleteMailAccount, getMailAccount, getMailAccountSecrets, listMailAccounts, MAX_MAIL_ACCOUNTS, saveMailAccount } from '../../data/mail-accounts';
import type { MailAccountSecrets } from '../../data/entities/mail-account';
import { mailRecordId } from '../../data/mail-queue';
import { requestMail } from '../request';
import { reportMailAccount } from './health';
import { mailAccountLogin } from './login';
import { verifySmtpLogin } from './smtp';

/**
 * The mail accounts' use cases (shared/api/mail-accounts.ts; docs/decisions/mail-accounts.md): write an account with
 * its write-only secrets, send a test mail through the queue, check the login now. The OAuth flow is in connect.ts.
 */

export async function requireAccount(tenant: string, id: string): Promise<MailAccount> {
  const account = await getMailAccount(tenant, id);
  if (!account) throw new NotFoundError(`mail account ${id} does not exist`);
  return account;
}

/** What decides how the account logs in: a change of it starts the health anew. */
const loginShape = (a: Pick<MailAccount, 'kind' | 'smtp' | 'user' | 'provider' | 'fromAddress'>) =>
  JSON.stringify([a.kind, a.smtp, a.user, a.provider, a.fromAddress]);

function accountOf(
  input: MailAccountInput,
  base: { id: string; createdAt: string; version: number; passwordSet: boolean; connected: boolean },
  now: string,
): MailAccount {
  const common = {
    id: base.id,
    kind: input.kind,
    name: input.name,
    fromAddress: input.fromAddress.toLowerCase(),
    ...(input.fromName ? { fromName: input.fromName } : {}),
    sending: input.sending,
    createdAt: base.createdAt,
    updatedAt: now,
    version: base.version,
    health: { state: 'unknown' as const },
  };
  if (input.kind === 'smtp') {
    return {
      ...common,
      smtp: input.smtp,
      ...(input.imap ? { imap: input.imap } : {}),
      user: input.user,
      passwordSet: base.passwordSet || Boolean(input.password),
      connected: false,
    };
  }
  if (input.kind === 'oauth') return { ...common, provider: input.provider, passwordSet: false, connected: base.connected };
  return { ...common, passwordSet: false, connected: false };
}

export async function createAccount(tenant: string, input: MailAccountInput, now = new Date()): Promise<MailAccount> {
  const all = await listMailAccounts(tenant);
  if (all.length >= MAX_MAIL_ACCOUNTS) throw new ValidationError(`At most ${MAX_MAIL_ACCOUNTS} mail accounts`);
  const at = now.toISOString();
  const account = accountOf(input, { id: `ma-${ulid()}`, createdAt: at, version: 1, passwordSet: false, connected: false }, at);
  const secrets: MailAccountSecrets | undefined = input.kind === 'smtp' && input.password ? { password: input.password, changedAt: at } : undefined;
  await saveMailAccount(tenant, account, { secrets, others: all });
  return account;
}

export async function updateAccount(tenant: string, id: string, input: MailAccountInput & { version: number }, now = new Date()): Promise<MailAccount> {
  const current = await requireAccount(tenant, id);
  if (current.kind !== input.kind) throw new ValidationError('The kind of a mail account cannot change: add another account');
  if (current.version !== input.version) throw new ConflictError('The mail account was changed meanwhile; reload it');
  const at = now.toISOString();
  const next = accountOf(
    input,
    { id, createdAt: current.createdAt, version: current.version + 1, passwordSet: current.passwordSet, connected: current.connected },
    at,
  );
  const newPassword = input.kind === 'smtp' && input.password ? input.password : undefined;
  // The same login keeps its health; another server, user, address or password starts it anew.
  const sameLogin = loginShape(current) === loginShape(next) && !newPassword;
  const account: MailAccount = { ...next, health: sameLogin ? current.health : { state: 'unknown', ...pick(current.health) } };
  let secrets: MailAccountSecrets | undefined;
  if (newPassword) secrets = { ...((await getMailAccountSecrets(tenant, id)) ?? {}), password: newPassword, changedAt: at };
  await saveMailAccount(tenant, account, { previousVersion: current.version, secrets, others: await listMailAccounts(tenant) });
  return account;
}

/** The times of the last send and fetch stay when the login changes (they happened); the error and incident go. */
const pick = (h: MailAccount['health']) => ({
  ...(h.lastSendAt ? { lastSendAt: h.lastSendAt } : {}),
  ...(h.lastFetchAt ? { lastFetchAt: h.lastFetchAt } : {}),
});

export async function removeAccount(tenant: string, id: string): Promise<{ deleted: boolean }> {
  if (!(await deleteMailAccount(tenant, id))) throw new NotFoundError(`mail account ${id} does not exist`);
  return { deleted: true };
}

/** A test mail through this account, by the queue (its record id answered): to the caller unless `to` is given. */
export async function sendTestMail(tenant: string, id: string, principal: Principal, to: string | undefined): Promise<{ mail: string }> {
  const account = await requireAccount(tenant, id);
  const recipient = to ?? principal.email;
  if (!recipient) throw new ValidationError('No address to send the test mail to');
  const company = await getCompany(tenant);
  const key = `account-test:${id}:${ulid()}`;
  await requestMail(tenant, {
    to: [recipient],
    locale: mailLocale(company.tenant?.lang),
    template: { builtIn: 'account.test' },
    params: { account: account.name, from: account.fromAddress, company: company.tenant?.name ?? tenant },
    purpose: 'account-test',
    key,
    account: id,
  });
  return { mail: mailRecordId(key) };
}

/** Logs in now (SMTP login, token refresh) and records the health; an ses account is checked by SES's own sends. */
export async function checkAccount(tenant: string, id: string, now = new Date()): Promise<MailAccount> {
  const account = await requireAccount(tenant, id);
  if (account.kind !== 'ses') {
    try {
      await verifySmtpLogin(await mailAccountLogin(tenant, account, now));
      await reportMailAccount(tenant, account, 'check', { ok: true }, now);
    } catch (err) {
      await reportMailAccount(tenant, account, 'check', { error: err }, now);
    }
  }
  return requireAccount(tenant, id);
}

/** The browser comes back to /config/mail: the redirect registered with the providers. */
export function oauthRedirectUri(): string {
  const base = config('PUBLIC_URL');
  if (!base) throw new Error('PUBLIC_URL is not set: the OAuth redirect is built from it');
  return `${new URL(base).origin}/config/mail`;
}

export const newNonce = () => randomBytes(18).toString('base64url');
