import { PaymentSweepDue } from '../../../events/payment-events';
import { addDays } from '../../../shared/calendar-date';
import { cancelJob, jobName, scheduleJob } from '../../platform/index';

/**
 * The daily payment sweep (docs/decisions.md, "Payments on bookings"; docs/decisions/background.md): a chain of
 * one-time jobs of the one scheduler (functions/platform/background/scheduler.ts), one per tenant and day, due at
 * SWEEP_HOUR_UTC. A booking created puts the next one, and so does every sweep: putting a day's job again replaces
 * it, and a day's name never collides with the job that is firing (which deletes itself after delivery).
 */

export const SWEEP_HOUR_UTC = 2;
/** The consumer the jobs go to (events/registry.ts). */
export const PAYMENT_SWEEP_CONSUMER = 'booking-payment-sweep';

/** The next sweep instant after `now`: SWEEP_HOUR_UTC:00 UTC today or tomorrow. */
export function nextSweepAt(now: Date): string {
  const day = now.toISOString().slice(0, 10);
  const today = `${day}T0${SWEEP_HOUR_UTC}:00:00.000Z`;
  return today > now.toISOString() ? today : `${addDays(day, 1)}T0${SWEEP_HOUR_UTC}:00:00.000Z`;
}

/** The job's name: per tenant and day (the day of `dueAt`). */
export const sweepScheduleName = (tenant: string, dueAt: string): string => jobName('payments', tenant, dueAt.slice(0, 10));

/** The event a job delivers; a fixed event id per tenant and day (a redelivery is the same event). */
export function sweepMessage(tenant: string, dueAt: string) {
  const day = dueAt.slice(0, 10);
  const detail = { eventId: `payment-sweep-${tenant}-${day}`, tenant, occurredAt: dueAt, day };
  PaymentSweepDue.schema.parse(detail);
  return { detailType: PaymentSweepDue.detailType, detail };
}

/** Makes sure the tenant's next sweep is scheduled (idempotent: the next day's job, put or replaced). */
export async function ensureSweepSchedule(tenant: string, now = new Date()): Promise<void> {
  const dueAt = nextSweepAt(now);
  await scheduleJob({ name: sweepScheduleName(tenant, dueAt), dueAt, target: PAYMENT_SWEEP_CONSUMER, message: sweepMessage(tenant, dueAt) });
}

/** The recurring schedule (`payments-<tenant>`, cron) that came before the daily jobs: removed by the first sweep. */
export async function cancelLegacySweepSchedule(tenant: string): Promise<void> {
  await cancelJob(jobName('payments', tenant));
}
