import { syncOptionSchedule } from '../../functions/booking/index';
import { BookingCreated } from '../booking-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/**
 * Keeps each option's expiry schedule in step with its booking: on every created, changed or cancelled booking the
 * header is read and a draft with an option date gets its schedule put (a changed option date replaces it), any
 * other booking has it removed. The three events share the booking fields this reads (bookingId).
 */
export const handler = sqsConsumer('booking-option-schedule', BookingCreated, async (detail, log) => {
  const outcome = await syncOptionSchedule(detail.tenant, detail.bookingId);
  log.info('option schedule', { bookingId: detail.bookingId, outcome });
});
