import { ensureRetentionSchedule } from '../../functions/forms/index';
import { GuestFormsAttached } from '../booking-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/** A tenant that attaches guest forms has its daily retention run scheduled (idempotent; docs/decisions/forms.md "Retention"). */
export const handler = sqsConsumer('guestform-retention-schedule', GuestFormsAttached, async (detail, log) => {
  await ensureRetentionSchedule(detail.tenant);
  log.info('guest form retention scheduled', { tenant: detail.tenant });
});
