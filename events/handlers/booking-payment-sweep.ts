import { ensureSweepSchedule, sweepTenant } from '../../functions/finance/index';
import { PaymentSweepDue } from '../payment-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/** A tenant's daily payment sweep is due: act on the milestones that fell due unpaid, then keep the schedule going. */
export const handler = sqsConsumer('booking-payment-sweep', PaymentSweepDue, async (detail, log) => {
  const outcome = await sweepTenant(detail.tenant);
  await ensureSweepSchedule(detail.tenant);
  log.info('payment sweep', { ...outcome });
});
