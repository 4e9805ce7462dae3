import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import type { Context } from 'aws-lambda';
import { consumerIdempotencyPk } from '../../functions/data/entities/idempotency';
import { consumerPersistenceLayer as persistenceLayer } from '../../functions/data/consumer-idempotency';

/** How long a completed event is remembered: longer than SQS keeps a message (4 days) plus EventBridge retries (24 h). */
export const IDEMPOTENCY_KEEP_SECONDS = 7 * 24 * 3600;

/** The partition holding a consumer's idempotency records (sort key: `<consumer>#<hash of the event id>`). */
export function idempotencyPartition(consumer: string): string {
  return consumerIdempotencyPk(consumer);
}

/**
 * Runs a consumer's work at most once per event id, however often and however concurrently the event is
 * delivered (Powertools idempotency):
 * - before the work, an IN_PROGRESS record is written conditionally; it holds until the invocation's
 *   deadline (the Lambda context's remaining time), so a redelivery meanwhile fails (and is retried);
 * - after the work, the record becomes COMPLETED (kept IDEMPOTENCY_KEEP_SECONDS): later deliveries skip it;
 * - when the work throws, the record is deleted, so the retry does the work;
 * - when the invocation dies (timeout, crash), the record stays IN_PROGRESS only until that deadline;
 *   the redelivery, which SQS makes after the visibility timeout (longer than the function timeout),
 *   takes the event over. So no event is skipped unless its work completed.
 */
export function oncePerEvent(consumer: string) {
  const persistenceStore = persistenceLayer(consumer);
  return <T extends { eventId: string }>(work: (detail: T) => Promise<void>, context: Context): ((detail: T) => Promise<void>) =>
    makeIdempotent(work, {
      persistenceStore: persistenceStore(),
      keyPrefix: consumer,
      // A fresh config per invocation: the Lambda context (for the claim's deadline) lives on the config.
      config: new IdempotencyConfig({
        eventKeyJmesPath: 'eventId',
        throwOnNoIdempotencyKey: true,
        expiresAfterSeconds: IDEMPOTENCY_KEEP_SECONDS,
        lambdaContext: context,
      }),
    });
}
