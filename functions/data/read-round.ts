import { AsyncLocalStorage } from 'node:async_hooks';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/**
 * Fewer round trips (issue 23, docs/decisions/booking.md "One round of reads"): the Gets a request sends in the same
 * turn of the event loop go out as ONE BatchGetItem, and a request may start its later reads at once (`prime`) so
 * they land in that same round; the code that needs them later takes the primed answer instead of reading again.
 */

type Key = { pk: string; sk: string };
type Item = Record<string, unknown> | undefined;
const id = (k: Key) => `${k.pk}\u0000${k.sk}`;

/** A Get waiting for this turn's BatchGetItem: its key, whether it must be consistent, and how to answer it. */
type Pending = [key: Key, consistent: boolean, answer: (item: Item | Error) => void];

let queue: Pending[] = [];

/** The keys in BatchGetItems of at most 100 (DynamoDB's limit), unprocessed keys asked again; each Get answered. */
async function flush(batch: Pending[]): Promise<void> {
  const T = tableName();
  const waiting = new Map<string, Pending[]>();
  for (const p of batch) waiting.set(id(p[0]), [...(waiting.get(id(p[0])) ?? []), p]);
  const all = [...waiting.values()].map((ps) => ps[0]![0]);
  const ConsistentRead = batch.some((p) => p[1]);
  for (let i = 0; i < all.length; i += 100) {
    const keys = all.slice(i, i + 100);
    let answer: (k: Key) => Item | Error;
    try {
      const found = new Map<string, Item>();
      for (let Keys = keys, n = 0; Keys.length > 0; n++) {
        if (n > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** n));
        const res = await db().send(new BatchGetCommand({ RequestItems: { [T]: { Keys, ConsistentRead } } }));
        for (const item of res.Responses?.[T] ?? []) found.set(id(item as Key), item);
        Keys = (res.UnprocessedKeys?.[T]?.Keys ?? []) as Key[];
      }
      answer = (k) => found.get(id(k));
    } catch (err) {
      answer = () => (err instanceof Error ? err : new Error(String(err)));
    }
    for (const k of keys) for (const p of waiting.get(id(k))!) p[2](answer(k));
  }
}

/** Sends every Get asked for in this turn as one BatchGetItem (strongly consistent when any of them asked to be). */
function batched(key: Key, consistent: boolean): Promise<Item> {
  return new Promise<Item>((resolve, reject) => {
    if (queue.push([{ pk: key.pk, sk: key.sk }, consistent, (x) => (x instanceof Error ? reject(x) : resolve(x))]) > 1) return;
    setImmediate(() => {
      const batch = queue;
      queue = [];
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
