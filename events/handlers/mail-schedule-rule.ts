import { planRule } from '../../functions/messaging/index';
import { MailScheduleChanged } from '../mail-schedule-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/** A mail schedule's rule changed: the bookings ahead are re-planned for it (docs/decisions/mail-schedules.md). */
export const handler = sqsConsumer('mail-schedule-rule', MailScheduleChanged, async (detail, log) => {
  const touched = await planRule(detail.tenant, detail.rule);
  log.info('mail schedule re-planned', { rule: detail.rule, touched });
});
