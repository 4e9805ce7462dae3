import { performance } from 'node:perf_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The bench's measuring tools (issue 23): the cost of one call in DynamoDB requests, round trips and items read
 * (counted by a middleware on a client, so the figures do not depend on noise), and ABBA timing: the raw baseline A
 * and the API call B measured alternately in the same run (A B B A …), reported as the median of the pair ratios.
 */

export interface Cost {
  requests: number;
  /** Sequential groups of requests: a request that starts while another is in flight joins its round. */
  rounds: number;
  /** Rounds before the first TransactWriteItems (all rounds when there is none). */
  roundsBeforeTransaction: number;
  /** Items the reads touched: ScannedCount of a Query or Scan, 1 per item a Get or BatchGet returned. */
  itemsRead: number;
  /** Read capacity DynamoDB Local reports (ReturnConsumedCapacity TOTAL on reads). */
  readUnits: number;
  commands: string[];
}

export interface Seen {
  command: string;
  start: number;
  end: number;
  items: number;
  units: number;
}

const READS = new Set(['GetCommand', 'QueryCommand', 'ScanCommand', 'BatchGetCommand', 'TransactGetCommand', 'GetItemCommand', 'BatchGetItemCommand']);
const NAME = 'benchCostCounter';
/** One recorder per middleware stack: the document client shares its stack with the client it wraps. */
const recorders = new WeakMap<object, { on: boolean; seen: Seen[] }>();

function itemsOf(command: string, out: Record<string, unknown>): number {
  if (typeof out.ScannedCount === 'number') return out.ScannedCount;
  if (typeof out.Count === 'number') return out.Count;
  if (Array.isArray(out.Items)) return out.Items.length;
  if (command.startsWith('Get')) return out.Item ? 1 : 0;
  const responses = out.Responses;
  if (Array.isArray(responses)) return responses.filter((r) => r && (r as { Item?: unknown }).Item).length;
  if (responses && typeof responses === 'object') return Object.values(responses).reduce((n: number, list) => n + (Array.isArray(list) ? list.length : 0), 0);
  return 0;
}

function unitsOf(out: Record<string, unknown>): number {
  const c = out.ConsumedCapacity;
  const list = Array.isArray(c) ? c : c ? [c] : [];
  return list.reduce((n: number, x) => n + Number((x as { CapacityUnits?: number }).CapacityUnits ?? 0), 0);
}

function recorderOf(client: DynamoDBDocumentClient) {
  const stack = client.middlewareStack as unknown as object;
  let rec = recorders.get(stack);
  if (rec) return rec;
  const own = { on: false, seen: [] as Seen[] };
  // The stack may carry a counter of an earlier bench module already: replace it rather than add a second (the
  // "duplicated middleware name" crash of the old bench).
  client.middlewareStack.remove(NAME);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (!own.on) return next(args);
      const command = String(context.commandName);
      const input = args.input as Record<string, unknown>;
      if (READS.has(command) && input.ReturnConsumedCapacity === undefined) input.ReturnConsumedCapacity = 'TOTAL';
      const row: Seen = { command, start: performance.now(), end: 0, items: 0, units: 0 };
      if (process.env.BENCH_KEYS) console.log('KEYS', command, JSON.stringify(input).slice(0, 600));
      own.seen.push(row);
      try {
        const res = await next(args);
        const out = (res.output ?? {}) as Record<string, unknown>;
        row.items = READS.has(command) ? itemsOf(command, out) : 0;
        row.units = unitsOf(out);
        return res;
      } finally {
        row.end = performance.now();
      }
    },
    { step: 'initialize', name: NAME },
  );
  recorders.set(stack, own);
  rec = own;
  return rec;
}

/** Exported for its unit test. */
export function summarise(seen: Seen[]): Cost {
  const ordered = [...seen].sort((a, b) => a.start - b.start);
  let rounds = 0;
  let before = -1;
  let busyUntil = -Infinity;
  for (const s of ordered) {
    if (s.start >= busyUntil) rounds++;
    busyUntil = Math.max(busyUntil, s.end);
    if (before < 0 && s.command.startsWith('TransactWrite')) before = rounds - 1;
  }
  return {
    requests: seen.length,
    rounds,
    roundsBeforeTransaction: before < 0 ? rounds : before,
    itemsRead: seen.reduce((n, s) => n + s.items, 0),
    readUnits: seen.reduce((n, s) => n + s.units, 0),
    commands: ordered.map((s) => s.command.replace('Command', '')),
  };
}

/** Counts what `fn` sends through `client` (the functions' shared client, or the raw one). */
export function costCounter(client: DynamoDBDocumentClient) {
  const rec = recorderOf(client);
  return async (fn: () => Promise<unknown>): Promise<Cost> => {
    rec.seen = [];
    rec.on = true;
    const start = performance.now();
    try {
      await fn();
    } finally {
      rec.on = false;
    }
    // BENCH_TRACE=1: when each request of the call started and how long it took (where a call's time goes).
    if (process.env.BENCH_TRACE) {
      const total = performance.now() - start;
      const lines = rec.seen.map((s) => `+${(s.start - start).toFixed(1)} ms ${s.command} ${(s.end - s.start).toFixed(1)} ms`);
      console.log(`    trace (${total.toFixed(1)} ms): ${lines.join('; ')}`);
    }
    return summarise(rec.seen);
  };
}

/** "5 (3× Query, 2× GetItem)". */
export function commandSummary(c: Cost): string {
  const kinds = [...new Set(c.commands)].map((k) => `${c.commands.filter((x) => x === k).length}× ${k}`);
  return `${c.requests} (${kinds.join(', ')})`;
}

export interface Abba {
  aMedian: number;
  bMedian: number;
  /** The median of B/A over the pairs (each pair measured back to back). */
  ratio: number;
  pairs: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/** A B B A A B B A …: `pairs` pairs after `warmup` of each; ratio = median of the pairs' B/A. */
export async function abba(a: () => Promise<unknown>, b: () => Promise<unknown>, pairs: number, warmup = 3): Promise<Abba> {
  for (let i = 0; i < warmup; i++) {
    await a();
    await b();
  }
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < pairs; i++) {
    if (i % 2 === 0) {
      as.push(await timed(a));
      bs.push(await timed(b));
    } else {
      bs.push(await timed(b));
      as.push(await timed(a));
    }
  }
  return { aMedian: median(as), bMedian: median(bs), ratio: median(bs.map((x, i) => x / as[i]!)), pairs };
}

/** One table of rows: what, requests, rounds, items read vs shown, read units, medians and the ratio. */
export interface Row {
  what: string;
  cost: Cost;
  shown?: number;
  timing?: Abba;
  baseline?: Cost;
}

export function printRows(title: string, rows: Row[]): void {
  console.log(`\n${title}\n`);
  const head = ['what'.padEnd(56), 'req'.padStart(5), 'rounds'.padStart(6), 'read'.padStart(7), 'shown'.padStart(6), 'RCU'.padStart(7)];
  head.push('raw ms'.padStart(8), 'api ms'.padStart(8), 'ratio'.padStart(6), 'raw req/read'.padStart(13));
  console.log(head.join(' '));
  for (const r of rows) {
    const t = r.timing;
    const cells = [
      r.what.slice(0, 56).padEnd(56),
      String(r.cost.requests).padStart(5),
      String(r.cost.rounds).padStart(6),
      String(r.cost.itemsRead).padStart(7),
      (r.shown === undefined ? '' : String(r.shown)).padStart(6),
      r.cost.readUnits.toFixed(1).padStart(7),
      (t ? t.aMedian.toFixed(2) : '').padStart(8),
      (t ? t.bMedian.toFixed(2) : '').padStart(8),
      (t ? t.ratio.toFixed(2) : '').padStart(6),
      (r.baseline ? `${r.baseline.requests}/${r.baseline.itemsRead}` : '').padStart(13),
    ];
    console.log(cells.join(' '));
  }
}

/** The number of rows an answer shows, whatever its shape ({data: […]}, a bare array, or named arrays). */
export function shownOf(body: unknown, keys: string[] = ['data']): number {
  if (Array.isArray(body)) return body.length;
  if (!body || typeof body !== 'object') return 0;
  const o = body as Record<string, unknown>;
  return keys.reduce((n, k) => n + (Array.isArray(o[k]) ? (o[k] as unknown[]).length : 0), 0);
}
