import { ensureRetentionSchedule, runRetention } from '../../functions/forms/index';
import { GuestFormRetentionDue } from '../guestform-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/**
 * A tenant's daily guest-form retention run is due (docs/decisions/forms.md "Retention"): the next day's job first (a
 * run that keeps failing does not end the chain), then the medical answers and uploads of the bookings that left the
 * set number of days ago deleted, each with its audit entry (once: a second run deletes nothing more).
 */
export const handler = sqsConsumer('guestform-retention', GuestFormRetentionDue, async (detail, log) => {
  const now = new Date();
  await ensureRetentionSchedule(detail.tenant, now);
  const outcome = await runRetention(detail.tenant, now);
  log.info('guest form retention', { ...outcome, failed: outcome.failed.length });
});
