import { randomBytes } from 'node:crypto';
import type { MailAttachment } from '../../../shared/domain/mail/mail';

/**
 * One mail as an RFC 5322 message for an SMTP server (docs/decisions/mail-accounts.md): UTF-8 throughout, headers
 * encoded (RFC 2047, RFC 2231 for file names), bodies base64 in lines of 76; text only, text and HTML as
 * multipart/alternative, attachments in multipart/mixed. CRLF line ends; the SMTP client dot-stuffs.
 */
export interface MimeMail {
  from: { address: string; name?: string };
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers (X-Tidewise-Tenant …): ASCII names, values encoded as needed. */
  headers?: Record<string, string>;
  messageId: string;
  date?: Date;
}

const CRLF = '\r\n';
const ascii = (s: string) => /^[\x20-\x7e]*$/.test(s);
/** An encoded word (RFC 2047) for a header value that is not plain ASCII; line breaks folded to spaces. */
export const encodeHeader = (value: string) => {
  const v = value.replace(/[\r\n]+/g, ' ');
  return ascii(v) ? v : `=?UTF-8?B?${Buffer.from(v, 'utf8').toString('base64')}?=`;
};
const base64Lines = (bytes: Buffer) => (bytes.toString('base64').match(/.{1,76}/g) ?? []).join(CRLF);
const boundary = () => `=_tw_${randomBytes(12).toString('hex')}`;

const part = (type: string, bytes: Buffer, extra: string[] = []) =>
  [`Content-Type: ${type}`, 'Content-Transfer-Encoding: base64', ...extra, '', base64Lines(bytes)].join(CRLF);

function multipart(kind: 'alternative' | 'mixed', parts: string[]): string {
  const b = boundary();
  return [`Content-Type: multipart/${kind}; boundary="${b}"`, '', ...parts.map((p) => `--${b}${CRLF}${p}`), `--${b}--`, ''].join(CRLF);
}

const quotedName = (name: string) => (ascii(name) ? `"${name.replace(/["\\]/g, '')}"` : encodeHeader(name));

export function buildMime(mail: MimeMail): string {
  const from = mail.from.name ? `${quotedName(mail.from.name)} <${mail.from.address}>` : mail.from.address;
  const headers = [
    `From: ${from}`,
    `To: ${mail.to.join(', ')}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${(mail.date ?? new Date()).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${mail.messageId}`,
    'MIME-Version: 1.0',
    ...Object.entries(mail.headers ?? {}).map(([k, v]) => `${k.replace(/[^A-Za-z0-9-]/g, '')}: ${encodeHeader(v)}`),
  ];
  const text = part('text/plain; charset=utf-8', Buffer.from(mail.text, 'utf8'));
  let body = mail.html ? multipart('alternative', [text, part('text/html; charset=utf-8', Buffer.from(mail.html, 'utf8'))]) : text;
  if (mail.attachments?.length) {
    const files = mail.attachments.map((a) => {
      const name = ascii(a.name) ? `filename="${a.name.replace(/["\\]/g, '')}"` : `filename*=UTF-8''${encodeURIComponent(a.name)}`;
      return part(a.contentType.replace(/[\r\n;]/g, ''), Buffer.from(a.bytes), [`Content-Disposition: attachment; ${name}`]);
    });
    body = multipart('mixed', [body, ...files]);
  }
  return `${headers.join(CRLF)}${CRLF}${body}`;
}
