import { OptionExpiryDue } from '../../../events/booking-events';
import { cancelJob, jobName, scheduleJob } from '../../platform/index';

/**
 * One-off jobs that fire an option's expiry (docs/decisions.md, "Option expiry and waiting list"), through the one
 * scheduler (functions/platform/background/scheduler.ts): one job per booking, delivered to the expiry consumer, so
 * putting it again (the option date changed) replaces it.
 */

/** The consumer the jobs go to (events/registry.ts). */
export const OPTION_EXPIRY_CONSUMER = 'booking-option-expiry';

/** The event a job delivers; a fixed event id per booking and option date: a repeated delivery is the same event. */
export function expiryMessage(tenant: string, bookingId: string, optionDate: string, dueAt: string, holdUntil?: string) {
  // An online hold ends at an instant and may be extended: the instant is part of the event's identity, so the job of
  // an extended hold is not taken for the earlier one's (already consumed) delivery.
  const eventId = `option-expiry-${bookingId}-${optionDate}${holdUntil ? `-${holdUntil}` : ''}`;
  const detail = { eventId, tenant, occurredAt: dueAt, bookingId, optionDate, ...(holdUntil ? { holdUntil } : {}) };
  OptionExpiryDue.schema.parse(detail);
  return { detailType: OptionExpiryDue.detailType, detail };
}

/** The job's name: per booking. */
export const scheduleName = (tenant: string, bookingId: string): string => jobName('option', tenant, bookingId);

/** Creates or replaces the job of a booking's option, due at `dueAt` (ISO instant, UTC). */
export async function putOptionSchedule(tenant: string, bookingId: string, optionDate: string, dueAt: string, holdUntil?: string): Promise<void> {
  await scheduleJob({
    name: scheduleName(tenant, bookingId),
    dueAt,
    target: OPTION_EXPIRY_CONSUMER,
    message: expiryMessage(tenant, bookingId, optionDate, dueAt, holdUntil),
  });
}

/** Cancels the job of a booking's option (none: nothing to do). */
export async function deleteOptionSchedule(tenant: string, bookingId: string): Promise<void> {
  await cancelJob(scheduleName(tenant, bookingId));
}
