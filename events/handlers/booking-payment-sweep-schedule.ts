import { ensureSweepSchedule } from '../../functions/finance/index';
import { BookingCreated } from '../booking-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/** A tenant that makes bookings has its daily payment sweep scheduled (idempotent). */
export const handler = sqsConsumer('booking-payment-sweep-schedule', BookingCreated, async (detail, log) => {
  await ensureSweepSchedule(detail.tenant);
  log.info('payment sweep scheduled', { tenant: detail.tenant });
});
