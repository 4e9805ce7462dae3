import { MailRequested } from '../../events/mail-requested';
import type { Mail } from '../../shared/domain/mail/mail';
import { mailRecordWrite } from '../data/mail-queue';
import { outboxPut } from '../data/outbox';
import { transactWrite, type TransactItem } from '../data/transactions';

/**
 * A mail to send when the change that causes it commits: the outbox item and the mail's queue record
 * (docs/decisions/mail-queue.md), both to write in the change's transaction (spread them: `[...changes, ...mailPut(…)]`).
 * The send-mail consumer renders and sends it, once per key (docs/recipes-mail.md). The description is checked against
 * the event's schema here, so a wrong one fails the transaction, not the send.
 */
export function mailPut(tenant: string, mail: Mail, now = new Date()): TransactItem[] {
  const outbox = outboxPut(tenant, MailRequested, mail, now);
  const eventId = String((outbox.Put!.Item!.detail as { eventId: string }).eventId);
  return [outbox, mailRecordWrite(tenant, eventId, mail, now)];
}

/** A mail that goes with no other change (a notice): its outbox item and record written on their own. */
export async function requestMail(tenant: string, mail: Mail): Promise<void> {
  await transactWrite(mailPut(tenant, mail), () => 'the mail request');
}
