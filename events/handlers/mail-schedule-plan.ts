import { planBooking } from '../../functions/messaging/index';
import { BookingCreated } from '../booking-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/**
 * Keeps the mail schedules' plans in step with a booking (docs/decisions/mail-schedules.md): a created, changed or
 * cancelled booking is re-planned for every rule (a moved date moves its job, a cancelled one loses it). The booking
 * events share the fields this reads (bookingId).
 */
export const handler = sqsConsumer('mail-schedule-plan', BookingCreated, async (detail, log) => {
  const outcome = await planBooking(detail.tenant, detail.bookingId);
  log.info('mail schedule plans', { bookingId: detail.bookingId, outcome });
});
