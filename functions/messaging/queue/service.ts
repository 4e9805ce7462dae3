import { ulid } from 'ulid';
import type { z } from 'zod';
import type { ZMailQueueDetail } from '../../../shared/api/mail-queue';
import { CANCELLABLE, redactRecord, RESENDABLE, resendMode, type MailQueueRecord } from '../../../shared/domain/mail/queue';
import { ConflictError, NotFoundError } from '../../../shared/errors';
import { changeMailRecord, getMailRecord, mailRecordId } from '../../data/mail-queue';
import { transactWrite } from '../../data/transactions';
import { renderMail } from '../render';
import { mailPut } from '../request';

/** Mails whose attachment the queue does not hold: resent from the booking's documents, not from here. */
const WITH_ATTACHMENT = new Set(['invoice', 'voucher']);

async function requireRecord(tenant: string, id: string): Promise<MailQueueRecord> {
  const record = await getMailRecord(tenant, id);
  if (!record) throw new NotFoundError(`mail ${id} does not exist`);
  return record;
}

/** One mail with its rendering as it would be sent now (a template that cannot render says why). */
export async function mailDetail(tenant: string, id: string): Promise<z.infer<typeof ZMailQueueDetail>> {
  const record = redactRecord(await requireRecord(tenant, id));
  try {
    const rendered = await renderMail(tenant, record.mail);
    return { ...record, rendered: { subject: rendered.subject, text: rendered.text, ...(rendered.html ? { html: rendered.html } : {}) } };
  } catch (err) {
    return { ...record, renderError: (err as Error).message };
  }
}

/** Stops a queued or retrying mail; the consumer finds it cancelled and sends nothing. */
export async function cancelMail(tenant: string, id: string, by: string): Promise<MailQueueRecord> {
  const record = await requireRecord(tenant, id);
  const done = await changeMailRecord(tenant, id, {
    state: 'cancelled',
    attempt: { at: new Date().toISOString(), outcome: 'permanent', code: 'cancelled', error: `cancelled by ${by}` },
    fields: { by },
    remove: ['nextAttemptAt'],
    onlyFrom: CANCELLABLE,
  });
  if (!done) throw new ConflictError(`mail ${id} is ${record.state}: only a queued or retrying mail can be cancelled`);
  return redactRecord(await requireRecord(tenant, id));
}

/**
 * Resends a mail (docs/decisions/mail-queue.md "Resend"): never handed to SES → the same key requested again (the record
 * goes back to queued in the same transaction); handed to SES → a new mail under a new key, linked both ways.
 */
export async function resendMail(tenant: string, id: string, by: string): Promise<MailQueueRecord> {
  const record = await requireRecord(tenant, id);
  if (!RESENDABLE.includes(record.state)) throw new ConflictError(`mail ${id} is ${record.state}: it is sent or fails on its own`);
  if (WITH_ATTACHMENT.has(record.purpose)) throw new ConflictError(`mail ${id} carries a document: send it again from the booking's documents`);
  if (resendMode(record) === 'same-key') {
    const requeued = await changeMailRecord(tenant, id, {
      state: 'queued',
      attempt: { at: new Date().toISOString(), outcome: 'transient', code: 'resend', error: `resent by ${by}` },
      fields: { by },
      remove: ['nextAttemptAt'],
      onlyFrom: RESENDABLE,
    });
    if (!requeued) throw new ConflictError(`mail ${id} changed meanwhile; try again`);
    await transactWrite(mailPut(tenant, { ...record.mail, key: record.key }), () => 'the resent mail');
    return redactRecord(await requireRecord(tenant, id));
  }
  const key = `resend:${record.id}:${ulid()}`;
  const newId = mailRecordId(key);
  await transactWrite(mailPut(tenant, { ...record.mail, key }), () => 'the resent mail');
  await Promise.all([changeMailRecord(tenant, newId, { fields: { by, resendOf: id } }), changeMailRecord(tenant, id, { fields: { resentAs: newId } })]);
  return redactRecord(await requireRecord(tenant, newId));
}
