import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { db, tableName } from '../client';
import { masterDataKey } from '../entities/master-data';
import { searchIds } from '../search-index';
import { fromItem } from './items';
import type { Entity, EntityConfig } from './types';

/**
 * Entities by id, in the order of `ids` (missing ones left out): BatchGetItem in chunks of 100; keys DynamoDB leaves
 * unprocessed are read again after a growing pause, and still unread after 8 attempts fail the request.
 */
export async function getMany<S extends z.ZodType>(config: EntityConfig<S>, tenant: string, ids: readonly string[]): Promise<Entity<S>[]> {
  const found = new Map<string, Entity<S>>();
  const unique = [...new Set(ids)];
  const T = tableName();
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Array<Record<string, unknown>> | undefined = unique.slice(i, i + 100).map((id) => masterDataKey(tenant, config.type, id));
    for (let attempt = 0; keys?.length; attempt++) {
      if (attempt === 8) throw new Error(`${keys.length} ${config.type} items stayed unprocessed after 8 reads`);
      if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
      const res: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: { [T]: { Keys: keys } } }));
      for (const item of res.Responses?.[T] ?? []) {
        const entity = fromItem<Entity<S>>(item);
        found.set(entity.id, entity);
      }
      keys = res.UnprocessedKeys?.[T]?.Keys;
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/**
 * One page of a search through the entity's search index: the matching ids (one Query, see searchIds), then the
 * entities of the page: the rows the index items carry (`carriesRow`), and one BatchGet for those whose items carry
 * none (indexed before rows were carried, or an index without rows). `more` says whether a page follows; a total only when the matches ended on
 * this page (counting them otherwise would read them all).
 * Null when the query has nothing to search by (the caller lists unsearched).
 */
export async function searchPage<S extends z.ZodType>(
  config: EntityConfig<S>,
  tenant: string,
  opts: { offset: number; limit: number; search: string },
): Promise<{ data: Entity<S>[]; total?: number; more: boolean } | null> {
  const index = config.searchIndex;
  if (!index) return null;
  const found = await searchIds(tenant, index.kind, opts.search, opts.offset + opts.limit);
  if (!found) return null;
  const ids = found.ids.slice(opts.offset);
  const missing = ids.filter((id) => !found.rows.has(id));
  const read = new Map((missing.length ? await getMany(config, tenant, missing) : []).map((e) => [e.id, e]));
  const data = ids.flatMap((id) => {
    const row = found.rows.get(id);
    return row ? [fromItem<Entity<S>>(row)] : (read.get(id) ?? []);
  });
  // The index read to its end: every match was seen, so the total is known without a count.
  return found.more ? { data, more: true } : { data, total: found.ids.length, more: false };
}
