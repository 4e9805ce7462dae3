import type { Context, SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { defineEvent } from '../../events/event';
import { sqsConsumer } from '../../events/lib/sqs-consumer';
import type { ConsumerDefinition } from '../../events/registry';
import { outboxPut } from '../../functions/data/outbox';
import { transactWrite } from '../../functions/data/transactions';
import { LocalDispatcher } from './dispatcher';
import { enableTableStream } from '../../test/support/table-stream';

// The local dispatcher reads the table's stream.
beforeAll(enableTableStream);

const Pinged = defineEvent('test.pinged', { n: z.number().int() });
const detail = (n = 1) => ({ eventId: ulid(), tenant: 'demo', occurredAt: new Date().toISOString(), n });

type Work = (d: z.infer<typeof Pinged.schema>) => Promise<void>;

/** A dispatcher feeding one test consumer (3 deliveries before the dead-letter queue) built like the real ones. */
function dispatcherFor(work: Work, options: { functionTimeoutMs?: number; idleIntervalMs?: number } = {}) {
  const seen: Array<{ receiveCount: string | undefined; remainingMs: number; failed: number }> = [];
  const consumer: ConsumerDefinition = {
    name: `test-${ulid().slice(-6).toLowerCase()}`,
    entry: 'unused',
    detailTypes: [Pinged.detailType],
    maxReceiveCount: 3,
  };
  const handler = sqsConsumer(consumer.name, Pinged, work);
  const dispatcher = new LocalDispatcher({
    endpoint: inject('dynamoEndpoint'),
    tableName: process.env.TABLE_NAME!,
    consumers: [consumer],
    retryDelayMs: () => 0,
    ...options,
    loadHandler: async () => async (event: SQSEvent, context: Context) => {
      const remainingMs = context.getRemainingTimeInMillis();
      const res = await handler(event, context);
      seen.push({ receiveCount: event.Records[0]?.attributes.ApproximateReceiveCount, remainingMs, failed: res.batchItemFailures.length });
      return res;
    },
  });
  return { dispatcher, seen, consumer };
}

const stoppers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const stop of stoppers) await stop();
});

describe('local dispatcher', () => {
  it('delivers a message whose work always fails maxReceiveCount times, with a Lambda context, then dead-letters it', async () => {
    const { dispatcher, seen, consumer } = dispatcherFor(async () => {
      throw new Error('the mail server refuses');
    });
    const event = { detailType: Pinged.detailType, detail: detail() };
    await dispatcher.publish(event);
    expect(seen.map((s) => [s.receiveCount, s.failed])).toEqual([
      ['1', 1],
      ['2', 1],
      ['3', 1],
    ]);
    expect(seen.every((s) => s.remainingMs > 0)).toBe(true);
    expect(dispatcher.log).toMatchObject({ delivered: 0, failed: 3 });
    expect(dispatcher.log.deadLettered).toEqual([
      expect.objectContaining({ consumer: consumer.name, event, receiveCount: 3, error: 'reported as a batch item failure' }),
    ]);
  });

  it('dead-letters a message that fails its schema instead of dropping it', async () => {
    let effects = 0;
    const { dispatcher } = dispatcherFor(async () => {
      effects++;
    });
    await dispatcher.publish({ detailType: Pinged.detailType, detail: { ...detail(), n: 'one' } });
    expect(effects).toBe(0);
    expect(dispatcher.log.deadLettered).toHaveLength(1);
  });

  it('treats an invocation that runs past its timeout as failed and lets the redelivery do the work, once', async () => {
    const done: string[] = [];
    let calls = 0;
    const { dispatcher, seen } = dispatcherFor(
      async (d) => {
        calls++;
        if (calls === 1) await new Promise<never>(() => undefined); // the first invocation hangs until Lambda would kill it
        done.push(d.eventId);
      },
      { functionTimeoutMs: 3000 },
    );
    const event = detail();
    await dispatcher.publish({ detailType: Pinged.detailType, detail: event });
    await dispatcher.publish({ detailType: Pinged.detailType, detail: event }); // EventBridge delivered it twice
    expect(done).toEqual([event.eventId]);
    expect(dispatcher.log).toMatchObject({ delivered: 2, failed: 1, deadLettered: [] });
    expect(seen.map((s) => s.receiveCount)).toEqual(['2', '1']);
  });

  it('feeds outbox items committed to the table through the stream to the consumer, once', async () => {
    const received: number[] = [];
    const { dispatcher } = dispatcherFor(async (d) => {
      received.push(d.n);
    });
    stoppers.push(() => dispatcher.stop());
    await transactWrite([outboxPut('demo', Pinged, { n: 7 }), outboxPut('demo', Pinged, { n: 8 })], () => 'outbox');
    await dispatcher.start();
    await dispatcher.drain();
    expect(received.sort()).toEqual([7, 8]);
  });

  it('polls at its idle beat once nothing arrives, and at once when woken (the local API server wakes it after a write)', async () => {
    const received: number[] = [];
    const { dispatcher } = dispatcherFor(
      async (d) => {
        received.push(d.n);
      },
      { idleIntervalMs: 60_000 },
    );
    stoppers.push(() => dispatcher.stop());
    await dispatcher.start();
    const until = async (done: () => boolean, ms: number) => {
      for (const end = Date.now() + ms; !done() && Date.now() < end;) await new Promise((r) => setTimeout(r, 50));
    };
    // The first polls deliver what the stream holds; the next finds nothing and waits for the idle beat.
    await new Promise((r) => setTimeout(r, 1500));
    await transactWrite([outboxPut('demo', Pinged, { n: 41 })], () => 'outbox');
    await until(() => received.includes(41), 1500);
    expect(received).not.toContain(41);
    dispatcher.wake();
    await until(() => received.includes(41), 5000);
    expect(received.filter((n) => n === 41)).toEqual([41]);
  });
});
