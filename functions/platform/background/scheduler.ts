import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { createHash } from 'node:crypto';
import { EVENT_SOURCE } from '../../../events/event';
import { schedulerClient } from '../../aws/scheduler';
import { config } from '../../config';
import { deleteLocalSchedule, putLocalSchedule } from '../../data/local-schedules';

/**
 * THE scheduler (docs/recipes-background.md, "A scheduled job"): a one-time job under a stable name, due at an
 * instant, that delivers one event to one scheduled consumer (events/registry.ts, `scheduledBy`). Putting a job
 * again under its name replaces it (never two), cancelling a job that is gone is no error. In AWS (SCHEDULE_GROUP
 * set by infra/aws/events/scheduled-consumer.ts) an EventBridge Scheduler schedule `at(...)` in the platform's group
 * puts the message on the consumer's queue and deletes itself; locally a schedule item in the table that the
 * dispatcher (infra/local/dispatcher.ts) takes and delivers when due.
 */

/** What a job delivers: an event of a detail-type with its detail (the consumer's idempotency key is `eventId`). */
export interface JobMessage {
  detailType: string;
  detail: { eventId: string; tenant: string; occurredAt: string } & Record<string, unknown>;
}

export interface ScheduledJob {
  /** Stable per job (e.g. per booking): the same name replaces the job. */
  name: string;
  /** ISO instant (UTC). */
  dueAt: string;
  /** The consumer it is delivered to (its name in events/registry.ts). */
  target: string;
  message: JobMessage;
}

const NAME = /^[0-9a-zA-Z\-_.]{1,64}$/;

/** A scheduler name of `prefix` and `parts` ([0-9a-zA-Z-_.]{1,64}): joined by '-', hashed when it does not fit. */
export function jobName(prefix: string, ...parts: string[]): string {
  const name = [prefix, ...parts].join('-');
  if (NAME.test(name)) return name;
  const last = parts.at(-1) ?? '';
  const hash = createHash('sha256').update(parts.join('#')).digest('hex').slice(0, 24);
  const short = `${prefix}-${hash}-${last}`;
  return NAME.test(short) ? short : `${prefix}-${createHash('sha256').update(parts.join('#')).digest('hex').slice(0, 40)}`;
}

/** The message as EventBridge delivers it to an SQS target (what the consumers parse). */
export function eventEnvelope(message: JobMessage) {
  return { version: '0', source: EVENT_SOURCE, 'detail-type': message.detailType, detail: message.detail };
}

/** A scheduled consumer's queue and dead-letter queue (infra/aws/events/scheduled-consumer.ts). */
interface TargetArns {
  queue: string;
  deadLetter?: string;
}

/** The scheduler's AWS settings, or undefined locally (no SCHEDULE_GROUP); `target`: the consumer a job goes to. */
function aws(target?: string) {
  const group = config('SCHEDULE_GROUP');
  if (!group) return undefined;
  const roleArn = config('SCHEDULER_ROLE_ARN');
  const targets = JSON.parse(config('SCHEDULE_TARGETS') ?? '{}') as Record<string, TargetArns>;
  const arns = target === undefined ? undefined : targets[target];
  if (!roleArn || (target !== undefined && !arns)) throw new Error(`SCHEDULE_GROUP needs SCHEDULER_ROLE_ARN and the queue of ${target} in SCHEDULE_TARGETS`);
  return { group, roleArn, arns };
}

/** Creates the job, or replaces the one of the same name. */
export async function scheduleJob(job: ScheduledJob): Promise<void> {
  if (!NAME.test(job.name)) throw new Error(`Invalid job name ${job.name}`);
  const settings = aws(job.target);
  if (!settings) {
    await putLocalSchedule(job.name, job.dueAt, eventEnvelope(job.message), job.target);
    return;
  }
  const input: CreateScheduleCommandInput = {
    Name: job.name,
    GroupName: settings.group,
    ScheduleExpression: `at(${job.dueAt.slice(0, 19)})`,
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    Target: {
      Arn: settings.arns!.queue,
      RoleArn: settings.roleArn,
      Input: JSON.stringify(eventEnvelope(job.message)),
      RetryPolicy: { MaximumRetryAttempts: 185 },
      ...(settings.arns!.deadLetter ? { DeadLetterConfig: { Arn: settings.arns!.deadLetter } } : {}),
    },
  };
  try {
    await schedulerClient().send(new CreateScheduleCommand(input));
  } catch (err) {
    if (!(err instanceof ConflictException)) throw err;
    await schedulerClient().send(new UpdateScheduleCommand(input));
  }
}

/** Cancels the job `name` (none: nothing to do). */
export async function cancelJob(name: string): Promise<void> {
  const settings = aws();
  if (!settings) {
    await deleteLocalSchedule(name);
    return;
  }
  try {
    await schedulerClient().send(new DeleteScheduleCommand({ Name: name, GroupName: settings.group }));
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
}
