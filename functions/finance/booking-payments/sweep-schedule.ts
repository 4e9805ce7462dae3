import { ConflictException, CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { createHash } from 'node:crypto';
import { EVENT_SOURCE } from '../../../events/event';
import { PaymentSweepDue } from '../../../events/payment-events';
import { addDays } from '../../../shared/calendar-date';
import { config } from '../../config';
import { putLocalSchedule } from '../../data/local-schedules';

/**
 * The daily payment sweep's schedule, one per tenant (docs/decisions.md, "Payments on bookings"). In AWS
 * (PAYMENT_SWEEP_QUEUE_ARN set) a recurring EventBridge Scheduler schedule `cron(0 2 * * ? *)` in the platform's group
 * delivers PaymentSweepDue to the sweep consumer's queue; it is created once (an existing one is kept). Locally a
 * schedule item the dispatcher fires when due, which the sweep puts again for the next day.
 */

export const SWEEP_HOUR_UTC = 2;

/** The next sweep instant after `now`: SWEEP_HOUR_UTC:00 UTC today or tomorrow. */
export function nextSweepAt(now: Date): string {
  const day = now.toISOString().slice(0, 10);
  const today = `${day}T0${SWEEP_HOUR_UTC}:00:00.000Z`;
  return today > now.toISOString() ? today : `${addDays(day, 1)}T0${SWEEP_HOUR_UTC}:00:00.000Z`;
}

export function sweepScheduleName(tenant: string): string {
  const name = `payments-${tenant}`;
  return /^[0-9a-zA-Z\-_.]{1,64}$/.test(name) ? name : `payments-${createHash('sha256').update(tenant).digest('hex').slice(0, 32)}`;
}

/** The message a sweep schedule delivers; a fixed event id per tenant and day (a redelivery is the same event). */
export function sweepMessage(tenant: string, dueAt: string) {
  const day = dueAt.slice(0, 10);
  const detail = { eventId: `payment-sweep-${tenant}-${day}`, tenant, occurredAt: dueAt, day };
  PaymentSweepDue.schema.parse(detail);
  return { version: '0', source: EVENT_SOURCE, 'detail-type': PaymentSweepDue.detailType, detail };
}

let scheduler: SchedulerClient | undefined;

/** Makes sure the tenant's sweep is scheduled (idempotent: locally the next day's item, in AWS the recurring schedule). */
export async function ensureSweepSchedule(tenant: string, now = new Date()): Promise<void> {
  const queueArn = config('PAYMENT_SWEEP_QUEUE_ARN');
  const group = config('OPTION_SCHEDULE_GROUP');
  const roleArn = config('SCHEDULER_ROLE_ARN');
  if (!queueArn || !group || !roleArn) {
    const dueAt = nextSweepAt(now);
    const message = sweepMessage(tenant, dueAt);
    await putLocalSchedule(sweepScheduleName(tenant), dueAt, message);
    return;
  }
  // In AWS the recurring schedule's input is fixed: the consumer takes the day from the delivery time, not `day`.
  const message = sweepMessage(tenant, nextSweepAt(now));
  try {
    await (scheduler ??= new SchedulerClient({})).send(
      new CreateScheduleCommand({
        Name: sweepScheduleName(tenant),
        GroupName: group,
        ScheduleExpression: `cron(0 ${SWEEP_HOUR_UTC} * * ? *)`,
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: {
          Arn: queueArn,
          RoleArn: roleArn,
          Input: JSON.stringify({ ...message, detail: { ...message.detail, eventId: '<aws.scheduler.execution-id>' } }),
          RetryPolicy: { MaximumRetryAttempts: 185 },
        },
      }),
    );
  } catch (err) {
    if (!(err instanceof ConflictException)) throw err;
  }
}
