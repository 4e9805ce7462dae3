import { MailRequested } from '../../events/mail-requested';
import type { Mail } from '../../shared/domain/mail/mail';
import { outboxPut, putOutbox } from '../data/outbox';
import type { TransactItem } from '../data/transactions';

/**
 * A mail to send when the change that causes it commits: the outbox item to write in the change's transaction. The
 * send-mail consumer renders and sends it, once per key (docs/recipes-mail.md). The description is checked against the
 * event's schema here, so a wrong one fails the transaction, not the send.
 */
export function mailPut(tenant: string, mail: Mail): TransactItem {
  return outboxPut(tenant, MailRequested, mail);
}

/** A mail that goes with no other change (a notice): its outbox item written on its own. */
export async function requestMail(tenant: string, mail: Mail): Promise<void> {
  await putOutbox(mailPut(tenant, mail));
}
