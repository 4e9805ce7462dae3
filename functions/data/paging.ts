import {
  BatchWriteCommand,
  QueryCommand,
  ScanCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
  type ScanCommandInput,
  type ScanCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

type Key = Record<string, unknown>;

/**
 * Every page of a Query, following LastEvaluatedKey until the partition is read or the caller stops
 * (break out of the `for await`). `input` may be a function of the pages read so far, for callers that
 * shrink the Limit as a page fills. The one paging loop of the data layer.
 */
export async function* queryPages(input: QueryCommandInput | ((pagesRead: number) => QueryCommandInput)): AsyncGenerator<QueryCommandOutput> {
  let start: Key | undefined = typeof input === 'function' ? undefined : input.ExclusiveStartKey;
  let pagesRead = 0;
  do {
    const base = typeof input === 'function' ? input(pagesRead) : input;
    const page = await db().send(new QueryCommand({ ...base, TableName: base.TableName ?? tableName(), ...(start ? { ExclusiveStartKey: start } : {}) }));
    pagesRead++;
    yield page;
    start = page.LastEvaluatedKey;
  } while (start);
}

/**
 * The Limit of the next Query call: what the page still wants; behind a filter twice that, doubled with each call
 * already made (a rare match does not cost a request per few items), so the read overshoots by at most its last call.
 */
export function nextLimit(missing: number, filtered: boolean, callsMade = 0): number {
  return Math.max(1, Math.min(1000, filtered ? 2 * missing * 2 ** Math.min(callsMade, 10) : missing));
}

/** Every page of a Scan: for local tooling and tests over their own small tables only, never for functions/. */
export async function* scanPages(input: Partial<ScanCommandInput> = {}): AsyncGenerator<ScanCommandOutput> {
  let start: Key | undefined = input.ExclusiveStartKey;
  do {
    const page = await db().send(new ScanCommand({ ...input, TableName: input.TableName ?? tableName(), ...(start ? { ExclusiveStartKey: start } : {}) }));
    yield page;
    start = page.LastEvaluatedKey;
  } while (start);
}

/** Every item a Query returns across all its pages (small partitions: counters, children of one aggregate). */
export async function queryItems(input: QueryCommandInput): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  for await (const page of queryPages(input)) items.push(...(page.Items ?? []));
  return items;
}

export type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/**
 * Writes puts and deletes in batches of 25 (`concurrency` batches in flight), retrying what DynamoDB
 * leaves unprocessed with exponential backoff; throws when items stay unprocessed after `attempts`.
 * Unconditional by nature: for bulk loads, rebuilds and purges, never for writes that hold an invariant.
 * The one batch-write retry loop of the data layer.
 */
export async function batchWriteAll(requests: readonly WriteRequest[], opts: { concurrency?: number; attempts?: number; table?: string } = {}): Promise<void> {
  const { concurrency = 4, attempts = 9 } = opts;
  const table = opts.table ?? tableName();
  const batches: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += 25) batches.push(requests.slice(i, i + 25));
  const writeBatch = async (batch: WriteRequest[]) => {
    let pending: WriteRequest[] = batch;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= attempts) throw new Error(`${pending.length} batch writes stayed unprocessed after ${attempts} attempts`);
      if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const res = await db().send(new BatchWriteCommand({ RequestItems: { [table]: pending as never } }));
      pending = (res.UnprocessedItems?.[table] ?? []) as WriteRequest[];
    }
  };
  for (let i = 0; i < batches.length; i += concurrency) await Promise.all(batches.slice(i, i + concurrency).map(writeBatch));
}
