import { ConflictException, CreateScheduleCommand, DeleteScheduleCommand, SchedulerClient, UpdateScheduleCommand } from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../config';
import { cancelJob, jobName, scheduleJob, type ScheduledJob } from './scheduler';

/** THE scheduler in AWS: one-time EventBridge Scheduler schedules, by name, to a scheduled consumer's queue. */

const scheduler = mockClient(SchedulerClient);
const queue = 'arn:aws:sqs:eu-central-1:123456789012:reminders';
const dlq = 'arn:aws:sqs:eu-central-1:123456789012:reminders-dlq';
const env = {
  SCHEDULE_GROUP: 'tidewise-schedules',
  SCHEDULE_TARGETS: JSON.stringify({ reminders: { queue, deadLetter: dlq } }),
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/scheduler',
};
const job = (over: Partial<ScheduledJob> = {}): ScheduledJob => ({
  name: 'reminder-demo-b1',
  dueAt: '2027-05-01T08:30:00.000Z',
  target: 'reminders',
  message: { detailType: 'guest.reminder-due', detail: { eventId: 'reminder-b1', tenant: 'demo', occurredAt: '2027-05-01T08:30:00.000Z' } },
  ...over,
});

beforeAll(() => {
  Object.assign(process.env, env);
  resetConfig();
});
afterAll(() => {
  for (const key of Object.keys(env)) delete process.env[key];
  resetConfig();
});
beforeEach(() => scheduler.reset());

describe('the scheduler in AWS', () => {
  it('creates a one-time schedule that delivers the event to the target queue, dead-letters what it cannot deliver and deletes itself', async () => {
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    await scheduleJob(job());
    const input = scheduler.commandCalls(CreateScheduleCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      Name: 'reminder-demo-b1',
      GroupName: 'tidewise-schedules',
      ScheduleExpression: 'at(2027-05-01T08:30:00)',
      ScheduleExpressionTimezone: 'UTC',
      ActionAfterCompletion: 'DELETE',
      Target: { Arn: queue, RoleArn: env.SCHEDULER_ROLE_ARN, DeadLetterConfig: { Arn: dlq } },
    });
    expect(JSON.parse(input.Target!.Input!)).toEqual({
      version: '0',
      source: 'tidewise.platform',
      'detail-type': 'guest.reminder-due',
      detail: { eventId: 'reminder-b1', tenant: 'demo', occurredAt: '2027-05-01T08:30:00.000Z' },
    });
  });

  it('the same name replaces the job: never two', async () => {
    scheduler.on(CreateScheduleCommand).rejects(new ConflictException({ Message: 'exists', message: 'exists', $metadata: {} }));
    scheduler.on(UpdateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    await scheduleJob(job({ dueAt: '2027-05-02T08:30:00.000Z' }));
    expect(scheduler.commandCalls(UpdateScheduleCommand)[0]!.args[0].input).toMatchObject({
      Name: 'reminder-demo-b1',
      ScheduleExpression: 'at(2027-05-02T08:30:00)',
    });
  });

  it('refuses a target without a queue and a name the scheduler would refuse, before calling it', async () => {
    await expect(scheduleJob(job({ target: 'unknown' }))).rejects.toThrow(/unknown/);
    await expect(scheduleJob(job({ name: 'has spaces' }))).rejects.toThrow(/Invalid job name/);
    expect(scheduler.calls()).toHaveLength(0);
  });

  it('cancels by name', async () => {
    scheduler.on(DeleteScheduleCommand).resolves({});
    await cancelJob('reminder-demo-b1');
    expect(scheduler.commandCalls(DeleteScheduleCommand)[0]!.args[0].input).toEqual({ Name: 'reminder-demo-b1', GroupName: 'tidewise-schedules' });
  });
});

describe('job names', () => {
  it('join the parts when they fit, else hash them and stay within [0-9a-zA-Z-_.]{1,64}, stable and distinct', () => {
    expect(jobName('option', 'demo', '01JB')).toBe('option-demo-01JB');
    const long = jobName('option', 'a-very-long-tenant-identifier-that-would-not-fit', '01JBOOKINGXXXXXXXXXXXXXXXX');
    expect(long).toMatch(/^option-[0-9a-f]{24}-01JBOOKINGXXXXXXXXXXXXXXXX$/);
    expect(jobName('option', 'a-very-long-tenant-identifier-that-would-not-fit', '01JBOOKINGXXXXXXXXXXXXXXXX')).toBe(long);
    expect(jobName('option', 'a-very-long-tenant-identifier-that-would-not-fit', '01JBOOKINGXXXXXXXXXXXXXXXY')).not.toBe(long);
    expect(jobName('x', 'ü', 'y'.repeat(80))).toMatch(/^[0-9a-zA-Z\-_.]{1,64}$/);
  });
});
