import { useEffect, useMemo } from 'react';
import useSWR, { mutate, unstable_serialize, useSWRConfig, type Cache } from 'swr';
import { passesAny } from '../../../shared/auth/permissions';
import { LIST_CACHE_ENTRIES } from '../../../shared/constants';
import { useLanguage } from '../hooks/use-i18n';
import { usePrincipal } from '../hooks/use-session';
import { callEndpoint } from '../api/endpoint-client';
import type { Entity, ResourceRef, WebResource } from './resource-types';

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

export function useResourceList<T extends Entity>(resource: WebResource<T>, query: ListQuery, opts: { enabled?: boolean } = {}) {
  const { cache } = useSWRConfig();
  const key = opts.enabled === false ? null : listKey(resource, query);
  const answer = useSWR(key, () => callEndpoint(resource.endpoints.list, { query }), {
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

/**
 * Every entry of a small resource (groups, roles, taxes) for choices: size 0 is "all" (spec). Without
 * a resource nothing is fetched, so callers may ask unconditionally.
 */
export function useResourceChoices<T extends Entity>(resource: WebResource<T> | undefined, filter?: Readonly<Record<string, unknown>>) {
  const query = { size: 0, sort: resource?.sortNames.includes('name') ? 'name' : undefined, filter: filter ? JSON.stringify(filter) : undefined };
  return useResourceList<T>(resource ?? (NO_RESOURCE as WebResource<T>), query, { enabled: !!resource });
}

/** Stands in when there is nothing to fetch; never called (the key is null). */
const NO_RESOURCE = { name: '', endpoints: {} } as WebResource;

export function useResourceItem<T extends Entity>(resource: WebResource<T>, id: string | undefined) {
  return useSWR(id ? itemKey(resource, id) : null, ([, , , itemId]) => callEndpoint(resource.endpoints.get, { params: { id: itemId } }), {
    revalidateOnFocus: false,
  });
}

/** After a write: every list of the resource again, and the written item from the answer. */
export async function revalidateResource(resource: WebResource, item?: Entity): Promise<void> {
  if (item) await mutate(itemKey(resource, item.id), item, { revalidate: false });
  await mutate((key) => Array.isArray(key) && key[0] === ROOT && key[1] === resource.name && key[2] === 'list');
}

export async function createEntity<T extends Entity>(resource: WebResource<T>, body: Record<string, unknown>): Promise<T> {
  const created = await callEndpoint(resource.endpoints.create, { body });
  await revalidateResource(resource, created);
  return created;
}

export async function updateEntity<T extends Entity>(resource: WebResource<T>, id: string, version: number, body: Record<string, unknown>): Promise<T> {
  const saved = await callEndpoint(resource.endpoints.update, { params: { id }, body: { ...body, version } });
  await revalidateResource(resource, saved);
  return saved;
}

export async function copyEntity<T extends Entity>(resource: WebResource<T>, id: string): Promise<T> {
  const copy = await callEndpoint(resource.endpoints.copy, { params: { id } });
  await revalidateResource(resource, copy);
  return copy;
}

export async function removeEntity(resource: WebResource, id: string, version: number): Promise<void> {
  await callEndpoint(resource.endpoints.remove, { params: { id }, query: { version } });
  await mutate(itemKey(resource, id), undefined, { revalidate: false });
  await revalidateResource(resource);
}

export interface RefOption {
  value: string;
  title: string;
  /** The entry itself (what `sameAs` compares). */
  item?: Entity;
}

/**
 * The options a form offers for a reference with `sameAs`: those whose field is the form's value there (all while it
 * is not chosen), and always the ones already chosen, so a stored value keeps its title.
 */
export function scopedOptions(options: RefOption[], sameAs: ResourceRef['sameAs'], scopeValue: unknown, selected: readonly string[]): RefOption[] {
  if (!sameAs || scopeValue === undefined || scopeValue === null || scopeValue === '') return options;
  return options.filter((o) => o.item?.[sameAs.field] === scopeValue || selected.includes(o.value));
}

/**
 * A referenced resource's entries as value → title (countries by code, groups by id). A user who may
 * not read the referenced resource gets no choices (`usable` false): the field is then typed in.
 */
export function useRefOptions(ref: ResourceRef | undefined): { options: RefOption[]; isLoading: boolean; usable: boolean } {
  const principal = usePrincipal();
  const lang = useLanguage();
  const usable = !!ref && passesAny(principal, ref.resource.scopes.read);
  const listed = useResourceChoices(usable && !ref?.lookup ? ref?.resource : undefined, ref?.filter);
  const looked = useSWR(usable && ref?.lookup ? ['ref-lookup', ref.lookup.key, lang] : null, () => ref!.lookup!.load(lang).then((data) => ({ data })), {
    revalidateOnFocus: false,
  });
  const { data, isLoading, error } = ref?.lookup ? looked : listed;
  const options = useMemo(() => {
    if (!ref || !data) return [];
    const field = ref.valueField ?? 'id';
    return data.data
      .map((e) => {
        const value = String(e[field] ?? '');
        const title = ref.title?.(e, lang) || titleOf(ref.resource, e);
        // Codes are shown beside the name (Germany (DE)) unless the title has them already (EUR Euro).
        return { value, title: field === 'id' || title.includes(value) ? title : `${title} (${value})`, item: e };
      })
      .filter((o) => o.value !== '');
  }, [ref, data, lang]);
  return { options, isLoading, usable: usable && !error };
}

/** The title the definition gives an entity (a customer's full name, an agency's name). */
export function titleOf(resource: WebResource, item: Entity): string {
  try {
    return (resource.title as (i: Entity) => string)(item) || item.id;
  } catch {
    return item.id;
  }
}
