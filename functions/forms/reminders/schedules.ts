import { GuestFormReminderDue } from '../../../events/booking-events';
import { cancelJob, jobName, scheduleJob } from '../../platform/index';

/**
 * The reminder job of a booking (docs/decisions/forms.md "Reminders"), through the one scheduler
 * (functions/platform/background/scheduler.ts): ONE job per booking, for its next step, delivered to the reminder
 * consumer; putting it again (dates changed, a step done) replaces it.
 */

/** The consumer the jobs go to (events/registry.ts). */
export const REMINDER_CONSUMER = 'guestform-reminder';

/** The event a job delivers: a fixed event id per booking, arrival and step, so a repeated delivery is the same event. */
export function reminderMessage(tenant: string, bookingId: string, arrival: string, step: number, dueAt: string) {
  const detail = { eventId: `guestform-reminder-${bookingId}-${arrival}-${step}`, tenant, occurredAt: dueAt, bookingId, arrival, step };
  GuestFormReminderDue.schema.parse(detail);
  return { detailType: GuestFormReminderDue.detailType, detail };
}

/** The job's name: per booking. */
export const reminderScheduleName = (tenant: string, bookingId: string): string => jobName('gfrem', tenant, bookingId);

/** Creates or replaces the booking's job for `step`, due at `dueAt`. */
export async function putReminderSchedule(tenant: string, bookingId: string, arrival: string, step: number, dueAt: string): Promise<void> {
  await scheduleJob({
    name: reminderScheduleName(tenant, bookingId),
    dueAt,
    target: REMINDER_CONSUMER,
    message: reminderMessage(tenant, bookingId, arrival, step, dueAt),
  });
}

/** Cancels the booking's job (none: nothing to do). */
export async function deleteReminderSchedule(tenant: string, bookingId: string): Promise<void> {
  await cancelJob(reminderScheduleName(tenant, bookingId));
}
