import type { z } from 'zod';
import type { ParsedFilter } from '../../shared/api/list-query';
import type { Repository } from '../data/repository';
import { ValidationError } from '../../shared/errors';

/**
 * Checks that referenced entities exist before a write; a missing one is the caller's mistake (400, with
 * the field), not a missing page (404). One GetItem per reference.
 */
export async function requireRefs(
  tenant: string,
  refs: Array<{ repo: Pick<Repository<z.ZodType>, 'get'>; id: string | undefined; path: string; label: string }>,
): Promise<void> {
  const missing: Array<{ path: string; message: string }> = [];
  await Promise.all(
    refs.map(async ({ repo, id, path, label }) => {
      if (id !== undefined && !(await repo.get(tenant, id))) missing.push({ path, message: `${label} ${id} does not exist` });
    }),
  );
  if (missing.length) throw new ValidationError(missing.map((m) => m.message).join('; '), missing);
}

/** "still used by …" for delete protection: the first entity using it, read until the first match only. */
export async function usedBy<S extends z.ZodType>(repo: Repository<S>, tenant: string, filter: ParsedFilter): Promise<z.infer<S> | null> {
  return repo.firstMatch(tenant, filter);
}

export const eq = (field: string, value: unknown) => ({ field, op: 'eq' as const, value });
/** A list attribute that holds the value. */
export const holds = (field: string, value: unknown) => ({ field, op: 'contains' as const, value });
