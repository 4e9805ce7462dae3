import { sendMail } from '../../functions/messaging/index';
import { MailRequested } from '../mail-requested';
import { sqsConsumer } from '../lib/sqs-consumer';

/**
 * Sends one requested mail (functions/messaging): rendered from its template and sent through SES, once per event id
 * however often the queue delivers it, and once per mail key however often it was requested.
 */
export const handler = sqsConsumer('send-mail', MailRequested, async ({ eventId, tenant, occurredAt: _at, ...mail }, log) => {
  const sent = await sendMail(tenant, mail, { fallbackKey: eventId });
  log.info(sent ? 'mail sent' : 'mail already sent under its key', { purpose: mail.purpose, recipients: mail.to.length });
});
