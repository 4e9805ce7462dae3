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
