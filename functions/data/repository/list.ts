import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import type { FilterTerm } from '../filter-expression';
import { tableName } from '../client';
import { filterExpression } from '../filter-expression';
import { masterDataListPk } from '../entities/master-data';
import { normalizeText } from '../keys';
import { INDEX, LIST_ORDER_INDEX } from '../table-definition';
import { queryPages } from '../paging';
import { readCount } from './counter';
import { fromItem } from './items';
import { searchPage } from './search';
import type { Entity, EntityConfig, OffsetPage, Page, Slot } from './types';

type Key = Record<string, unknown>;

function encodeCursor(key: Key | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

function decodeCursor(cursor: string | undefined): Key | undefined {
  if (!cursor) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Key) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One page of a list by offset (the spec's page and size), in one of the indexed orders, optionally
 * searched and filtered. The total is the tenant's count when nothing narrows the list; otherwise the
 * matches are counted while reading (keys only). A search of an entity with a search index (and no filter) reads
 * the index instead, in its order, and answers `more` instead of a total (repository/search.ts).
 */
export async function page<S extends z.ZodType>(
  config: EntityConfig<S>,
  tenant: string,
  opts: { slot: Slot; descending: boolean; offset: number; limit: number; search?: string; filter?: FilterTerm[] },
): Promise<OffsetPage<Entity<S>>> {
  if (opts.search && config.searchIndex && !opts.filter?.length) {
    const searched = await searchPage(config, tenant, { offset: opts.offset, limit: opts.limit, search: opts.search });
    if (searched) return searched;
  }
  const term = opts.search ? normalizeText(opts.search) : '';
  const narrowed = Boolean(term) || (opts.filter?.length ?? 0) > 0;
  const expr = filterExpression(opts.filter ?? [], term || undefined);
  const index = LIST_ORDER_INDEX[opts.slot];
  const base: QueryCommandInput = {
    TableName: tableName(),
    IndexName: index,
    KeyConditionExpression: '#gpk = :gpk',
    ExpressionAttributeNames: { '#gpk': `${index}pk`, ...(expr?.names ?? {}) },
    ExpressionAttributeValues: { ':gpk': masterDataListPk(tenant, config.type), ...(expr?.values ?? {}) },
    ...(expr ? { FilterExpression: expr.expression } : {}),
    ScanIndexForward: !opts.descending,
  };
  const data: Entity<S>[] = [];
  let skipped = 0;
  let matched = 0;
  const want = opts.offset + opts.limit;
  // Read full items until the page is complete, then count the rest without transferring items.
  let counting = false;
  const pages = queryPages(() => {
    counting = matched >= want;
    return counting ? { ...base, Select: 'COUNT' } : { ...base, Limit: narrowed ? 500 : Math.min(1000, want - matched) };
  });
  for await (const res of pages) {
    if (counting) {
      matched += res.Count ?? 0;
      continue;
    }
    for (const item of res.Items ?? []) {
      matched++;
      if (skipped < opts.offset) skipped++;
      else if (data.length < opts.limit) data.push(fromItem<Entity<S>>(item));
    }
    if (matched >= want && !narrowed && config.counted) break;
  }
  if (!narrowed && config.counted) return { data, total: await readCount(config.type, tenant) };
  return { data, total: matched };
}

/** One page of the tenant's entities in the default order; `search` filters on the normalised text. */
export async function list<S extends z.ZodType>(
  config: EntityConfig<S>,
  tenant: string,
  opts: { limit: number; cursor?: string; descending?: boolean; search?: string },
): Promise<Page<Entity<S>>> {
  const term = opts.search ? normalizeText(opts.search) : '';
  const data: Entity<S>[] = [];
  const pk = masterDataListPk(tenant, config.type);
  let startKey = decodeCursor(opts.cursor);
  // A cursor is client input: it must point into this tenant's list, or it is ignored.
  if (startKey && startKey.gsi1pk !== pk) startKey = undefined;
  const first = startKey;
  // With a search filter DynamoDB may return fewer matches than the limit per call; keep reading.
  const pages = queryPages(() => ({
    TableName: tableName(),
    IndexName: INDEX.collection,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': pk, ...(term ? { ':term': term } : {}) },
    ...(term ? { FilterExpression: 'contains(#search, :term)', ExpressionAttributeNames: { '#search': 'search' } } : {}),
    ScanIndexForward: !opts.descending,
    Limit: term ? Math.max(opts.limit * 4, 100) : opts.limit - data.length,
    ExclusiveStartKey: first,
  }));
  for await (const res of pages) {
    for (const item of res.Items ?? []) {
      if (data.length < opts.limit) data.push(fromItem<Entity<S>>(item));
    }
    startKey = res.LastEvaluatedKey;
    if (data.length >= opts.limit && res.Items && res.Items.length > 0) {
      // Resume after the last item returned, not after what DynamoDB read.
      const last = res.Items.find((i) => i.id === data[data.length - 1]?.id);
      if (last) startKey = { pk: last.pk, sk: last.sk, gsi1pk: last.gsi1pk, gsi1sk: last.gsi1sk };
      break;
    }
  }
  return { data, cursor: encodeCursor(startKey) };
}
