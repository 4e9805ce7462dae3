import { useEffect } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { DataKey } from './keys';
import { registerPagedList } from './revalidate';

/** The defaults of the data layer's reads: no refetch when the window regains focus (the operators switch windows often). */
const READ_OPTIONS: SWRConfiguration = { revalidateOnFocus: false };

/**
 * One cached read: its key from the key factory (null: not asked yet, e.g. without the permission), the call, and the
 * answer typed by the call (the endpoint's contract output).
 */
export function useRead<T>(key: DataKey | null, load: () => Promise<T>, options: NoInfer<SWRConfiguration<T>> = {}) {
  return useSWR<T, unknown, DataKey | null>(key, () => load(), { ...READ_OPTIONS, ...options });
}

/** A page of a paged list as the API answers it: its rows and the cursor of the next page. */
export interface Page<Row> {
  data: Row[];
  next?: string;
}

/**
 * A paged list (`next` cursors) loaded page by page: `rows` of all pages loaded, `more` when another page exists,
 * `loadMore()`. The list registers its base key, so `revalidate(prefix)` reloads it like any other read.
 */
export function usePagedRead<Row, P extends Page<Row> = Page<Row>>(key: DataKey | null, load: (next: string | undefined) => Promise<P>) {
  const pages = useSWRInfinite<P, unknown>(
    (index: number, previous: P | null) => (!key ? null : index === 0 ? [...key, ''] : previous?.next ? [...key, previous.next] : null),
    (pageKey: readonly unknown[]) => {
      const next = pageKey[pageKey.length - 1];
      return load(typeof next === 'string' && next ? next : undefined);
    },
    READ_OPTIONS,
  );
  const { mutate } = pages;
  const serial = key ? JSON.stringify(key) : '';
  // Registered by the key's value (a new query object each render is the same list).
  useEffect(() => (serial ? registerPagedList(JSON.parse(serial) as DataKey, () => mutate()) : undefined), [serial, mutate]);
  const rows: Row[] = pages.data?.flatMap((p) => p.data) ?? [];
  const more = pages.data?.at(-1)?.next;
  return { ...pages, rows, more, loadMore: () => pages.setSize(pages.size + 1) };
}
