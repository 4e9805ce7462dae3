import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../config';
import { deleteOptionSchedule, putOptionSchedule, scheduleName } from './option-schedules';

/** The option schedules in AWS: one-off EventBridge Scheduler schedules delivering to the expiry consumer's queue. */

const scheduler = mockClient(SchedulerClient);
const expiryQueue = 'arn:aws:sqs:eu-central-1:123456789012:booking-option-expiry';
const env = {
  SCHEDULE_GROUP: 'tidewise-schedules',
  SCHEDULE_TARGETS: JSON.stringify({ 'booking-option-expiry': { queue: expiryQueue } }),
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/scheduler',
};

beforeAll(() => {
  Object.assign(process.env, env);
  resetConfig();
});
afterAll(() => {
  for (const key of Object.keys(env)) delete process.env[key];
  resetConfig();
});
beforeEach(() => scheduler.reset());

describe('option schedules in AWS', () => {
  it('creates a one-off schedule at the expiry instant (UTC) that delivers the expiry message to the queue and deletes itself', async () => {
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    await putOptionSchedule('demo', '01JBOOKING', '2027-03-10', '2027-03-11T00:00:00.000Z');
    const calls = scheduler.commandCalls(CreateScheduleCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect(input).toMatchObject({
      Name: 'option-demo-01JBOOKING',
      GroupName: 'tidewise-schedules',
      ScheduleExpression: 'at(2027-03-11T00:00:00)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: { Arn: expiryQueue, RoleArn: env.SCHEDULER_ROLE_ARN },
    });
    expect(JSON.parse(input.Target!.Input!)).toMatchObject({
      'detail-type': 'booking.option-expiry-due',
      detail: { eventId: 'option-expiry-01JBOOKING-2027-03-10', tenant: 'demo', bookingId: '01JBOOKING', optionDate: '2027-03-10' },
    });
    expect(scheduler.commandCalls(UpdateScheduleCommand)).toHaveLength(0);
  });

  it('replaces the schedule when the option date changed (the name is taken)', async () => {
    scheduler.on(CreateScheduleCommand).rejects(new ConflictException({ Message: 'exists', message: 'exists', $metadata: {} }));
    scheduler.on(UpdateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    await putOptionSchedule('demo', '01JBOOKING', '2027-03-15', '2027-03-16T00:00:00.000Z');
    const update = scheduler.commandCalls(UpdateScheduleCommand)[0]!.args[0].input;
    expect(update).toMatchObject({ Name: 'option-demo-01JBOOKING', ScheduleExpression: 'at(2027-03-16T00:00:00)' });
    expect(JSON.parse(update.Target!.Input!).detail.optionDate).toBe('2027-03-15');
  });

  it('deletes the schedule, and a schedule already gone is no error', async () => {
    scheduler.on(DeleteScheduleCommand).rejects(new ResourceNotFoundException({ Message: 'gone', message: 'gone', $metadata: {} }));
    await expect(deleteOptionSchedule('demo', '01JBOOKING')).resolves.toBeUndefined();
    expect(scheduler.commandCalls(DeleteScheduleCommand)[0]!.args[0].input).toEqual({ Name: 'option-demo-01JBOOKING', GroupName: 'tidewise-schedules' });
  });

  it('names fit the scheduler: at most 64 of [0-9a-zA-Z-_.]', () => {
    const name = scheduleName('a-very-long-tenant-identifier-that-would-not-fit', '01JBOOKINGXXXXXXXXXXXXXXXX');
    expect(name).toMatch(/^[0-9a-zA-Z\-_.]{1,64}$/);
  });
});
