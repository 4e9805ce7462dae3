import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { bankImportChunkItem, bankImportChunkKey, bankImportItem, bankImportKey, type BankImportItem } from './entities/bank-import';
import { isConditionalCheckFailed, type TransactItem } from './transactions';

/** Characters per chunk: at most 3 bytes each in UTF-8, so a chunk item stays below DynamoDB's 400 KB. */
export const IMPORT_CHUNK_CHARS = 100_000;

/** Writes the file's text in chunks (before the job that names them; without a job they are removed by TTL). */
export async function putImportChunks(tenant: string, jobId: string, text: string, expiresAt: number): Promise<number> {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += IMPORT_CHUNK_CHARS) pieces.push(text.slice(i, i + IMPORT_CHUNK_CHARS));
  let next = 0;
  const worker = async () => {
    while (next < pieces.length) {
      const n = next++;
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: bankImportChunkItem.toItem(bankImportChunkKey(tenant, jobId, n), { text: pieces[n] as string, expiresAt }),
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, pieces.length) }, worker));
  return pieces.length;
}

/** The job's text, its chunks in order. */
export async function importText(tenant: string, job: Pick<BankImportItem, 'id' | 'chunks'>): Promise<string> {
  const parts: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :chunk)',
        ExpressionAttributeValues: { ':pk': bankImportKey(tenant, job.id).pk, ':chunk': 'CHUNK#' },
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of res.Items ?? []) parts.push(bankImportChunkItem.fromItem(item).text);
    start = res.LastEvaluatedKey;
  } while (start);
  if (parts.length !== job.chunks) throw new Error(`Import ${job.id}: ${parts.length} of ${job.chunks} chunks found`);
  return parts.join('');
}

export async function deleteImportChunks(tenant: string, job: Pick<BankImportItem, 'id' | 'chunks'>): Promise<void> {
  const keys = Array.from({ length: job.chunks }, (_, n) => bankImportChunkKey(tenant, job.id, n));
  for (let i = 0; i < keys.length; i += 25) {
    await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })) } }));
  }
}

export function importJobPut(tenant: string, job: BankImportItem): TransactItem {
  return { Put: { TableName: tableName(), Item: bankImportItem.toItem(bankImportKey(tenant, job.id), job), ConditionExpression: 'attribute_not_exists(pk)' } };
}

export async function getImportJob(tenant: string, jobId: string): Promise<BankImportItem | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: bankImportKey(tenant, jobId), ConsistentRead: true }));
  return res.Item ? bankImportItem.fromItem(res.Item) : null;
}

/**
 * Writes a job's progress over the state it was read in (`processed` unchanged since): false when another run moved
 * it meanwhile (a redelivery while a slow run was still working), which then stops.
 */
export async function updateImportJob(tenant: string, jobId: string, wasProcessed: number, next: Partial<BankImportItem>): Promise<boolean> {
  const names: Record<string, string> = { '#processed': 'processed' };
  const values: Record<string, unknown> = { ':was': wasProcessed };
  const sets = Object.entries(next).map(([k, v], i) => {
    names[`#k${i}`] = k;
    values[`:v${i}`] = v;
    return `#k${i} = :v${i}`;
  });
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: bankImportKey(tenant, jobId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND #processed = :was',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (err) {
    if (isConditionalCheckFailed(err)) return false;
    throw err;
  }
}
