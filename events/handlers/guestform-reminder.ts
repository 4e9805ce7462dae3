import { afterStep, runStep } from '../../functions/forms/index';
import { GuestFormReminderDue } from '../booking-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/**
 * A booking's reminder step fired: each incomplete guest's mail and the lead's summary (each once: its marker and
 * its outbox item are one transaction, so a second firing or a redelivery after a crash sends nothing twice), the
 * operator's todos on the day before arrival, then the job of the next step.
 */
export const handler = sqsConsumer('guestform-reminder', GuestFormReminderDue, async (detail, log) => {
  const now = new Date();
  const result = await runStep(detail.tenant, detail.bookingId, detail.arrival, detail.step, now);
  const next = await afterStep(detail.tenant, detail.bookingId, now);
  log.info('guest form reminders', {
    bookingId: detail.bookingId,
    step: detail.step,
    outcome: result.outcome,
    mailed: result.mailed.length,
    todos: result.todos,
    next,
  });
});
