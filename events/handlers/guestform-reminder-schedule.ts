import { syncReminderSchedule } from '../../functions/forms/index';
import { BookingCreated } from '../booking-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/**
 * Keeps each booking's guest-form reminder job in step with it (docs/decisions/forms.md "Reminders"): on every
 * created, changed or cancelled booking the job of its next step is put (changed dates replace it), or removed
 * (cancelled, no forms, every guest complete). The three events share the booking fields this reads (bookingId).
 */
export const handler = sqsConsumer('guestform-reminder-schedule', BookingCreated, async (detail, log) => {
  const outcome = await syncReminderSchedule(detail.tenant, detail.bookingId);
  log.info('guest form reminder schedule', { bookingId: detail.bookingId, outcome });
});
