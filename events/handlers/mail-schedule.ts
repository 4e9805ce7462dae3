import { fireSchedule, planRule } from '../../functions/messaging/index';
import { MailScheduleDue } from '../mail-schedule-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/**
 * A (rule, booking)'s job fired: its mails, each once (claim and request in one transaction), when the rule still
 * applies to the booking now; or a rule changed: the bookings ahead are re-planned (docs/decisions/mail-schedules.md).
 */
export const handler = sqsConsumer('mail-schedule', MailScheduleDue, async (detail, log) => {
  if (!detail.bookingId || !detail.at) {
    const touched = await planRule(detail.tenant, detail.rule);
    log.info('mail schedule re-planned', { rule: detail.rule, touched });
    return;
  }
  const result = await fireSchedule(detail.tenant, detail.rule, detail.bookingId, detail.at);
  log.info('mail schedule fired', { rule: detail.rule, bookingId: detail.bookingId, ...result });
});
