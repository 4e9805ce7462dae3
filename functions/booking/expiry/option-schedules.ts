import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { createHash } from 'node:crypto';
import { OptionExpiryDue } from '../../../events/booking-events';
import { EVENT_SOURCE } from '../../../events/event';
import { config } from '../../config';
import { deleteLocalSchedule, putLocalSchedule } from '../../data/local-schedules';

/**
 * One-off schedules that fire an option's expiry (docs/decisions.md, "Option expiry and waiting list"). In AWS
 * (OPTION_SCHEDULE_GROUP set) an EventBridge Scheduler schedule `at(...)` in the events stack's group delivers the
 * message to the expiry consumer's queue and deletes itself; locally a schedule item in the table
 * (`G#SCHEDULE` / name, `dueAt`) that the local dispatcher fires when due. Both are keyed by booking, so putting a
 * schedule again (the option date changed) replaces it.
 */

/** The message a schedule delivers: what EventBridge delivers to an SQS target (detail-type + detail). */
export function expiryMessage(tenant: string, bookingId: string, optionDate: string, dueAt: string) {
  // A fixed event id per booking and option date: a repeated delivery is the same event to the idempotent consumer.
  const detail = { eventId: `option-expiry-${bookingId}-${optionDate}`, tenant, occurredAt: dueAt, bookingId, optionDate };
  OptionExpiryDue.schema.parse(detail);
  return { version: '0', source: EVENT_SOURCE, 'detail-type': OptionExpiryDue.detailType, detail };
}

/** Scheduler names: [0-9a-zA-Z-_.]{1,64}; a long tenant id is hashed. */
export function scheduleName(tenant: string, bookingId: string): string {
  const name = `option-${tenant}-${bookingId}`;
  return /^[0-9a-zA-Z\-_.]{1,64}$/.test(name)
    ? name
    : `option-${createHash('sha256').update(`${tenant}#${bookingId}`).digest('hex').slice(0, 24)}-${bookingId}`;
}

let scheduler: SchedulerClient | undefined;
const schedulerClient = () => (scheduler ??= new SchedulerClient({}));

const awsConfig = () => {
  const group = config('OPTION_SCHEDULE_GROUP');
  if (!group) return undefined;
  const queueArn = config('OPTION_EXPIRY_QUEUE_ARN');
  const roleArn = config('SCHEDULER_ROLE_ARN');
  if (!queueArn || !roleArn) throw new Error('OPTION_SCHEDULE_GROUP needs OPTION_EXPIRY_QUEUE_ARN and SCHEDULER_ROLE_ARN');
  return { group, queueArn, roleArn };
};

/** Creates or replaces the schedule of a booking's option, due at `dueAt` (ISO instant, UTC). */
export async function putOptionSchedule(tenant: string, bookingId: string, optionDate: string, dueAt: string): Promise<void> {
  const name = scheduleName(tenant, bookingId);
  const message = expiryMessage(tenant, bookingId, optionDate, dueAt);
  const aws = awsConfig();
  if (!aws) {
    await putLocalSchedule(name, dueAt, message);
    return;
  }
  const input: CreateScheduleCommandInput = {
    Name: name,
    GroupName: aws.group,
    ScheduleExpression: `at(${dueAt.slice(0, 19)})`,
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    Target: { Arn: aws.queueArn, RoleArn: aws.roleArn, Input: JSON.stringify(message), RetryPolicy: { MaximumRetryAttempts: 185 } },
  };
  try {
    await schedulerClient().send(new CreateScheduleCommand(input));
  } catch (err) {
    if (!(err instanceof ConflictException)) throw err;
    await schedulerClient().send(new UpdateScheduleCommand(input));
  }
}

/** Deletes the schedule of a booking's option (none: nothing to do). */
export async function deleteOptionSchedule(tenant: string, bookingId: string): Promise<void> {
  const name = scheduleName(tenant, bookingId);
  const aws = awsConfig();
  if (!aws) {
    await deleteLocalSchedule(name);
    return;
  }
  try {
    await schedulerClient().send(new DeleteScheduleCommand({ Name: name, GroupName: aws.group }));
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
}
