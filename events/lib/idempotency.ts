import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { Context } from 'aws-lambda';
import { db, tableName } from '../../functions/data/client';
import { consumerIdempotencyPk } from '../../functions/data/entities/idempotency';
import { TABLE } from '../../functions/data/table-definition';

/** How long a completed event is remembered: longer than SQS keeps a message (4 days) plus EventBridge retries (24 h). */
export const IDEMPOTENCY_KEEP_SECONDS = 7 * 24 * 3600;

/** The partition holding a consumer's idempotency records (sort key: `<consumer>#<hash of the event id>`). */
export function idempotencyPartition(consumer: string): string {
  return consumerIdempotencyPk(consumer);
}

/**
 * The Powertools DynamoDB persistence layer of one consumer, in the single table: pk `G#IDEMPOTENCY#<consumer>`,
 * sk `<consumer>#<md5 of the event id>`, expiry in the table's TTL attribute. One instance per consumer:
 * Powertools keeps the key prefix on the instance. Created on first use, when TABLE_NAME and the
 * endpoint (DynamoDB Local) are known; it reuses the process's DynamoDB client (functions/data/client).
 */
function persistenceLayer(consumer: string): () => DynamoDBPersistenceLayer {
  let layer: DynamoDBPersistenceLayer | undefined;
  return () =>
    (layer ??= new DynamoDBPersistenceLayer({
      tableName: tableName(),
      keyAttr: TABLE.partitionKey,
      sortKeyAttr: TABLE.sortKey,
      staticPkValue: idempotencyPartition(consumer),
      expiryAttr: TABLE.ttlAttribute,
      inProgressExpiryAttr: 'inProgressUntil',
      statusAttr: 'status',
      dataAttr: 'result',
      // The document client is the same SDK client (config and middleware); Powertools sends it plain
      // DynamoDB commands, which it passes through unchanged.
      awsSdkV3Client: db() as unknown as DynamoDBClient,
    }));
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
