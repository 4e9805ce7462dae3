import type { Mail, MailAttachment } from '../../shared/domain/mail/mail';
import { backoffSeconds, classifySendError, type MailQueueRecord } from '../../shared/domain/mail/queue';
import { changeMailRecord, ensureMailRecord, getMailRecord, mailRecordId } from '../data/mail-queue';
import { suppressedOf } from '../data/mail-suppression';
import { accountFailure, routeOf, type MailRoute } from './accounts/send-through';
import { reportMailAccount } from './accounts/health';
import { sendMailOnce } from './send';

/** Which delivery of the request this is, and how to wait before the next one (the queue's backoff). */
export interface DeliveryContext {
  /** The request's event id: the key of a mail without one. */
  eventId: string;
  receiveCount: number;
  /** Deliveries before the queue dead-letters the message: the last one records the mail failed. */
  maxReceiveCount: number;
  attachments?: MailAttachment[];
  /** Hides the message for that many seconds before it comes again (SQS visibility); locally the dispatcher's own pause. */
  retryIn?: (seconds: number) => Promise<unknown>;
  now?: () => Date;
}

export type DeliveryOutcome = 'sent' | 'already-sent' | 'cancelled' | 'suppressed' | 'bounced' | 'failed';

/** A transient failure: the message is to be delivered again (the consumer rethrows it). */
export class MailRetryError extends Error {
  override name = 'MailRetryError';
  constructor(message: string, cause: unknown) {
    super(message, { cause });
  }
}

/**
 * Sends one requested mail through the queue (docs/decisions/mail-queue.md): the record says what happened after every
 * try. Cancelled: nothing is sent. Suppressed addresses are left out (all of them: failed, "suppressed"). Sent once per
 * key (sendMail); a key sent before (a crash after SES accepted it and before the record was written) is recorded sent
 * without a second send. A transient failure is recorded retrying with its backoff and thrown (the queue delivers it
 * again; the last delivery records failed, dead-lettered); a permanent one is recorded bounced or failed and not retried.
 */
export async function deliverMail(tenant: string, mail: Mail, ctx: DeliveryContext): Promise<DeliveryOutcome> {
  const now = ctx.now ?? (() => new Date());
  const id = mailRecordId(mail.key ?? ctx.eventId);
  const record: MailQueueRecord = (await getMailRecord(tenant, id)) ?? (await ensureMailRecord(tenant, ctx.eventId, mail, now()));
  if (record.state === 'cancelled') return 'cancelled';
  // Handed to SES before (a bounce reported later keeps its state): the key is spent.
  if (record.state === 'sent' || record.sentAt) return 'already-sent';

  const suppressed = await suppressedOf(tenant, mail.to);
  const blocked = new Set(suppressed.map((s) => s.address));
  const to = mail.to.filter((a) => !blocked.has(a.trim().toLowerCase()));
  const at = () => now().toISOString();
  const list = [...blocked];
  if (to.length === 0) {
    const error = `suppressed: ${suppressed.map((s) => `${s.address} (${s.reason}${s.detail ? `, ${s.detail}` : ''})`).join(', ')}`;
    await changeMailRecord(tenant, id, {
      state: 'failed',
      tried: true,
      attempt: { at: at(), outcome: 'suppressed', code: 'suppressed', error },
      fields: { lastError: error, lastCode: 'suppressed', suppressed: list },
      remove: ['nextAttemptAt'],
    });
    return 'suppressed';
  }

  let result: Awaited<ReturnType<typeof sendMailOnce>>;
  let route: MailRoute = { account: null };
  try {
    route = await routeOf(tenant, mail);
    result = await sendMailOnce(
      tenant,
      { ...mail, to },
      { fallbackKey: ctx.eventId, attachments: ctx.attachments, record: id, from: route.from, via: route.via },
    );
  } catch (err) {
    // The account's health: a refused login marks it unhealthy and tells the admins (accounts/health.ts).
    if (route.account) await reportMailAccount(tenant, route.account, 'send', { error: err }, now()).catch(() => 'noted');
    const failure = accountFailure(err, classifySendError);
    const attempts = record.attempts + 1;
    if (failure.kind === 'permanent') {
      await changeMailRecord(tenant, id, {
        state: failure.state,
        tried: true,
        attempt: { at: at(), outcome: 'permanent', code: failure.code, error: failure.message },
        fields: { lastError: failure.message, lastCode: failure.code },
        remove: ['nextAttemptAt'],
      });
      return failure.state === 'bounced' ? 'bounced' : 'failed';
    }
    const last = ctx.receiveCount >= ctx.maxReceiveCount;
    const wait = backoffSeconds(attempts);
    await changeMailRecord(tenant, id, {
      state: last ? 'failed' : 'retrying',
      tried: true,
      attempt: { at: at(), outcome: last ? 'dead-lettered' : 'transient', code: failure.code, error: failure.message },
      fields: { lastError: failure.message, lastCode: failure.code, ...(last ? {} : { nextAttemptAt: new Date(now().getTime() + wait * 1000).toISOString() }) },
      ...(last ? { remove: ['nextAttemptAt' as const] } : {}),
    });
    if (!last && ctx.retryIn) await ctx.retryIn(wait).catch(() => undefined);
    throw new MailRetryError(`${failure.code}: ${failure.message}`, err);
  }
  if (route.account && result.sent) await reportMailAccount(tenant, route.account, 'send', { ok: true }, now());

  await changeMailRecord(tenant, id, {
    state: 'sent',
    tried: result.sent,
    attempt: { at: at(), outcome: result.sent ? 'sent' : 'already-sent' },
    fields: {
      sentAt: at(),
      ...(result.subject ? { subject: result.subject } : {}),
      ...(result.messageId ? { messageId: result.messageId } : {}),
      ...(list.length ? { suppressed: list } : {}),
    },
    remove: ['lastError', 'lastCode', 'nextAttemptAt'],
  });
  return result.sent ? 'sent' : 'already-sent';
}

export { mailRecordId };
