import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import type { FilterTerm } from '../filter-expression';
import { tableName } from '../client';
import { filterExpression } from '../filter-expression';
import { masterDataListPk } from '../entities/master-data';
import { normalizeText } from '../keys';
import { INDEX, LIST_ORDER_INDEX } from '../table-definition';
import { nextLimit, queryPages } from '../paging';
import { readCount } from './counter';
import { fromItem } from './items';
import { searchPage } from './search';
import type { Entity, EntityConfig, Page, Slot } from './types';

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
 * One page of a list by offset (the spec's page and size), in one of the indexed orders, optionally searched and
 * filtered (docs/decisions/booking.md "Counts"). A counted repository without narrowing reads the page and answers
 * the total from its counter (one Get); anything else reads until one match beyond the page and answers `more`, no
 * total. Never a Select COUNT. A search of an entity with a search index (and no filter) reads the index instead, in
 * its order (repository/search.ts).
 */
export async function page<S extends z.ZodType>(
  config: EntityConfig<S>,
  tenant: string,
  opts: { slot: Slot; descending: boolean; offset: number; limit: number; search?: string; filter?: FilterTerm[] },
): Promise<{ data: Entity<S>[]; total?: number; more: boolean }> {
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
  const counted = !narrowed && Boolean(config.counted);
  const total = counted ? readCount(config.type, tenant) : undefined;
  const want = opts.offset + opts.limit + (counted ? 0 : 1);
  const data: Entity<S>[] = [];
  let matched = 0;
  // Behind a filter a Query call returns fewer matches than it reads: twice what is missing, doubling per call.
  if (opts.limit > 0) {
    for await (const res of queryPages((calls) => ({ ...base, Limit: nextLimit(want - matched, narrowed, calls) }))) {
      for (const item of res.Items ?? []) {
        if (matched >= opts.offset && data.length < opts.limit) data.push(fromItem<Entity<S>>(item));
        matched++;
        if (matched >= want) break;
      }
      if (matched >= want) break;
    }
  }
  if (total) {
    const n = await total;
    return { data, total: n, more: opts.offset + data.length < n };
  }
  // Read to the end of the list: every match was seen, so the total is known without a count.
  return matched < want ? { data, total: matched, more: false } : { data, more: true };
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
