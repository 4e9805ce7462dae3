import type { z } from 'zod';
import { batchWriteAll } from '../paging';
import { searchIndexItems } from '../search-index';
import { adjustCount } from './counter';
import { searchEntry, toItem } from './items';
import type { Entity, EntityConfig } from './types';

/**
 * Bulk load for imports and seeding: batch writes without conditions or history, 25 items a request.
 * Existing items with the same id are overwritten (for loads of new entities: index items of tokens an overwritten
 * version had and this one lacks would stay). The count is adjusted once at the end.
 */
export async function importMany<S extends z.ZodType>(
  config: EntityConfig<S>,
  tenant: string,
  entries: Array<{ id: string; data: z.infer<S> }>,
  now = new Date(),
): Promise<void> {
  const stamp = now.toISOString();
  const entities = entries.map(({ id, data }) => ({ ...(data as object), id, version: 1, createdAt: stamp, updatedAt: stamp }) as Entity<S>);
  const items = entities.map((entity) => toItem(config, tenant, entity));
  // The search index is written with the entities (its items hold no count, so a second load rewrites them alike).
  const index = config.searchIndex;
  if (index) for (const e of entities) items.push(...searchIndexItems(tenant, index.kind, searchEntry(config, e)!));
  // A few batches in flight at once; unprocessed items are retried.
  await batchWriteAll(
    items.map((Item) => ({ PutRequest: { Item } })),
    { concurrency: 8 },
  );
  await adjustCount(config, tenant, entries.length);
  await config.afterImport?.(tenant, entities);
}
