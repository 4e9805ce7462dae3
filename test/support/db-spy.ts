import { db } from '../../functions/data/client';

/**
 * The DynamoDB commands sent while `fn` runs, each as `<command> <index> <partition kind>` (the tenant and ids cut off),
 * for tests that prove how many requests a read costs.
 */
export async function commandsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const client = db();
  const name = `commandSpy${Math.random()}`;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { IndexName?: string; Key?: { pk?: string }; ExpressionAttributeValues?: Record<string, unknown> };
      const pk = String(input.Key?.pk ?? input.ExpressionAttributeValues?.[':pk'] ?? '');
      seen.push(`${String(context.commandName)} ${input.IndexName ?? ''} ${pk.replace(/^T#[^#]+#/, '').replace(/#.*$/, '')}`.replace(/\s+/g, ' ').trim());
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

/** The requests sent and the items DynamoDB read (ScannedCount of Queries, 1 per Get that found one, BatchGet answers) while `fn` runs. */
export async function readsDuring(fn: () => Promise<unknown>): Promise<{ requests: number; items: number }> {
  const seen = { requests: 0, items: 0 };
  const client = db();
  const name = `readSpy${Math.random()}`;
  client.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const out = result.output as { ScannedCount?: number; Count?: number; Item?: unknown; Responses?: Record<string, unknown[]> };
      seen.requests++;
      seen.items +=
        out.ScannedCount ??
        out.Count ??
        (out.Item ? 1 : 0) + Object.values(out.Responses ?? {}).reduce((sum, list) => sum + (Array.isArray(list) ? list.length : 0), 0);
      return result;
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
