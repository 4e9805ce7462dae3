import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/aws/dynamodb';
import { abba, costCounter, shownOf, type Row } from './measure';

/** What every section gets: the API, the raw client, the table, the ABBA pair count and the two cost counters. */
export interface BenchContext {
  apiUrl: string;
  raw: DynamoDBDocumentClient;
  table: string;
  pairs: number;
  volume: number;
}

export function counters(ctx: BenchContext) {
  return { api: costCounter(db()), raw: costCounter(ctx.raw) };
}

export async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const res = await fetch(url, { headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** Every page of a raw Query (or only the first `limit` items): how many items came back. */
export function rawQuery(ctx: BenchContext, input: Omit<QueryCommandInput, 'TableName'>, limit = Infinity) {
  return async () => {
    let start: Record<string, unknown> | undefined;
    let n = 0;
    do {
      const res = await ctx.raw.send(new QueryCommand({ TableName: ctx.table, ...input, ExclusiveStartKey: start }));
      n += res.Items?.length ?? 0;
      start = res.LastEvaluatedKey;
    } while (start && n < limit);
    return n;
  };
}

/**
 * One row: the API call's cost (requests, rounds, items read) and items shown, the raw baseline's cost, and the
 * ABBA timing of both. `shown` reads the answer whatever its shape (a page with `total` or with `more`).
 */
export async function apiRow(
  ctx: BenchContext,
  what: string,
  url: string,
  headers: Record<string, string>,
  baseline: () => Promise<unknown>,
  opts: { shownKeys?: string[]; shown?: (body: unknown) => number; pairs?: number } = {},
): Promise<Row & { body: unknown }> {
  const count = counters(ctx);
  const call = () => getJson(`${ctx.apiUrl}${url}`, headers);
  let body: unknown;
  // Counted on a warm container, as a user clicking through meets it: one call of the path first (its modules, the
  // references the container caches, such as an asset's rooms; and the session, trusted for 10 s after it was read).
  await call();
  const cost = await count.api(async () => {
    body = await call();
  });
  const base = await count.raw(baseline);
  // Progress on stderr (the table comes at the end of the section; a 10× row can take minutes).
  process.stderr.write(`  … ${what}: ${cost.requests} requests, ${cost.itemsRead} items read\n`);
  const timing = await abba(baseline, call, opts.pairs ?? ctx.pairs, 3);
  const shown = opts.shown ? opts.shown(body) : shownOf(body, opts.shownKeys);
  return { what, cost, shown, timing, baseline: base, body };
}
