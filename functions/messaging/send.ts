import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import type { Context } from 'aws-lambda';
import type { Mail, MailAttachment } from '../../shared/domain/mail/mail';
import { ses } from '../aws/sesv2';
import { config, requireConfig } from '../config';
import { consumerPersistenceLayer } from '../data/consumer-idempotency';
import type { RenderedMail } from './built-in';
import { renderMail } from './render';

/** How long a sent mail's key is remembered: as long as a consumer remembers an event (events/lib/idempotency.ts). */
const KEEP_SECONDS = 7 * 24 * 3600;
/** The send-once records: Powertools records in the partition `G#IDEMPOTENCY#mail`, one per tenant and mail key. */
const store = consumerPersistenceLayer('mail');

interface Sending {
  /** `<tenant>#<mail key>`: what makes two sends the same mail. */
  eventId: string;
  tenant: string;
  mail: Mail;
  attachments: MailAttachment[];
  /** Set by the send itself: a repeated key answers the stored result of the first send without running it. */
  done: { sent: boolean; subject?: string; messageId?: string };
  /** The mail queue's record id, tagged on the message so SES's bounce and complaint events find the record. */
  record?: string;
  /** The sender address of an SES account on the operator's verified domain (else MAIL_FROM). */
  from?: string;
  /** Sends the rendered mail another way than SES: an operator's SMTP or OAuth account (accounts/send-through.ts). */
  via?: MailTransport;
}

/** A way to hand over a rendered mail other than SES (docs/decisions/mail-accounts.md). */
export type MailTransport = (
  rendered: RenderedMail,
  s: { to: string[]; attachments: MailAttachment[]; tags: Record<string, string> },
) => Promise<{ messageId?: string }>;

const tag = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');

/** The one SES call of the product: Simple content, text (and HTML) body, attachments, tagged by tenant and purpose. */
function sendEmailCommand(s: Sending, rendered: RenderedMail): SendEmailCommand {
  const utf8 = (Data: string) => ({ Data, Charset: 'UTF-8' });
  const configurationSet = config('MAIL_CONFIGURATION_SET');
  return new SendEmailCommand({
    FromEmailAddress: s.from ?? requireConfig('MAIL_FROM'),
    ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
    Destination: { ToAddresses: s.mail.to },
    Content: {
      Simple: {
        Subject: utf8(rendered.subject),
        Body: { Text: utf8(rendered.text), ...(rendered.html ? { Html: utf8(rendered.html) } : {}) },
        ...(s.attachments.length > 0
          ? {
              Attachments: s.attachments.map((a) => ({
                FileName: a.name,
                RawContent: a.bytes,
                ContentType: a.contentType,
                ContentDisposition: 'ATTACHMENT' as const,
              })),
            }
          : {}),
      },
    },
    EmailTags: [
      { Name: 'tenant', Value: tag(s.tenant) },
      { Name: 'purpose', Value: tag(s.mail.purpose) },
      ...(s.record ? [{ Name: 'mail', Value: tag(s.record) }] : []),
    ],
  });
}

/**
 * How long a send holds its key while it runs. Longer than any consumer that sends runs (30 s, send-document 60 s) and
 * shorter than their queues' visibility timeouts (six times that): a send that died (timeout, crash) frees its key
 * before its message comes back, so the redelivery sends.
 */
const SEND_WINDOW_MS = 120_000;

const sendOnce = (s: Sending): Promise<void> =>
  makeIdempotent(
    async (x: Sending) => {
      const rendered = await renderMail(x.tenant, x.mail);
      x.done.subject = rendered.subject;
      const messageId = x.via
        ? (
            await x.via(rendered, {
              to: x.mail.to,
              attachments: x.attachments,
              tags: { tenant: x.tenant, purpose: x.mail.purpose, ...(x.record ? { mail: x.record } : {}) },
            })
          ).messageId
        : (await ses().send(sendEmailCommand(x, rendered)))?.MessageId;
      x.done.sent = true;
      x.done.messageId = messageId;
    },
    {
      persistenceStore: store(),
      keyPrefix: 'mail',
      config: sendConfig(),
    },
  )(s);

function sendConfig(): IdempotencyConfig {
  const deadline = Date.now() + SEND_WINDOW_MS;
  // Powertools reads only the remaining time from the Lambda context, for the claim's in-progress expiry.
  const window = { getRemainingTimeInMillis: () => deadline - Date.now() } as Context;
  return new IdempotencyConfig({ eventKeyJmesPath: 'eventId', throwOnNoIdempotencyKey: true, expiresAfterSeconds: KEEP_SECONDS, lambdaContext: window });
}

/**
 * Renders and sends one mail, once per key (docs/decisions/messaging.md): a send whose key was sent already (within
 * seven days) does nothing and answers false. The key is claimed before the send and released when rendering or SES
 * fails, so a retry sends; while one send of a key runs, another throws (IdempotencyAlreadyInProgressError) and is
 * retried by its queue. `fallbackKey` (the request's event id) names a mail that brings no key of its own.
 */
export async function sendMail(tenant: string, mail: Mail, opts: { fallbackKey: string; attachments?: MailAttachment[] }): Promise<boolean> {
  return (await sendMailOnce(tenant, mail, opts)).sent;
}

/** sendMail, answering what the send rendered and SES's message id too (the mail queue records them). */
export async function sendMailOnce(
  tenant: string,
  mail: Mail,
  opts: { fallbackKey: string; attachments?: MailAttachment[]; record?: string; from?: string; via?: MailTransport },
): Promise<{ sent: boolean; subject?: string; messageId?: string }> {
  const done: Sending['done'] = { sent: false };
  const key = mail.key ?? opts.fallbackKey;
  await sendOnce({
    eventId: `${tenant}#${key}`,
    tenant,
    mail,
    attachments: opts.attachments ?? [],
    done,
    ...(opts.record ? { record: opts.record } : {}),
    ...(opts.from ? { from: opts.from } : {}),
    ...(opts.via ? { via: opts.via } : {}),
  });
  return done;
}
