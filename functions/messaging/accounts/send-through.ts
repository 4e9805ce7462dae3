import type { MailAccount } from '../../../shared/domain/mail/account';
import type { Mail } from '../../../shared/domain/mail/mail';
import type { SendFailure } from '../../../shared/domain/mail/queue';
import { getMailAccount, sendingMailAccount } from '../../data/mail-accounts';
import type { MailTransport } from '../send';
import { MailAccountLoginError, mailAccountLogin } from './login';
import { isLoginRefused, sendThroughSmtp } from './smtp';

/**
 * Which way a mail goes (docs/decisions/mail-accounts.md "Sending"): the account the mail names (a mailbox reply), else
 * the tenant's sending account, else SES from the product's address. An ses account sends through SES from its own
 * address; an smtp or oauth account through its SMTP server, logging in only when the mail is really sent (a key sent
 * before logs in nowhere).
 */
export interface MailRoute {
  account: MailAccount | null;
  from?: string;
  via?: MailTransport;
}

const fromOf = (account: MailAccount) => {
  const name = account.fromName?.replace(/["\\\r\n]/g, '');
  return name ? `"${name}" <${account.fromAddress}>` : account.fromAddress;
};

export async function routeOf(tenant: string, mail: Mail): Promise<MailRoute> {
  const account = mail.account ? await getMailAccount(tenant, mail.account) : await sendingMailAccount(tenant);
  if (mail.account && !account) throw new MailAccountLoginError(`The mail account ${mail.account} does not exist any more`, 'unconfigured');
  if (!account) return { account: null };
  if (account.kind === 'ses') return { account, from: fromOf(account) };
  return {
    account,
    via: async (rendered, s) => sendThroughSmtp(await mailAccountLogin(tenant, account), { to: s.to, rendered, attachments: s.attachments, tags: s.tags }),
  };
}

/**
 * A failure of an account's send, classified for the queue: a refused login or token fails the mail (no retry: it
 * can only go once staff fixed the account; resendable), everything else as the queue classifies it.
 */
export function accountFailure(err: unknown, classify: (err: unknown) => SendFailure): SendFailure {
  const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
  if (err instanceof MailAccountLoginError) return { kind: 'permanent', state: 'failed', code: err.code, message };
  if (isLoginRefused(err)) return { kind: 'permanent', state: 'failed', code: 'auth', message };
  const failure = classify(err);
  // nodemailer's connection failures (ESOCKET, ECONNECTION, ETIMEDOUT, EDNS) carry no reply code: transient, named by their code.
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  if (failure.kind === 'transient' && responseCode === undefined && typeof code === 'string' && /^E[A-Z]+$/.test(code)) return { ...failure, code };
  return failure;
}
