import type { Repository } from '../../../functions/data/repository';
import type { z } from 'zod';
import { batchWriteAll } from '../../../functions/data/paging';

/** Counts what a seeding step wrote, by resource name. */
export type AddSeed = (name: string, done: Promise<number>) => void;

/**
 * Master data and configuration of the demo tenants, bulk-loaded (seeding runs at every fresh start and
 * in tests): the entities with `importMany`, then the repositories' derived items (unique lookups) in
 * batches, so the demo data holds the same invariants as data written through the API.
 */
export async function put<S extends z.ZodType>(repo: Repository<S>, tenant: string, rows: Array<[string, z.infer<S>]>): Promise<number> {
  const now = new Date();
  await repo.importMany(
    tenant,
    rows.map(([id, data]) => ({ id, data })),
    now,
  );
  const stamp = now.toISOString();
  const lookups = rows.flatMap(
    ([id, data]) => repo.config.derived?.(tenant, { after: { ...(data as object), id, version: 1, createdAt: stamp, updatedAt: stamp } as never }) ?? [],
  );
  const items = lookups.flatMap((d) => (d.item.Put ? [{ PutRequest: { Item: d.item.Put.Item! } }] : []));
  await batchWriteAll(items, { concurrency: 1 });
  return rows.length;
}
