import { db } from '../../functions/data/client';

/** The kind of a partition key: the tenant and ids cut off (`T#t#SESSION#abc` → `SESSION`). */
const kindOf = (pk: unknown) =>
  String(pk ?? '')
    .replace(/^T#[^#]+#/, '')
    .replace(/#.*$/, '');

/** A BatchGetItem's partition kinds, distinct and sorted (`ASSETROOMS,SESSION`). */
function batchKinds(input: { RequestItems?: Record<string, { Keys?: Array<{ pk?: unknown }> }> }): string {
  const keys = Object.values(input.RequestItems ?? {}).flatMap((r) => r.Keys ?? []);
  return [...new Set(keys.map((k) => kindOf(k.pk)))].sort().join(',');
}

/**
 * The DynamoDB commands sent while `fn` runs, each as `<command> <index> <partition kind>` (the tenant and ids cut off;
 * a BatchGetItem with the kinds it reads), for tests that prove how many requests a read costs.
 */
export async function commandsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const client = db();
  const name = `commandSpy${Math.random()}`;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { IndexName?: string; Key?: { pk?: string }; ExpressionAttributeValues?: Record<string, unknown> };
      const command = String(context.commandName);
      const kind = command === 'BatchGetItemCommand' ? batchKinds(args.input as never) : kindOf(input.Key?.pk ?? input.ExpressionAttributeValues?.[':pk']);
      seen.push(`${command} ${input.IndexName ?? ''} ${kind}`.replace(/\s+/g, ' ').trim());
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await fn();
  } finally {
    client.middlewareStack.remove(name);
  }
  return seen;
}

/**
 * The DynamoDB requests sent while `fn` runs and the items they read: a Query's or Scan's ScannedCount (the items
 * evaluated, what a read is paid for, before any filter), a Get's 1 when found, a BatchGet's items answered.
 */
export async function readsDuring(fn: () => Promise<unknown>): Promise<{ requests: number; items: number; commands: string[] }> {
  const commands: string[] = [];
  let items = 0;
  const client = db();
  const name = `readSpy${Math.random()}`;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { IndexName?: string; Key?: { pk?: string }; ExpressionAttributeValues?: Record<string, unknown> };
      const pk = String(input.Key?.pk ?? input.ExpressionAttributeValues?.[':pk'] ?? '');
      commands.push(`${String(context.commandName)} ${input.IndexName ?? ''} ${pk.replace(/^T#[^#]+#/, '').replace(/#.*$/, '')}`.replace(/\s+/g, ' ').trim());
      const res = await next(args);
      const out = res.output as { ScannedCount?: number; Item?: unknown; Responses?: Record<string, unknown[]> | unknown[] };
      if (typeof out.ScannedCount === 'number') items += out.ScannedCount;
      else if (out.Item) items += 1;
      else if (out.Responses && !Array.isArray(out.Responses)) items += Object.values(out.Responses).reduce((n, r) => n + r.length, 0);
      return res;
    },
    { step: 'initialize', name },
  );
  try {
    await fn();
  } finally {
    client.middlewareStack.remove(name);
  }
  return { requests: commands.length, items, commands };
}
