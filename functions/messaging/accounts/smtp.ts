import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { ulid } from 'ulid';
import type { MailAccountLogin, MailServer } from '../../../shared/domain/mail/account';
import type { MailAttachment } from '../../../shared/domain/mail/mail';
import type { RenderedMail } from '../built-in';
import { buildMime } from './mime';

/**
 * Sending through an operator's SMTP server (docs/decisions/mail-accounts.md): nodemailer's SMTP client, one
 * connection per send (a consumer sends one mail per event), short time-outs so a dead server is a transient failure
 * well inside the consumer's 30 s. Its errors keep nodemailer's `responseCode` (421, 550, 535 …) and `code` (EAUTH,
 * ESOCKET, EENVELOPE …), which the queue's classification reads. The message itself is built by mime.ts.
 */

const TIMEOUT_MS = 10_000;

/** Connects and logs in; answers the open connection (the caller quits it). */
async function open(server: MailServer, login: MailAccountLogin): Promise<SMTPConnection> {
  const conn = new SMTPConnection({
    host: server.host,
    port: server.port,
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls',
    ignoreTLS: server.security === 'none',
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  let failed: ((err: Error) => void) | undefined;
  conn.on('error', (err) => failed?.(err));
  try {
    await new Promise<void>((resolve, reject) => {
      failed = reject;
      conn.connect(() => resolve());
    });
    await new Promise<void>((resolve, reject) => {
      failed = reject;
      const auth =
        login.auth.kind === 'password'
          ? { credentials: { user: login.user, pass: login.auth.password } }
          : { user: login.user, oauth2: xoauth2(login.user, login.auth.accessToken) };
      conn.login(auth, (err) => (err ? reject(err) : resolve()));
    });
  } catch (err) {
    conn.close();
    throw err;
  }
  return conn;
}

/** The XOAUTH2 initial response (Google's and Microsoft's SASL mechanism) for a fresh access token. */
const xoauth2 = (user: string, accessToken: string) => ({
  getToken: (_renew: boolean, cb: (err: Error | null, token?: string) => void) => cb(null, accessToken),
  buildXOAuth2Token: (token: string) => Buffer.from(`user=${user}\x01auth=Bearer ${token}\x01\x01`, 'utf8').toString('base64'),
});

/** Sends one rendered mail through the account's SMTP server; answers the message's id. */
export async function sendThroughSmtp(
  login: MailAccountLogin,
  message: { to: string[]; rendered: RenderedMail; attachments: MailAttachment[]; tags: Record<string, string> },
): Promise<{ messageId?: string }> {
  if (!login.smtp) throw new Error(`The mail account ${login.account.id} has no SMTP server`);
  const domain = login.account.fromAddress.split('@')[1] ?? 'tidewise.local';
  const messageId = `<${ulid()}@${domain}>`;
  const raw = buildMime({
    from: { address: login.account.fromAddress, ...(login.account.fromName ? { name: login.account.fromName } : {}) },
    to: message.to,
    subject: message.rendered.subject,
    text: message.rendered.text,
    ...(message.rendered.html ? { html: message.rendered.html } : {}),
    attachments: message.attachments,
    headers: Object.fromEntries(Object.entries(message.tags).map(([k, v]) => [`X-Tidewise-${k[0]!.toUpperCase()}${k.slice(1)}`, v])),
    messageId,
  });
  const conn = await open(login.smtp, login);
  try {
    await new Promise<void>((resolve, reject) => {
      conn.on('error', reject);
      conn.send({ from: login.account.fromAddress, to: message.to }, raw, (err) => (err ? reject(err) : resolve()));
    });
  } finally {
    conn.quit();
  }
  return { messageId };
}

/** Logs in and out (the health check): throws as a send would (EAUTH/535 for a refused login). */
export async function verifySmtpLogin(login: MailAccountLogin): Promise<void> {
  if (!login.smtp) return;
  (await open(login.smtp, login)).quit();
}

/** A refused login (a wrong or changed password, a token the server does not take): the account is unhealthy. */
export function isLoginRefused(err: unknown): boolean {
  const e = err as { code?: string; responseCode?: number; name?: string };
  return e?.name === 'MailAccountLoginError' || e?.code === 'EAUTH' || e?.responseCode === 535 || e?.responseCode === 534 || e?.responseCode === 530;
}
