import { db } from '../../functions/data/client';

/** One DynamoDB request: its command, the partition kind it names (tenant and ids cut off), when it started and ended. */
export interface Request {
  command: string;
  what: string;
  start: number;
  end: number;
}

/**
 * The DynamoDB requests sent while `fn` runs, with their times, and the rounds they form: a request that starts
 * before every earlier one has finished is in the same round as them (they were in flight together); one that starts
 * after all earlier ones finished opens the next round. For tests that prove how many round trips a call waits for.
 */
export async function requestsDuring(fn: () => Promise<unknown>): Promise<{ requests: Request[]; rounds: Request[][] }> {
  const requests: Request[] = [];
  const client = db();
  const name = `roundSpy${Math.random()}`;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { IndexName?: string; Key?: { pk?: string }; ExpressionAttributeValues?: Record<string, unknown>; RequestItems?: unknown };
      const pk = String(input.Key?.pk ?? input.ExpressionAttributeValues?.[':pk'] ?? '');
      const what = `${input.IndexName ?? ''} ${pk.replace(/^T#[^#]+#/, '').replace(/#.*$/, '')}`.trim();
      const request: Request = { command: String(context.commandName).replace(/Command$/, ''), what, start: performance.now(), end: Infinity };
      requests.push(request);
      try {
        return await next(args);
      } finally {
        request.end = performance.now();
      }
    },
    { step: 'initialize', name },
  );
  try {
    await fn();
  } finally {
    client.middlewareStack.remove(name);
  }
  return { requests, rounds: roundsOf(requests) };
}

/** Requests grouped into rounds (in start order): a new round starts when a request starts after all before it ended. */
export function roundsOf(requests: Request[]): Request[][] {
  const rounds: Request[][] = [];
  let lastEnd = -Infinity;
  for (const r of [...requests].sort((a, b) => a.start - b.start)) {
    if (rounds.length === 0 || r.start >= lastEnd) rounds.push([]);
    rounds[rounds.length - 1]!.push(r);
    lastEnd = Math.max(lastEnd, r.end);
  }
  return rounds;
}

/** The rounds as text, one line per round (`Query RESORTINV | BatchGetItem`), for failure messages and logs. */
export const showRounds = (rounds: Request[][]) => rounds.map((r, i) => `${i + 1}: ${r.map((q) => `${q.command} ${q.what}`.trim()).join(' | ')}`).join('\n');
