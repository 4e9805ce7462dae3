import { ulid } from 'ulid';
import type { MailBody, MailListItem } from '../../../shared/api/mailbox';
import type { MailAccount, MailAccountLogin } from '../../../shared/domain/mail/account';
import { answerSubject, quoteText } from '../../../shared/domain/mail/mailbox';
import { AppError, NotFoundError } from '../../../shared/errors';
import { mailRecordId } from '../../data/mail-queue';
import { requestMail } from '../request';
import { mailboxAccounts } from './accounts';
import { deleteMessages, ImapFetchError, listFolders, listMessages, readMessage, type ImapFolder } from './imap';
import { matchMails } from './match';
import { sanitizeMailHtml } from './sanitize';

/**
 * The mailbox's use cases (docs/decisions/mailbox.md): every call reads the account live over IMAP and records the
 * fetch's outcome on the account's health (a refused login: unhealthy, the admins notified by the accounts part).
 */

const withImap = (account: MailAccount) => Boolean(account.imap) || account.kind === 'oauth';

async function requireLogin(tenant: string, account: string): Promise<MailAccountLogin> {
  const login = await mailboxAccounts().login(tenant, account);
  if (!login || !login.imap) throw new NotFoundError(`mail account ${account} does not exist or has no incoming server`);
  return login;
}

/** Runs an IMAP call for an account and records its outcome; a failure answers 502 MAIL_FETCH_FAILED. */
export async function fetching<T>(tenant: string, account: string, work: (login: MailAccountLogin) => Promise<T>): Promise<T> {
  const login = await requireLogin(tenant, account);
  const accounts = mailboxAccounts();
  try {
    const out = await work(login);
    await accounts.recordFetch(tenant, account, { ok: true, at: new Date().toISOString() });
    return out;
  } catch (err) {
    if (!(err instanceof ImapFetchError)) throw err;
    if (err.code === 'folder') throw new NotFoundError(err.message);
    await accounts.recordFetch(tenant, account, {
      ok: false,
      error: { at: new Date().toISOString(), operation: 'fetch', message: err.message, code: err.code },
    });
    throw new AppError(502, 'MAIL_FETCH_FAILED', err.message, 'BadGatewayError');
  }
}

/**
 * One fetch cycle over the tenant's IMAP accounts (each: log in, read the folders' counts), every outcome recorded on
 * the account's health: a refused login there marks it unhealthy and notifies the admins (the accounts part), even
 * when nobody has /mail open. Answers the accounts that failed.
 * TODO(lead, issue 26 merge): call it once a minute per tenant with IMAP accounts from the accounts part's health cycle.
 */
export async function checkMailboxes(tenant: string): Promise<string[]> {
  const accounts = (await mailboxAccounts().list(tenant)).filter(withImap);
  const failed: string[] = [];
  for (const a of accounts) await fetching(tenant, a.id, (login) => listFolders(login)).catch(() => void failed.push(a.id));
  return failed;
}

export async function mailboxFolders(tenant: string, account: string | undefined) {
  const all = (await mailboxAccounts().list(tenant)).filter(withImap);
  const accounts = all.map((a) => ({ id: a.id, name: a.name, fromAddress: a.fromAddress, health: a.health }));
  const chosen = account ?? all[0]?.id;
  if (!chosen) return { accounts, folders: [] as ImapFolder[] };
  const folders = await fetching(tenant, chosen, (login) => listFolders(login));
  return { accounts, account: chosen, folders };
}

export async function mailboxMails(
  tenant: string,
  q: { account: string; folder: string; size: number; before?: number },
): Promise<{ data: MailListItem[]; next?: number }> {
  const page = await fetching(tenant, q.account, (login) => listMessages(login, q.folder, q.size, q.before));
  return { data: await matchMails(tenant, page.data), ...(page.next ? { next: page.next } : {}) };
}

export async function mailboxBody(tenant: string, q: { account: string; folder: string; uid: number; images: boolean }): Promise<MailBody> {
  const mail = await fetching(tenant, q.account, (login) => readMessage(login, q.folder, q.uid));
  if (!mail) throw new NotFoundError(`mail ${q.uid} is not in ${q.folder}`);
  const [matched] = await matchMails(tenant, [mail]);
  const safe = mail.html ? sanitizeMailHtml(mail.html, { remoteImages: q.images }) : undefined;
  return {
    uid: mail.uid,
    subject: mail.subject,
    ...(mail.from ? { from: mail.from } : {}),
    to: mail.to,
    cc: mail.cc,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.date ? { date: mail.date } : {}),
    seen: true,
    ...(mail.size !== undefined ? { size: mail.size } : {}),
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    ...(mail.text ? { text: mail.text } : {}),
    ...(safe ? { html: safe.html } : {}),
    blockedImages: safe?.blockedImages ?? 0,
    attachments: mail.attachments,
    match: matched!.match,
  };
}

export const mailboxDelete = (tenant: string, b: { account: string; folder: string; uids: number[] }) =>
  fetching(tenant, b.account, (login) => deleteMessages(login, b.folder, b.uids)).then((deleted) => ({ deleted }));

/**
 * A reply or forward through the one mail queue (`requestMail`): the built-in `mailbox.answer` with the writer's
 * subject and text (the original quoted below when the writer left it out), sent by the account the mail came to,
 * linked to the mail's booking and customer. Each answer is its own mail (a fresh key): pressing send twice sends two.
 */
export async function answerMail(
  tenant: string,
  b: { account: string; folder: string; uid: number; mode: 'reply' | 'forward'; to: string[]; subject: string; text: string; locale: 'de' | 'en' },
) {
  const original = await fetching(tenant, b.account, (login) => readMessage(login, b.folder, b.uid));
  if (!original) throw new NotFoundError(`mail ${b.uid} is not in ${b.folder}`);
  const { match } = (await matchMails(tenant, [original]))[0]!;
  const who = original.from?.name ?? original.from?.address ?? '';
  const quoted = b.text.includes('\n> ') ? b.text : `${b.text}\n\n${quoteText(`${original.date?.slice(0, 10) ?? ''} ${who}:`.trim(), original.text)}`;
  const key = `mailbox:${b.account}:${b.mode}:${b.uid}:${ulid()}`;
  // Sent by the account the mail came to when it is one of the operator's accounts; a mailbox of no such account (the
  // local demo mailbox of `npm start`) answers the way the product's other mails go.
  const sends = (await mailboxAccounts().sends?.(tenant, b.account)) ?? true;
  await requestMail(tenant, {
    to: b.to,
    locale: b.locale,
    template: { builtIn: 'mailbox.answer' },
    params: { subject: b.subject || answerSubject(b.mode, original.subject), text: quoted },
    purpose: `mailbox-${b.mode}`,
    key,
    ...(sends ? { account: b.account } : {}),
    ...(match.booking ? { booking: match.booking.id } : {}),
    ...(match.customer ? { customer: match.customer.id } : {}),
  });
  return { queued: mailRecordId(key), key };
}
