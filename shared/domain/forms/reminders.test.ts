import { describe, expect, it } from 'vitest';
import { currentStep, nextReminder, reminderSteps, stepDueAt, zonedInstant } from './reminders';

describe('guest-form reminder steps', () => {
  it('the setting is the first step, then 7, 3 and 1 below it; 0 turns them off', () => {
    expect(reminderSteps(14)).toEqual([14, 7, 3, 1]);
    expect(reminderSteps(5)).toEqual([5, 3, 1]);
    expect(reminderSteps(7)).toEqual([7, 3, 1]);
    expect(reminderSteps(1)).toEqual([1]);
    expect(reminderSteps(0)).toEqual([]);
  });

  it("a step is due at 09:00 on its day in the tenant's zone", () => {
    // Berlin in winter (UTC+1) and summer (UTC+2); Bali (UTC+8) is already the next day at 01:00 UTC.
    expect(stepDueAt('2027-03-15', 14, 'Europe/Berlin')).toBe('2027-03-01T08:00:00.000Z');
    expect(stepDueAt('2027-07-15', 7, 'Europe/Berlin')).toBe('2027-07-08T07:00:00.000Z');
    expect(stepDueAt('2027-03-15', 1, 'Asia/Makassar')).toBe('2027-03-14T01:00:00.000Z');
    expect(zonedInstant('2027-03-28', 9, 'Europe/Berlin')).toBe('2027-03-28T07:00:00.000Z');
    expect(zonedInstant('2027-01-10', 9, 'America/New_York')).toBe('2027-01-10T14:00:00.000Z');
  });

  it('steps in the past are skipped: the next one after now, none when all are past', () => {
    const steps = reminderSteps(14);
    const arrival = '2027-03-15';
    expect(nextReminder(arrival, steps, 'UTC', new Date('2027-02-01T00:00:00Z'))).toEqual({ step: 14, dueAt: '2027-03-01T09:00:00.000Z' });
    // Booked 5 days ahead: 14 and 7 are past, the first is 3.
    expect(nextReminder(arrival, steps, 'UTC', new Date('2027-03-10T12:00:00Z'))).toEqual({ step: 3, dueAt: '2027-03-12T09:00:00.000Z' });
    // Exactly at a step's instant: that one is done, the next comes.
    expect(nextReminder(arrival, steps, 'UTC', new Date('2027-03-08T09:00:00Z'))?.step).toBe(3);
    expect(nextReminder(arrival, steps, 'UTC', new Date('2027-03-14T09:00:00Z'))).toBeUndefined();
  });

  it('"remind now" counts as the latest step already due, else the first', () => {
    const steps = reminderSteps(14);
    expect(currentStep('2027-03-15', steps, 'UTC', new Date('2027-02-01T00:00:00Z'))).toBe(14);
    expect(currentStep('2027-03-15', steps, 'UTC', new Date('2027-03-09T00:00:00Z'))).toBe(7);
    expect(currentStep('2027-03-15', steps, 'UTC', new Date('2027-03-14T10:00:00Z'))).toBe(1);
  });
});
