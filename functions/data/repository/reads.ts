import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import type { FilterTerm } from '../filter-expression';
import { NotFoundError } from '../../../shared/errors';
import { db, tableName } from '../client';
import { getItem } from '../read-round';
import { filterExpression } from '../filter-expression';
import { HISTORY_SK_PREFIX, masterDataKey, masterDataListPk, masterDataPk } from '../entities/master-data';
import { normalizeText } from '../keys';
import { INDEX, LIST_ORDER_INDEX } from '../table-definition';
import { batchGetItems, queryPages } from '../paging';
import { fromItem, META_ATTRIBUTES } from './items';
import type { Entity, EntityConfig, Slot } from './types';

export async function getEntity<S extends z.ZodType>(config: EntityConfig<S>, tenant: string, id: string): Promise<Entity<S> | null> {
  const item = await getItem(masterDataKey(tenant, config.type, id));
  return item ? fromItem<Entity<S>>(item) : null;
}

export async function getOrThrow<S extends z.ZodType>(config: EntityConfig<S>, tenant: string, id: string): Promise<Entity<S>> {
  const found = await getEntity(config, tenant, id);
  if (!found) throw new NotFoundError(`${config.type.toLowerCase()} ${id} does not exist`);
  return found;
}

/**
 * The first entity matching the filter, or null: reads the list partition only until the first match.
 * For delete protection ("does any customer still use this group?") without counting everything.
 */
export async function firstMatch<S extends z.ZodType>(config: EntityConfig<S>, tenant: string, filter: FilterTerm[]): Promise<Entity<S> | null> {
  const expr = filterExpression(filter);
  const pages = queryPages({
    TableName: tableName(),
    IndexName: INDEX.collection,
    KeyConditionExpression: '#gpk = :gpk',
    ExpressionAttributeNames: { '#gpk': `${INDEX.collection}pk`, ...(expr?.names ?? {}) },
    ExpressionAttributeValues: { ':gpk': masterDataListPk(tenant, config.type), ...(expr?.values ?? {}) },
    ...(expr ? { FilterExpression: expr.expression } : {}),
    Limit: 500,
  });
  for await (const res of pages) {
    const first = res.Items?.[0];
    if (first) return fromItem<Entity<S>>(first);
  }
  return null;
}

/**
 * Entities whose sort key in one of the indexed orders lies between `from` and `to` (both inclusive
 * prefixes of the normalised sort value), in that order; at most `limit`.
 */
export async function range<S extends z.ZodType>(
  config: EntityConfig<S>,
  tenant: string,
  opts: { slot: Slot; from: string; to: string; limit: number },
): Promise<Entity<S>[]> {
  const index = LIST_ORDER_INDEX[opts.slot];
  const data: Entity<S>[] = [];
  const pages = queryPages(() => ({
    TableName: tableName(),
    IndexName: index,
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#pk': `${index}pk`, '#sk': `${index}sk` },
    // '#' separates the sort value from the id; '~' sorts after every id character.
    ExpressionAttributeValues: { ':pk': masterDataListPk(tenant, config.type), ':from': `${normalizeText(opts.from)}#`, ':to': `${normalizeText(opts.to)}#~` },
    Limit: Math.min(1000, opts.limit - data.length),
  }));
  for await (const res of pages) {
    for (const item of res.Items ?? []) data.push(fromItem<Entity<S>>(item));
    if (data.length >= opts.limit) break;
  }
  return data;
}

/** One attribute of every entity of the tenant, in the default order (key lists, pickers); at most `limit`. */
export async function values<S extends z.ZodType>(config: EntityConfig<S>, tenant: string, attribute: string, limit = 10_000): Promise<unknown[]> {
  const found: unknown[] = [];
  const pages = queryPages({
    TableName: tableName(),
    IndexName: INDEX.collection,
    KeyConditionExpression: '#gpk = :gpk',
    ProjectionExpression: '#a',
    ExpressionAttributeNames: { '#gpk': `${INDEX.collection}pk`, '#a': attribute },
    ExpressionAttributeValues: { ':gpk': masterDataListPk(tenant, config.type) },
  });
  for await (const res of pages) {
    for (const item of res.Items ?? []) if (item[attribute] !== undefined) found.push(item[attribute]);
    if (found.length >= limit) break;
  }
  return found.slice(0, limit);
}

/** Every stored version before the current one, oldest first. */
export async function history<S extends z.ZodType>(config: EntityConfig<S>, tenant: string, id: string): Promise<Entity<S>[]> {
  const res = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :h)',
      ExpressionAttributeValues: { ':pk': masterDataPk(tenant, config.type, id), ':h': HISTORY_SK_PREFIX },
    }),
  );
  return (res.Items ?? []).map((i) => fromItem<Entity<S>>(i));
}

/**
 * Master-data entities of any types by id, in one BatchGetItem per 100 (issue 23: the names of a page's references in
 * one request, not one Get each); keyed `<TYPE>#<id>`, missing ones left out. `fields` projects the items.
 */
export async function getMany(
  tenant: string,
  refs: ReadonlyArray<{ type: string; id: string }>,
  fields?: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  const names = fields ? Object.fromEntries(fields.map((f, i) => [`#f${i}`, f])) : undefined;
  const items = await batchGetItems(
    refs.map((r) => masterDataKey(tenant, r.type, r.id)),
    fields ? { projection: ['pk', ...Object.keys(names!)].join(', '), names } : {},
  );
  const byPk = new Map(refs.map((r) => [masterDataKey(tenant, r.type, r.id).pk, `${r.type}#${r.id}`]));
  const found = new Map<string, Record<string, unknown>>();
  for (const item of items) {
    const key = byPk.get(String(item.pk));
    if (key) found.set(key, Object.fromEntries(Object.entries(item).filter(([k]) => !META_ATTRIBUTES.includes(k))));
  }
  return found;
}
