import { tableName } from './client';
import { ROOT_SK } from './keys';
import { batchWriteAll, queryPages } from './paging';

/**
 * Deletes every item of an aggregate's partition except its ROOT item (children, history), after the
 * aggregate itself was deleted in its transaction. Best effort in batches of 25; a Query, never a Scan.
 */
export async function purgePartition(pk: string): Promise<number> {
  let deleted = 0;
  const query = { TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ProjectionExpression: 'pk, sk' };
  const pages = queryPages(query);
  for await (const res of pages) {
    const keys = (res.Items ?? []).filter((i) => i.sk !== ROOT_SK).map((i) => ({ pk: i.pk as string, sk: i.sk as string }));
    await deleteKeys(keys);
    deleted += keys.length;
  }
  return deleted;
}

/** Deletes items by key in batches of 25, retrying what DynamoDB leaves unprocessed (with backoff). */
export async function deleteKeys(keys: ReadonlyArray<{ pk: string; sk: string }>): Promise<void> {
  await batchWriteAll(keys.map((Key) => ({ DeleteRequest: { Key } })));
}
