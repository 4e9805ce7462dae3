import { useEffect } from 'react';
import useSWR, { mutate, unstable_serialize, useSWRConfig, type Cache } from 'swr';
import { LIST_CACHE_ENTRIES } from '../../../shared/constants';
import { callEndpoint } from '../api/endpoint-client';
import type { Entity, ListAnswer, WebResource } from './resource-types';

/**
 * One hook per resource over the typed client: the answers are parsed with the endpoint's own schema
 * by callEndpoint, so what arrives here already is the definition's item shape.
 */

export type ListQuery = Readonly<Record<string, string | number | undefined>>;

const ROOT = 'resource';
type ResourceKey = readonly [typeof ROOT, string, 'list' | 'item', string];

const listKey = (resource: WebResource, query: ListQuery): ResourceKey => [ROOT, resource.name, 'list', new URLSearchParams(definedEntries(query)).toString()];
const itemKey = (resource: WebResource, id: string): ResourceKey => [ROOT, resource.name, 'item', id];

function definedEntries(query: ListQuery): Array<[string, string]> {
  return Object.entries(query)
    .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '')
    .map(([k, v]) => [k, String(v)]);
}

/**
 * Spec 2 section 9: the list cache holds at most 10 entries. swr keeps every key it saw; the oldest
 * list answers beyond ten are dropped here (items stay: they are small, and forms need them).
 */
const recentLists: string[] = [];
function rememberList(cache: Cache, key: ResourceKey): void {
  const serialized = unstable_serialize(key);
  const at = recentLists.indexOf(serialized);
  if (at >= 0) recentLists.splice(at, 1);
  recentLists.push(serialized);
  while (recentLists.length > LIST_CACHE_ENTRIES) {
    const old = recentLists.shift();
    if (old) cache.delete(old);
  }
}

export function useResourceList(resource: WebResource, query: ListQuery, opts: { enabled?: boolean } = {}) {
  const { cache } = useSWRConfig();
  const key = opts.enabled === false ? null : listKey(resource, query);
  const answer = useSWR<ListAnswer>(key, () => callEndpoint(resource.endpoints.list, { query }) as Promise<ListAnswer>, {
    // Paging and searching keep the old rows on screen until the new ones arrive.
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const serialized = key ? unstable_serialize(key) : '';
  useEffect(() => {
    if (key) rememberList(cache, key);
    // The serialised key stands for the key, which is a new array on every render.
  }, [serialized, cache]);
  return answer;
}

/** Every entry of a small resource (groups, roles, taxes) for choices: size 0 is "all" (spec). */
export function useResourceChoices(resource: WebResource, filter?: Readonly<Record<string, unknown>>) {
  return useResourceList(resource, { size: 0, sort: resource.sortNames.includes('name') ? 'name' : undefined, filter: filter ? JSON.stringify(filter) : undefined });
}

export function useResourceItem(resource: WebResource, id: string | undefined) {
  return useSWR<Entity>(id ? itemKey(resource, id) : null, () => callEndpoint(resource.endpoints.get, { params: { id } as never }) as Promise<Entity>, {
    revalidateOnFocus: false,
  });
}

/** After a write: every list of the resource again, and the written item from the answer. */
export async function revalidateResource(resource: WebResource, item?: Entity): Promise<void> {
  if (item) await mutate(itemKey(resource, item.id), item, { revalidate: false });
  await mutate((key) => Array.isArray(key) && key[0] === ROOT && key[1] === resource.name && key[2] === 'list');
}

export async function createEntity(resource: WebResource, body: Record<string, unknown>): Promise<Entity> {
  const created = (await callEndpoint(resource.endpoints.create, { body: body as never })) as Entity;
  await revalidateResource(resource, created);
  return created;
}

export async function updateEntity(resource: WebResource, id: string, version: number, body: Record<string, unknown>): Promise<Entity> {
  const saved = (await callEndpoint(resource.endpoints.update, { params: { id } as never, body: { ...body, version } as never })) as Entity;
  await revalidateResource(resource, saved);
  return saved;
}

export async function copyEntity(resource: WebResource, id: string): Promise<Entity> {
  const copy = (await callEndpoint(resource.endpoints.copy, { params: { id } as never })) as Entity;
  await revalidateResource(resource, copy);
  return copy;
}

export async function removeEntity(resource: WebResource, id: string, version: number): Promise<void> {
  await callEndpoint(resource.endpoints.remove, { params: { id } as never, query: { version } });
  await mutate(itemKey(resource, id), undefined, { revalidate: false });
  await revalidateResource(resource);
}

/** The title the definition gives an entity (a customer's full name, an agency's name). */
export function titleOf(resource: WebResource, item: Entity): string {
  try {
    return (resource.title as (i: Entity) => string)(item) || item.id;
  } catch {
    return item.id;
  }
}
