import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent } from './event';
import { MailRequested } from './mail-requested';
import { CONSUMERS, consumerTimings, eventDefinition } from './registry';

describe('event registry', () => {
  it('knows the definition of every consumed detail-type', () => {
    for (const consumer of CONSUMERS) for (const detailType of consumer.detailTypes) expect(eventDefinition(detailType).detailType).toBe(detailType);
    expect(eventDefinition(MailRequested.detailType)).toBe(MailRequested);
  });

  it('refuses a second definition of the same detail-type', () => {
    expect(() => defineEvent(MailRequested.detailType, { other: z.string() })).toThrow(/defined twice/);
  });

  it('gives every consumer a visibility timeout longer than its function timeout', () => {
    for (const consumer of CONSUMERS) {
      const t = consumerTimings(consumer);
      expect(t.visibilityTimeoutSeconds).toBeGreaterThan(t.timeoutSeconds);
    }
    expect(consumerTimings({ name: 'x', entry: 'x', detailTypes: ['x'] })).toEqual({ timeoutSeconds: 30, visibilityTimeoutSeconds: 180, maxReceiveCount: 5 });
  });

  it('refuses a consumer whose queue would show a message again while its function may still run', () => {
    expect(() => consumerTimings({ name: 'x', entry: 'x', detailTypes: ['x'], visibilityTimeoutSeconds: 20 })).toThrow(/must exceed the function timeout/);
    expect(() => consumerTimings({ name: 'x', entry: 'x', detailTypes: ['x'], timeoutSeconds: 60, visibilityTimeoutSeconds: 60 })).toThrow(/must exceed/);
  });
});
