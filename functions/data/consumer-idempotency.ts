import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { db, tableName } from './client';
import { consumerIdempotencyPk } from './entities/idempotency';
import { TABLE } from './table-definition';

/**
 * The Powertools DynamoDB persistence layer of one consumer, in the single table: pk `G#IDEMPOTENCY#<consumer>`,
 * sk `<consumer>#<md5 of the event id>`, expiry in the table's TTL attribute. One instance per consumer:
 * Powertools keeps the key prefix on the instance. Created on first use, when TABLE_NAME and the
 * endpoint (DynamoDB Local) are known; it reuses the process's DynamoDB client (./client); its work wrapper is events/lib/idempotency.ts.
 */
export function consumerPersistenceLayer(consumer: string): () => DynamoDBPersistenceLayer {
  let layer: { table: string; client: unknown; store: DynamoDBPersistenceLayer } | undefined;
  return () => {
    // Made again when the table or the client changes (tests that share modules give each file its own table).
    if (layer?.table !== tableName() || layer.client !== db()) layer = { table: tableName(), client: db(), store: create() };
    return layer.store;
  };
  function create(): DynamoDBPersistenceLayer {
    return new DynamoDBPersistenceLayer({
      tableName: tableName(),
      keyAttr: TABLE.partitionKey,
      sortKeyAttr: TABLE.sortKey,
      staticPkValue: consumerIdempotencyPk(consumer),
      expiryAttr: TABLE.ttlAttribute,
      inProgressExpiryAttr: 'inProgressUntil',
      statusAttr: 'status',
      dataAttr: 'result',
      // The document client is the same SDK client (config and middleware); Powertools sends it plain
      // DynamoDB commands, which it passes through unchanged.
      awsSdkV3Client: db() as unknown as DynamoDBClient,
    });
  }
}
