import nodemailer, { type SmtpOptions } from 'nodemailer';
import type { MailAccountLogin, MailServer } from '../../../shared/domain/mail/account';
import type { MailAttachment } from '../../../shared/domain/mail/mail';
import type { RenderedMail } from '../built-in';

/**
 * Sending through an operator's SMTP server (docs/decisions/mail-accounts.md): nodemailer, one connection per send
 * (a consumer sends one mail per event), short time-outs so a dead server is a transient failure well inside the
 * consumer's 30 s. Its errors keep nodemailer's `responseCode` (421, 550, 535 …) and `code` (EAUTH, ESOCKET …), which
 * the queue's classification reads.
 */

const TIMEOUT_MS = 10_000;

function transportOptions(server: MailServer, login: MailAccountLogin): SmtpOptions {
  return {
    host: server.host,
    port: server.port,
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls',
    ignoreTLS: server.security === 'none',
    auth: login.auth.kind === 'password' ? { user: login.user, pass: login.auth.password } : { type: 'OAuth2', user: login.user, accessToken: login.auth.accessToken },
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  };
}

const fromOf = (login: MailAccountLogin) => {
  const name = login.account.fromName?.replace(/["\\\r\n]/g, '');
  return name ? `"${name}" <${login.account.fromAddress}>` : login.account.fromAddress;
};

/** Sends one rendered mail through the account's SMTP server; answers the server's message id. */
export async function sendThroughSmtp(
  login: MailAccountLogin,
  message: { to: string[]; rendered: RenderedMail; attachments: MailAttachment[]; tags: Record<string, string> },
): Promise<{ messageId?: string }> {
  if (!login.smtp) throw new Error(`The mail account ${login.account.id} has no SMTP server`);
  const transport = nodemailer.createTransport(transportOptions(login.smtp, login));
  try {
    const res = await transport.sendMail({
      from: fromOf(login),
      to: message.to,
      subject: message.rendered.subject,
      text: message.rendered.text,
      ...(message.rendered.html ? { html: message.rendered.html } : {}),
      headers: Object.fromEntries(Object.entries(message.tags).map(([k, v]) => [`X-Tidewise-${k[0]!.toUpperCase()}${k.slice(1)}`, v])),
      ...(message.attachments.length
        ? { attachments: message.attachments.map((a) => ({ filename: a.name, content: Buffer.from(a.bytes), contentType: a.contentType })) }
        : {}),
    });
    return { messageId: res.messageId };
  } finally {
    transport.close();
  }
}

/** Logs in and out (the health check): throws as a send would (EAUTH/535 for a refused login). */
export async function verifySmtpLogin(login: MailAccountLogin): Promise<void> {
  if (!login.smtp) return;
  const transport = nodemailer.createTransport(transportOptions(login.smtp, login));
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}

/** A refused login (a wrong or changed password, a token the server does not take): the account is unhealthy. */
export function isLoginRefused(err: unknown): boolean {
  const e = err as { code?: string; responseCode?: number; name?: string };
  return e?.name === 'MailAccountLoginError' || e?.code === 'EAUTH' || e?.responseCode === 535 || e?.responseCode === 534 || e?.responseCode === 530;
}
