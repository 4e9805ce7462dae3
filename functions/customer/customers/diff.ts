import { customerExtraEndpoints as api } from '../../../shared/api/customer-extras';
import { customers } from '../../data/customers';
import { NotFoundError } from '../../../shared/errors';
import { action } from '../../lib/http';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Bookkeeping attributes that change with every version and say nothing about the customer. */
const IGNORED = new Set(['id', 'version', 'createdAt', 'updatedAt']);

/** Leaf values by dotted path; arrays count as one value. */
export function flatten(value: unknown, prefix = '', out: Record<string, Json> = {}): Record<string, Json> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (!prefix && IGNORED.has(k)) continue;
      flatten(v, prefix ? `${prefix}.${k}` : k, out);
    }
  } else if (value !== undefined && prefix) {
    out[prefix] = value as Json;
  }
  return out;
}

/** The fields that differ, sorted by path; a missing side is left out of the change. */
export function diffObjects(before: unknown, after: unknown): Array<{ path: string; before?: Json; after?: Json }> {
  const a = flatten(before);
  const b = flatten(after);
  const paths = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return paths
    .filter((p) => JSON.stringify(a[p]) !== JSON.stringify(b[p]))
    .map((path) => ({ path, ...(path in a ? { before: a[path] } : {}), ...(path in b ? { after: b[path] } : {}) }));
}

export const diffActions = [
  action(api.diff, async ({ tenant, params }) => {
    const current = await customers.getOrThrow(tenant, params.id);
    if (params.from === current.version) return { id: current.id, from: params.from, to: current.version, changes: [] };
    const old = (await customers.history(tenant, params.id)).find((h) => h.version === params.from);
    if (!old) throw new NotFoundError(`customer ${params.id} has no version ${params.from} (current: ${current.version})`);
    return { id: current.id, from: params.from, to: current.version, changes: diffObjects(old, current) };
  }),
];
