import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { ROOT_SK } from './keys';

/**
 * Deletes every item of an aggregate's partition except its ROOT item (children, history), after the
 * aggregate itself was deleted in its transaction. Best effort in batches of 25; a Query, never a Scan.
 */
export async function purgePartition(pk: string): Promise<number> {
  let deleted = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ProjectionExpression: 'pk, sk', ExclusiveStartKey: start }),
    );
    const keys = (res.Items ?? []).filter((i) => i.sk !== ROOT_SK).map((i) => ({ pk: i.pk as string, sk: i.sk as string }));
    await deleteKeys(keys);
    deleted += keys.length;
    start = res.LastEvaluatedKey;
  } while (start);
  return deleted;
}

/** Deletes items by key in batches of 25, retrying what DynamoDB leaves unprocessed (with backoff). */
export async function deleteKeys(keys: ReadonlyArray<{ pk: string; sk: string }>): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    let request: Record<string, unknown[]> | undefined = { [tableName()]: keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })) };
    for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
      if (attempt >= 8) throw new Error(`${Object.values(request).flat().length} deletes stayed unprocessed`);
      if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const out = await db().send(new BatchWriteCommand({ RequestItems: request as never }));
      request = out.UnprocessedItems as Record<string, unknown[]> | undefined;
    }
  }
}
