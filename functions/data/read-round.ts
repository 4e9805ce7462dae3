import { AsyncLocalStorage } from 'node:async_hooks';
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/**
 * Fewer round trips (issue 23, docs/decisions/booking.md "One round of reads"): the Gets a request sends in the same
 * turn of the event loop go out as ONE BatchGetItem, and a request may start its later reads at once (`prime`) so
 * they land in that same round; the code that needs them later takes the primed answer instead of reading again.
 */

type Key = { pk: string; sk: string };
type Item = Record<string, unknown> | undefined;
const id = (k: Key) => `${k.pk}\u0000${k.sk}`;

interface Pending {
  key: Key;
  consistent: boolean;
  resolve: (item: Item) => void;
  reject: (err: unknown) => void;
}

let queue: Pending[] = [];
let scheduled = false;
/** DynamoDB answers at most 100 keys per BatchGetItem. */
const MAX_KEYS = 100;

async function flush(batch: Pending[]): Promise<void> {
  const T = tableName();
  const byId = new Map<string, Pending[]>();
  for (const p of batch) byId.set(id(p.key), [...(byId.get(id(p.key)) ?? []), p]);
  const keys = [...byId.values()].map((ps) => ps[0]!.key);
  const consistent = batch.some((p) => p.consistent);
  for (let i = 0; i < keys.length; i += MAX_KEYS) {
    let Keys: Record<string, unknown>[] = keys.slice(i, i + MAX_KEYS);
    const found = new Map<string, Record<string, unknown>>();
    try {
      // Unprocessed keys (throughput) are asked again; DynamoDB Local and a quiet table answer everything at once.
      for (let attempt = 0; Keys.length > 0; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
        const res: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: { [T]: { Keys, ConsistentRead: consistent } } }));
        for (const item of res.Responses?.[T] ?? []) found.set(id(item as Key), item);
        Keys = res.UnprocessedKeys?.[T]?.Keys ?? [];
      }
      for (const k of keys.slice(i, i + MAX_KEYS)) for (const p of byId.get(id(k))!) p.resolve(found.get(id(k)));
    } catch (err) {
      for (const k of keys.slice(i, i + MAX_KEYS)) for (const p of byId.get(id(k))!) p.reject(err);
    }
  }
}

/** Sends every Get asked for in this turn as one BatchGetItem (strongly consistent when any of them asked to be). */
function batched(key: Key, consistent: boolean): Promise<Item> {
  return new Promise<Item>((resolve, reject) => {
    queue.push({ key: { pk: key.pk, sk: key.sk }, consistent, resolve, reject });
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      const batch = queue;
      queue = [];
      scheduled = false;
      void flush(batch);
    });
  });
}

/**
 * What a request read ahead or already read: `once:` answers are taken once (a counter, a version: a retry reads them
 * again); the others (master data, settings) stay for the rest of the request, so a record read twice is read once.
 */
const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs `fn` with its own primed reads (a create, an availability answer). */
export const withReadRound = <T>(fn: () => Promise<T>): Promise<T> => scope.run(new Map(), fn);

/**
 * The item at `key` (undefined when there is none), read in this turn's BatchGetItem, or what the request primed or
 * read of it before. A consistent Get is never answered from an earlier read of the request, only from a primed one,
 * unless `memo` says the request may use one answer throughout (a cache's version: read once per request).
 */
export function getItem(key: Key, consistent = false, opts: { memo?: boolean } = {}): Promise<Item> {
  const once = taken<Item>(`once:${id(key)}`);
  if (once) return once;
  const map = scope.getStore();
  if ((consistent && !opts.memo) || !map) return batched(key, consistent);
  const name = `get:${id(key)}`;
  const had = map.get(name) as Promise<Item> | undefined;
  if (had) return had;
  const p = batched(key, consistent);
  map.set(name, p);
  p.catch(() => map.delete(name));
  return p;
}

/**
 * Starts the Gets of `keys` now, for `getItem` to answer later in the request. `once`: strongly consistent and taken
 * once (a counter); `consistent`: strongly consistent, for the whole request (a version).
 */
export function primeGets(keys: Key[], opts: { once?: boolean; consistent?: boolean } = {}): void {
  const map = scope.getStore();
  if (!map) return;
  for (const key of keys) {
    if (opts.once) prime(`once:${id(key)}`, () => batched(key, true));
    else void getItem(key, opts.consistent === true, { memo: true }).catch(() => undefined);
  }
}

/** Starts a read now under `name`, for `primedOr(name, …)` to take later in the request (outside a round: nothing). */
export function prime<T>(name: string, read: () => Promise<T>): void {
  const map = scope.getStore();
  if (!map || map.has(name)) return;
  const p = read();
  p.catch(() => undefined);
  map.set(name, p);
}

function taken<T>(name: string): Promise<T> | undefined {
  const map = scope.getStore();
  const p = map?.get(name) as Promise<T> | undefined;
  if (p) map!.delete(name);
  return p;
}

/** The primed answer of `name` when the request primed it (taken once), else `read()`. */
export const primedOr = <T>(name: string, read: () => Promise<T>): Promise<T> => taken<T>(name) ?? read();
