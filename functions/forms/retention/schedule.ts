import { GuestFormRetentionDue } from '../../../events/guestform-events';
import { addDays } from '../../../shared/calendar-date';
import { jobName, scheduleJob } from '../../platform/index';

/**
 * The daily retention run of a tenant (docs/decisions/forms.md "Retention"): a chain of one-time jobs of the one
 * scheduler (functions/platform/background/scheduler.ts), one per tenant and day at RETENTION_HOUR_UTC, as the payment
 * sweep. Attaching a form puts the next one, and so does every run; a day's job put again replaces it.
 */
export const RETENTION_HOUR_UTC = 3;
/** The consumer the jobs go to (events/registry.ts). */
export const RETENTION_CONSUMER = 'guestform-retention';

/** The next run after `now`: RETENTION_HOUR_UTC:00 UTC today or tomorrow. */
export function nextRetentionAt(now: Date): string {
  const day = now.toISOString().slice(0, 10);
  const today = `${day}T0${RETENTION_HOUR_UTC}:00:00.000Z`;
  return today > now.toISOString() ? today : `${addDays(day, 1)}T0${RETENTION_HOUR_UTC}:00:00.000Z`;
}

export const retentionScheduleName = (tenant: string, dueAt: string): string => jobName('gfret', tenant, dueAt.slice(0, 10));

/** The event a job delivers: a fixed event id per tenant and day (a redelivery is the same event). */
export function retentionMessage(tenant: string, dueAt: string) {
  const day = dueAt.slice(0, 10);
  const detail = { eventId: `guestform-retention-${tenant}-${day}`, tenant, occurredAt: dueAt, day };
  GuestFormRetentionDue.schema.parse(detail);
  return { detailType: GuestFormRetentionDue.detailType, detail };
}

/** Makes sure the tenant's next run is scheduled (idempotent: the next day's job, put or replaced). */
export async function ensureRetentionSchedule(tenant: string, now = new Date()): Promise<void> {
  const dueAt = nextRetentionAt(now);
  await scheduleJob({ name: retentionScheduleName(tenant, dueAt), dueAt, target: RETENTION_CONSUMER, message: retentionMessage(tenant, dueAt) });
}
