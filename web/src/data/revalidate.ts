import { mutate } from 'swr';
import { isUnder, type DataKey } from './keys';

/**
 * The paged lists on screen (useSWRInfinite), by their base key. SWR's filtered `mutate` skips infinite lists (their
 * cache keys are special), so they register here and `revalidate` reaches them too.
 */
const pagedLists = new Map<symbol, { key: DataKey; reload: () => Promise<unknown> }>();

/** Registers a mounted paged list; the returned function unregisters it. */
export function registerPagedList(key: DataKey, reload: () => Promise<unknown>): () => void {
  const id = Symbol(key[0]);
  pagedLists.set(id, { key, reload });
  return () => void pagedLists.delete(id);
}

/**
 * Revalidates every cached read under `prefix` (keys.ts): the reads on screen fetch again, the others are marked
 * stale. What a mutation calls after it succeeded, e.g. `revalidate(keys.booking(id))` after a payment was recorded.
 */
export async function revalidate(...prefixes: DataKey[]): Promise<void> {
  const under = (key: unknown) => prefixes.some((p) => isUnder(key, p));
  const lists = [...pagedLists.values()].filter((l) => under(l.key));
  await Promise.all([mutate(under), ...lists.map((l) => l.reload())]);
}
