import { scanPages } from '../../functions/data/paging';
import { renderMail } from '../../functions/messaging/index';
import { MailRequested } from '../../events/mail-requested';
import { handler as accountMails } from '../../events/handlers/account-mails';
import { lambdaContext } from '../../infra/local/lambda-context';
import { sqsRecord } from './sqs';

interface OutboxEvent {
  detailType: string;
  detail: Record<string, unknown> & { eventId: string; occurredAt: string };
}

/** The outbox items written so far, oldest first (a scan is fine in a test's own small table). */
export async function outboxEvents(detailType?: string): Promise<OutboxEvent[]> {
  const items: OutboxEvent[] = [];
  for await (const scan of scanPages({ FilterExpression: 'entityType = :o', ExpressionAttributeValues: { ':o': 'Outbox' } }))
    items.push(...((scan.Items ?? []) as OutboxEvent[]));
  return items
    .filter((i) => detailType === undefined || i.detailType === detailType)
    .sort((a, b) => a.detail.occurredAt.localeCompare(b.detail.occurredAt) || a.detail.eventId.localeCompare(b.detail.eventId));
}

export interface OutboxMail {
  to: string[];
  subject: string;
  text: string;
  purpose: string;
  tenant: string;
  key?: string;
}

/**
 * The mails requested so far (for one purpose, or all), oldest first, rendered as the send-mail consumer would send
 * them (functions/messaging): the outbox holds a mail's description, not its text.
 */
export async function outboxMails(purpose?: string): Promise<OutboxMail[]> {
  const requested = (await outboxEvents('mail.requested')).map((e) => MailRequested.schema.parse(e.detail));
  return Promise.all(
    requested
      .filter((m) => purpose === undefined || m.purpose === purpose)
      .map(async (m) => ({ to: m.to, purpose: m.purpose, tenant: m.tenant, key: m.key, ...(await renderMail(m.tenant, m)) })),
  );
}

/** Runs the account-mails consumer on every queued reset and verification request (repeats are skipped by its idempotency). */
export async function deliverAccountMails(): Promise<void> {
  const events = await outboxEvents('account-mail.requested');
  const records = events.map((e) => sqsRecord({ detailType: e.detailType, detail: e.detail }, e.detail.eventId));
  if (records.length === 0) return;
  const res = await accountMails({ Records: records }, lambdaContext('account-mails'));
  if (res.batchItemFailures.length > 0) throw new Error(`account-mails failed for ${res.batchItemFailures.length} events`);
}

/** The first link in a mail's text. */
export function linkIn(mail: { text: string } | undefined): URL {
  const match = /https?:\/\/\S+/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no link in mail: ${mail?.text}`);
  return new URL(match[0]);
}
