import { ImapFlow } from 'imapflow';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { MailAccountLogin } from '../../../shared/domain/mail/account';

/**
 * The mailbox's IMAP side (docs/decisions/mailbox.md): imapflow as the client, mailparser for a message's parts. One
 * connection per call (a Lambda holds none between requests); every call logs out or closes in `finally`.
 */

export interface ImapFolder {
  path: string;
  name: string;
  specialUse?: string;
  total?: number;
  unseen?: number;
}

export interface ImapEnvelope {
  uid: number;
  subject: string;
  from?: { name?: string; address?: string };
  to: string[];
  date?: string;
  seen: boolean;
  size?: number;
  messageId?: string;
}

export interface ImapMessage extends ImapEnvelope {
  cc: string[];
  replyTo?: string;
  text?: string;
  html?: string;
  inReplyTo?: string;
  attachments: Array<{ name: string; contentType: string; size: number }>;
}

/** An IMAP failure with what the account's health needs: `auth` (refused login) or `connection`/`imap`. */
export class ImapFetchError extends Error {
  constructor(
    message: string,
    readonly code: 'auth' | 'connection' | 'imap' | 'folder',
  ) {
    super(message);
    this.name = 'ImapFetchError';
  }
}

/** Largest message the reader downloads whole (attachments included); a larger one shows its headers only. */
export const MAX_MESSAGE_BYTES = 15 * 1024 * 1024;

function client(login: MailAccountLogin): ImapFlow {
  const server = login.imap;
  if (!server) throw new ImapFetchError(`account ${login.account.id} has no incoming (IMAP) server`, 'imap');
  return new ImapFlow({
    host: server.host,
    port: server.port,
    secure: server.security === 'tls',
    doSTARTTLS: server.security === 'starttls' ? true : server.security === 'none' ? false : undefined,
    auth: login.auth.kind === 'password' ? { user: login.user, pass: login.auth.password } : { user: login.user, accessToken: login.auth.accessToken },
    logger: false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableAutoIdle: true,
  });
}

/** An imapflow failure as what the account's health needs (exported for its unit test). */
export function toFetchError(err: unknown): ImapFetchError {
  if (err instanceof ImapFetchError) return err;
  const e = err as { message?: string; authenticationFailed?: boolean; code?: string; responseText?: string; serverResponseCode?: string };
  if (e.authenticationFailed || e.serverResponseCode === 'AUTHENTICATIONFAILED')
    return new ImapFetchError(`login refused: ${e.responseText ?? e.message ?? 'authentication failed'}`, 'auth');
  if (e.code && /^(ECONN|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|ECONNRESET|EPIPE|ClosedAfterConnect|NoConnection)/.test(e.code))
    return new ImapFetchError(`cannot reach the IMAP server: ${e.code}`, 'connection');
  if (e.serverResponseCode === 'NONEXISTENT' || /doesn't exist|unknown mailbox|nonexistent/i.test(e.responseText ?? ''))
    return new ImapFetchError('no such folder', 'folder');
  return new ImapFetchError(`IMAP: ${e.responseText ?? e.message ?? String(err)}`, 'imap');
}

/** Runs `work` on a logged-in connection and closes it; every failure as an ImapFetchError. */
export async function withImap<T>(login: MailAccountLogin, work: (c: ImapFlow) => Promise<T>): Promise<T> {
  const c = client(login);
  c.on('error', () => undefined); // a socket error after the answer must not crash the process
  try {
    await c.connect();
    return await work(c);
  } catch (err) {
    throw toFetchError(err);
  } finally {
    await c.logout().catch(() => c.close());
  }
}

export const listFolders = (login: MailAccountLogin): Promise<ImapFolder[]> =>
  withImap(login, async (c) => {
    const list = await c.list({ statusQuery: { messages: true, unseen: true } });
    return list
      .filter((f) => !f.flags.has('\\Noselect'))
      .map((f) => ({
        path: f.path,
        name: f.name,
        ...(f.specialUse ? { specialUse: f.specialUse } : {}),
        ...(f.status?.messages !== undefined ? { total: f.status.messages } : {}),
        ...(f.status?.unseen !== undefined ? { unseen: f.status.unseen } : {}),
      }));
  });

const addr = (a: { name?: string; address?: string } | undefined) =>
  a ? { ...(a.name ? { name: a.name } : {}), ...(a.address ? { address: a.address.toLowerCase() } : {}) } : undefined;

/** A page of a folder's mails, newest first (by UID): `before` is the UID the last page ended at. */
export const listMessages = (login: MailAccountLogin, folder: string, size: number, before?: number): Promise<{ data: ImapEnvelope[]; next?: number }> =>
  withImap(login, async (c) => {
    const lock = await c.getMailboxLock(folder, { readOnly: true });
    try {
      const all = (await c.search(before ? { uid: `1:${Math.max(1, before - 1)}` } : { all: true }, { uid: true })) || [];
      const uids = all.filter((u) => !before || u < before).sort((a, b) => b - a);
      const page = uids.slice(0, size);
      if (!page.length) return { data: [] };
      const data: ImapEnvelope[] = [];
      for await (const m of c.fetch(page.join(','), { uid: true, envelope: true, flags: true, internalDate: true, size: true }, { uid: true })) {
        const env = m.envelope;
        data.push({
          uid: m.uid,
          subject: env?.subject ?? '',
          ...(env?.from?.[0] ? { from: addr(env.from[0]) } : {}),
          to: (env?.to ?? []).map((a) => a.address ?? '').filter(Boolean),
          ...(env?.date ? { date: new Date(env.date).toISOString() } : m.internalDate ? { date: new Date(m.internalDate).toISOString() } : {}),
          seen: m.flags?.has('\\Seen') ?? false,
          ...(m.size !== undefined ? { size: m.size } : {}),
          ...(env?.messageId ? { messageId: env.messageId } : {}),
        });
      }
      data.sort((a, b) => b.uid - a.uid);
      return { data, ...(uids.length > size ? { next: page[page.length - 1] } : {}) };
    } finally {
      lock.release();
    }
  });

type Addresses = { value: Array<{ address?: string }> };
const list = (v: Addresses | Addresses[] | undefined): string[] =>
  (Array.isArray(v) ? v : v ? [v] : []).flatMap((x) => x.value.map((a) => (a.address ?? '').toLowerCase())).filter(Boolean);

/** One mail parsed (marked seen): its text and its HTML as sent (the caller sanitises), its attachments' names. */
export const readMessage = (login: MailAccountLogin, folder: string, uid: number): Promise<ImapMessage | null> =>
  withImap(login, async (c) => {
    const lock = await c.getMailboxLock(folder);
    try {
      const meta = await c.fetchOne(String(uid), { uid: true, flags: true, size: true }, { uid: true });
      if (!meta) return null;
      if ((meta.size ?? 0) > MAX_MESSAGE_BYTES) throw new ImapFetchError(`mail ${uid} is larger than ${MAX_MESSAGE_BYTES} bytes`, 'imap');
      const dl = await c.download(String(uid), undefined, { uid: true });
      if (!dl.content) return null;
      const parsed: ParsedMail = await simpleParser(dl.content);
      await c.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
      const from = parsed.from?.value[0];
      return {
        uid,
        subject: parsed.subject ?? '',
        ...(from ? { from: addr({ name: from.name, address: from.address }) } : {}),
        to: list(parsed.to),
        cc: list(parsed.cc),
        ...(parsed.replyTo?.value[0]?.address ? { replyTo: parsed.replyTo.value[0].address.toLowerCase() } : {}),
        ...(parsed.date ? { date: parsed.date.toISOString() } : {}),
        seen: true,
        ...(meta.size !== undefined ? { size: meta.size } : {}),
        ...(parsed.messageId ? { messageId: parsed.messageId } : {}),
        ...(parsed.inReplyTo ? { inReplyTo: parsed.inReplyTo } : {}),
        ...(parsed.text ? { text: parsed.text } : {}),
        ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
        attachments: parsed.attachments
          .filter((a) => a.contentDisposition !== 'inline')
          .map((a) => ({ name: a.filename ?? 'attachment', contentType: a.contentType, size: a.size })),
      };
    } finally {
      lock.release();
    }
  });

/** Deletes mails: into the account's Trash when it has one (and the folder is not the Trash), else flagged and expunged. */
export const deleteMessages = (login: MailAccountLogin, folder: string, uids: number[]): Promise<number> =>
  withImap(login, async (c) => {
    const trash = (await c.list()).find((f) => f.specialUse === '\\Trash');
    const lock = await c.getMailboxLock(folder);
    try {
      const range = uids.join(',');
      if (trash && trash.path !== folder) await c.messageMove(range, trash.path, { uid: true });
      else await c.messageDelete(range, { uid: true });
      return uids.length;
    } finally {
      lock.release();
    }
  });
