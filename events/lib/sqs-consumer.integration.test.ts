import { setTimeout as sleep } from 'node:timers/promises';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { db, tableName } from '../../functions/data/client';
import { lambdaContext } from '../../infra/local/lambda-context';
import { deliver, sqsRecord } from '../../test/support/sqs';
import { defineEvent } from '../event';
import { IDEMPOTENCY_KEEP_SECONDS, idempotencyPartition } from './idempotency';
import { sqsConsumer } from './sqs-consumer';

const Counted = defineEvent('test.counted', { n: z.number().int() });

function detail(eventId = ulid()) {
  return { eventId, tenant: 'demo', occurredAt: new Date().toISOString(), n: 1 };
}
const message = (d: ReturnType<typeof detail>, messageId?: string) => sqsRecord({ detailType: Counted.detailType, detail: d }, messageId);

/**
 * Moves the process clock (Date.now, which the Lambda context and the idempotency records use) forward,
 * as the time between an invocation's death and SQS's redelivery would, without waiting for it.
 */
function advanceClock(ms: number): void {
  const now = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => now() + ms);
}
afterEach(() => vi.restoreAllMocks());

/** Resolves once `check` holds; the consumers under test run concurrently with the test body. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await sleep(5);
}

describe('sqs consumer on DynamoDB Local', () => {
  it('takes over an event whose consumer died after claiming it, once the claim has expired, and does it once', async () => {
    const done: string[] = [];
    let started = 0;
    const handler = sqsConsumer('crash-then-retry', Counted, async (d) => {
      started++;
      // The first delivery "dies": its work never completes (the Lambda was killed at its timeout).
      if (started === 1) await new Promise<never>(() => undefined);
      done.push(d.eventId);
    });
    const event = detail();
    const dying = lambdaContext('crash-then-retry', 30_000);
    void deliver(handler, message(event, 'first'), dying);
    await until(() => started === 1);

    // While the first delivery may still be running, a redelivery is neither done nor acknowledged.
    expect(await deliver(handler, message(event, 'early'), lambdaContext('crash-then-retry'))).toBe('retry');
    expect(started).toBe(1);

    // After the dead invocation's time is up, the redelivery does the work, and later ones skip it.
    advanceClock(30_001);
    expect(dying.getRemainingTimeInMillis()).toBe(0);
    expect(await deliver(handler, message(event, 'redelivered'))).toBe('ack');
    expect(await deliver(handler, message(event, 'again'))).toBe('ack');
    expect(done).toEqual([event.eventId]);
    expect(started).toBe(2);
  });

  it('retries an event whose work threw, until it succeeds, and does it once', async () => {
    let attempts = 0;
    const done: string[] = [];
    const handler = sqsConsumer('throws-twice', Counted, async (d) => {
      attempts++;
      if (attempts <= 2) throw new Error(`attempt ${attempts} failed`);
      done.push(d.eventId);
    });
    const event = detail();
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await deliver(handler, message(event, 'm')));
    expect(outcomes).toEqual(['retry', 'retry', 'ack', 'ack']);
    expect(done).toEqual([event.eventId]);
  });

  it('reports an event whose work always fails on every delivery, so SQS moves it to the dead-letter queue', async () => {
    const handler = sqsConsumer('always-fails', Counted, async () => {
      throw new Error('the mail server refuses');
    });
    const event = detail();
    const outcomes = [];
    for (let receive = 1; receive <= 5; receive++)
      outcomes.push(await deliver(handler, sqsRecord({ detailType: Counted.detailType, detail: event }, 'm', receive)));
    expect(outcomes).toEqual(['retry', 'retry', 'retry', 'retry', 'retry']);
  });

  it('does an event delivered 20 times at once exactly once, and acknowledges no copy before the work is done', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let effects = 0;
    const handler = sqsConsumer('concurrent', Counted, async () => {
      await gate;
      effects++;
    });
    const event = detail();
    const settled: Array<'ack' | 'retry'> = [];
    const copies = Array.from({ length: 20 }, (_, i) => deliver(handler, message(event, `copy-${i}`)).then((o) => (settled.push(o), o)));
    await until(() => settled.length === 19);
    expect(settled).toEqual(Array(19).fill('retry'));
    expect(effects).toBe(0);

    release();
    await Promise.all(copies);
    expect(settled.filter((o) => o === 'ack')).toHaveLength(1);
    // SQS shows the 19 unacknowledged copies again: each is now acknowledged without doing the work again.
    const redelivered = await Promise.all(Array.from({ length: 19 }, (_, i) => deliver(handler, message(event, `again-${i}`))));
    expect(redelivered).toEqual(Array(19).fill('ack'));
    expect(effects).toBe(1);
  });

  it('reports a message that fails its schema as failed (so it ends in the dead-letter queue) instead of dropping it', async () => {
    let effects = 0;
    const handler = sqsConsumer('schema', Counted, async () => {
      effects++;
    });
    const bad = sqsRecord({ detailType: Counted.detailType, detail: { ...detail(), n: 'one' } }, 'bad');
    const notJson = sqsRecord('{not json', 'garbled');
    const good = message(detail(), 'good');
    const res = await handler({ Records: [bad, good, notJson] }, lambdaContext('schema'));
    expect(res.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(['bad', 'garbled']);
    expect(effects).toBe(1);
  });

  it("keeps its records in the single table, in the consumer's partition, expiring through the table's TTL attribute", async () => {
    const handler = sqsConsumer('records', Counted, async () => undefined);
    expect(await deliver(handler, message(detail(), 'r'))).toBe('ack');
    const res = await db().send(
      new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': idempotencyPartition('records') } }),
    );
    expect(res.Items).toHaveLength(1);
    const [item] = res.Items ?? [];
    expect(item).toMatchObject({ status: 'COMPLETED', sk: expect.stringMatching(/^records#/) });
    expect(item?.expiresAt).toBeGreaterThan(Date.now() / 1000 + IDEMPOTENCY_KEEP_SECONDS - 3600);
  });
});
