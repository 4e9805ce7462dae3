import { delayRedelivery } from '../../functions/aws/sqs';
import { deliverMail } from '../../functions/messaging/index';
import { MailRequested } from '../mail-requested';
import { consumerTimings, CONSUMERS } from '../registry';
import { sqsConsumer } from '../lib/sqs-consumer';

const { maxReceiveCount } = consumerTimings(CONSUMERS.find((c) => c.name === 'send-mail')!);

/**
 * Sends one requested mail through the mail queue (functions/messaging/deliver.ts): rendered from its template and sent
 * through SES, once per event id however often the queue delivers it, and once per mail key however often it was
 * requested; its queue record tells what happened. A transient failure is thrown after the message's backoff was set
 * (the queue delivers it again), a permanent one is recorded and not retried.
 */
export const handler = sqsConsumer('send-mail', MailRequested, async ({ eventId, tenant, occurredAt: _at, ...mail }, log, delivery) => {
  const outcome = await deliverMail(tenant, mail, {
    eventId,
    receiveCount: delivery.receiveCount,
    maxReceiveCount,
    retryIn: (seconds) => delayRedelivery(delivery.queueArn, delivery.receiptHandle, seconds),
  });
  log.info(`mail ${outcome}`, { purpose: mail.purpose, recipients: mail.to.length });
});
