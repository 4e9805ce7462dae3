import { AsyncLocalStorage } from 'node:async_hooks';
import fc from 'fast-check';
import { ulid } from 'ulid';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lambdaContext } from '../../infra/local/lambda-context';
import { deliver, sqsRecord } from '../../test/support/sqs';
import { defineEvent } from '../event';
import { consumerTimings } from '../registry';
import { sqsConsumer } from './sqs-consumer';

/**
 * A model of SQS in front of one consumer, against DynamoDB Local: the same event arrives as 1–3 copies
 * (EventBridge delivers at least once); in every round each copy not yet acknowledged nor dead-lettered
 * is delivered, all at once, and whichever delivery gets to run the work meets its fate: it completes,
 * throws, or dies (its promise never settles, as a Lambda killed at its timeout). Between rounds the
 * clock moves on by the visibility timeout, as SQS waits before showing a message again.
 */
const Modelled = defineEvent('test.modelled', { n: z.number() });
const CONSUMER = { name: 'modelled', entry: 'unused', detailTypes: [Modelled.detailType] };
const { timeoutSeconds, visibilityTimeoutSeconds, maxReceiveCount } = consumerTimings(CONSUMER);

type Fate = 'completes' | 'throws' | 'dies';
/** The fate of the delivery whose work is running, and how it tells the model that it died. */
const delivery = new AsyncLocalStorage<{ fate: Fate; died: () => void }>();
const effects = new Map<string, number>();

const handler = sqsConsumer(CONSUMER.name, Modelled, async (detail) => {
  const current = delivery.getStore();
  if (current?.fate === 'throws') throw new Error('the work failed');
  if (current?.fate === 'dies') {
    current.died();
    await new Promise<never>(() => undefined);
  }
  effects.set(detail.eventId, (effects.get(detail.eventId) ?? 0) + 1);
});

let clockOffset = 0;
const realNow = Date.now.bind(Date);
vi.spyOn(Date, 'now').mockImplementation(() => realNow() + clockOffset);
afterAll(() => vi.restoreAllMocks());

interface Copy {
  messageId: string;
  received: number;
  state: 'pending' | 'acknowledged' | 'dead';
}

async function simulate(copies: number, rounds: Fate[][]) {
  const event = { eventId: ulid(), tenant: 'demo', occurredAt: new Date().toISOString(), n: 1 };
  const queue: Copy[] = Array.from({ length: copies }, (_, i) => ({ messageId: `${event.eventId}-${i}`, received: 0, state: 'pending' }));
  const acknowledgedEarly: string[] = [];
  // The scripted rounds, then healthy ones until every copy is acknowledged or dead-lettered.
  for (let round = 0; queue.some((c) => c.state === 'pending'); round++) {
    const fates = rounds[round] ?? [];
    await Promise.all(
      queue
        .filter((c) => c.state === 'pending')
        .map(async (copy, i) => {
          copy.received++;
          const fate = fates[i % Math.max(fates.length, 1)] ?? 'completes';
          const context = lambdaContext(CONSUMER.name, timeoutSeconds * 1000);
          // A dead delivery never answers: SQS just shows the message again after the visibility timeout.
          const outcome = await new Promise<'ack' | 'retry' | 'died'>((resolve) => {
            const record = sqsRecord({ detailType: Modelled.detailType, detail: event }, copy.messageId, copy.received);
            void delivery.run({ fate, died: () => resolve('died') }, () => deliver(handler, record, context)).then(resolve);
          });
          if (outcome === 'ack') {
            copy.state = 'acknowledged';
            if (effects.get(event.eventId) !== 1) acknowledgedEarly.push(copy.messageId);
          } else if (copy.received >= maxReceiveCount) copy.state = 'dead';
        }),
    );
    clockOffset += visibilityTimeoutSeconds * 1000;
  }
  return { effects: effects.get(event.eventId) ?? 0, queue, acknowledgedEarly };
}

const fate = fc.constantFrom<Fate>('completes', 'throws', 'dies');

describe('exactly-once effect under any interleaving of duplicate deliveries, failures and crashes', () => {
  it('never does the work twice, acknowledges no copy before the work is done, and dead-letters only undone events', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.array(fate, { minLength: 1, maxLength: 3 }), { maxLength: maxReceiveCount }),
        async (copies, rounds) => {
          const result = await simulate(copies, rounds);
          expect(result.effects).toBeLessThanOrEqual(1);
          expect(result.acknowledgedEarly).toEqual([]);
          const acknowledged = result.queue.filter((c) => c.state === 'acknowledged').length;
          expect(result.effects).toBe(acknowledged > 0 ? 1 : 0);
          // Two spare deliveries per copy (one to do the work, one to see it done): every copy is acknowledged.
          if (rounds.length <= maxReceiveCount - 2) {
            expect(result.effects).toBe(1);
            expect(acknowledged).toBe(copies);
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 180_000);
});
