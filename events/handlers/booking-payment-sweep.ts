import { cancelLegacySweepSchedule, ensureSweepSchedule, sweepTenant } from '../../functions/finance/index';
import { PaymentSweepDue } from '../payment-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/** A tenant's daily payment sweep is due: keep the schedule going, then act on the milestones that fell due unpaid. */
export const handler = sqsConsumer('booking-payment-sweep', PaymentSweepDue, async (detail, log) => {
  // The next day's job first: a sweep that keeps failing does not end the chain.
  await ensureSweepSchedule(detail.tenant);
  await cancelLegacySweepSchedule(detail.tenant);
  const outcome = await sweepTenant(detail.tenant);
  log.info('payment sweep', { ...outcome });
});
