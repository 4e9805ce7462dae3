import { tableName } from './client';
import { queryPages } from './paging';
import { INDEX } from './table-definition';
import type { z } from 'zod';
import type { Entity, Page } from './repository/types';

/** Every entity of a tenant in the default order, page by page (rebuilds and exports, never a hot path). */
export async function* allOf<S extends z.ZodType>(
  repo: { list(tenant: string, opts: { limit: number; cursor?: string }): Promise<Page<Entity<S>>> },
  tenant: string,
  pageSize = 500,
): AsyncIterable<Entity<S>> {
  let cursor: string | undefined;
  do {
    const page = await repo.list(tenant, { limit: pageSize, cursor });
    yield* page.data;
    cursor = page.data.length === pageSize ? page.cursor : undefined;
  } while (cursor);
}

/** The items of an async iterable as an array (Array.fromAsync needs Node 22). */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** The keys (pk, sk) of every item under one partition of the collection index (gsi1), page by page (for bulk deletes and updates). */
export async function* gsi1KeyPages(gsi1pk: string): AsyncIterable<Array<{ pk: string; sk: string }>> {
  const pages = queryPages({
    TableName: tableName(),
    IndexName: INDEX.collection,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi1pk },
    ProjectionExpression: 'pk, sk',
  });
  for await (const res of pages) yield (res.Items ?? []).map((i) => ({ pk: i.pk as string, sk: i.sk as string }));
}
