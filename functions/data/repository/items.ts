import type { z } from 'zod';
import { masterDataKey, masterDataListPk, listOrderSk, ZStored } from '../entities/master-data';
import { normalizeText } from '../keys';
import { searchTokens, type IndexEntry } from '../search-index';
import type { Entity, EntityConfig } from './types';

/** Key and index attributes the repository adds to an entity; never part of what a read returns. */
export const META_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk', 'entityType', 'search', 'tenant', 'expiresAt'];

/** The stored item of an entity: its keys, the list orders (gsi1..gsi3) and the search text. */
export function toItem<S extends z.ZodType>(config: EntityConfig<S>, tenant: string, entity: Entity<S>): Record<string, unknown> {
  const { type, sortKey, searchText, extraSortKeys = [] } = config;
  const item: Record<string, unknown> = {
    ...entity,
    ...masterDataKey(tenant, type, entity.id),
    entityType: type,
    tenant,
    gsi1pk: masterDataListPk(tenant, type),
    gsi1sk: listOrderSk(normalizeText(sortKey(entity)), entity.id),
    ...(searchText ? { search: normalizeText(searchText(entity)) } : {}),
  };
  extraSortKeys.forEach((key, i) => {
    item[`gsi${i + 2}pk`] = masterDataListPk(tenant, type);
    item[`gsi${i + 2}sk`] = listOrderSk(normalizeText(key(entity)), entity.id);
  });
  return item;
}

/**
 * The entity of a stored item: the key and index attributes taken off, the attributes the repository owns
 * (id, version, createdAt, updatedAt) validated; a stored item without them throws instead of reaching an
 * answer. The resource's own attributes were validated by its schema when written.
 */
export function fromItem<T>(item: Record<string, unknown>): T {
  const copy: Record<string, unknown> = { ...item };
  for (const k of META_ATTRIBUTES) delete copy[k];
  return ZStored.parse(copy) as T;
}

/** The entity's search index entry: its tokens, the matches of one token in the list's default order (then the id). */
export function searchEntry<S extends z.ZodType>(config: EntityConfig<S>, entity: Entity<S>): IndexEntry | undefined {
  const index = config.searchIndex;
  if (!index) return undefined;
  const order = listOrderSk(normalizeText(config.sortKey(entity)), entity.id);
  return { id: entity.id, tokens: searchTokens(index.source(entity)), order, ...(index.carriesRow ? { row: { ...(entity as Record<string, unknown>) } } : {}) };
}
