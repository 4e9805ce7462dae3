import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The read guard (issue 23, docs/decisions/booking.md "Counts"): no request path reads a whole list to count it.
 * The HTTP layer runs each request inside `requestScope` (functions/lib/http/handler.ts); the DynamoDB client's
 * middleware (functions/aws/dynamodb.ts) hands every command to `checkRead`, which reports a Scan or a Query with
 * `Select: 'COUNT'` sent inside a request. Background work (streams, schedules, seeds, migrations) runs outside any
 * request and keeps its scans. Off in production; the integration tests switch it to `throw`
 * (test/setup/dynamodb-table.ts), so any request path that scans or counts fails its test.
 */
export interface RequestScope {
  /** The endpoint being answered (its contract id), for the report. */
  endpoint: string;
  /**
   * Writes of the request wait for this (an action that runs while its session is confirmed, `besideSession` in
   * functions/lib/http/action.ts): its reads share the session's round, its writes go only once the session lives.
   */
  writeGate?: Promise<void>;
}

export interface GuardedRead {
  endpoint: string;
  command: string;
  detail: string;
}

const scope = new AsyncLocalStorage<RequestScope>();
type Mode = 'off' | 'throw' | ((read: GuardedRead) => void);
let mode: Mode = 'off';

export class RequestPathScanError extends Error {
  constructor(read: GuardedRead) {
    super(`${read.endpoint} sent ${read.command} (${read.detail}): a request path never scans or counts a list (docs/decisions/booking.md)`);
    this.name = 'RequestPathScanError';
  }
}

/** Runs `fn` as the request `s` (every DynamoDB command it sends is checked). */
export function requestScope<T>(s: RequestScope, fn: () => T): T {
  return scope.run(s, fn);
}

/** From now on, the current request's DynamoDB writes wait for `gate` (and fail with it). Outside a request: nothing. */
export function holdWritesUntil(gate: Promise<void> | undefined): void {
  const request = scope.getStore();
  if (!request) return;
  gate?.catch(() => undefined);
  request.writeGate = gate;
}

/** Runs `fn` with its own write gate (`gate`, or none), in a copy of the current request (outside a request: as is). */
export function withWriteGate<T>(gate: Promise<void> | undefined, fn: () => T): T {
  const request = scope.getStore();
  if (!request) return fn();
  gate?.catch(() => undefined);
  return scope.run({ ...request, writeGate: gate }, fn);
}

const WRITES = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

/** The client middleware's wait before a write: the request's gate, when one is set (else nothing to wait for). */
export function writeGate(command: string): Promise<void> | undefined {
  const gate = scope.getStore()?.writeGate;
  return gate && WRITES.test(command) ? gate : undefined;
}

/** Off; `throw` (the command fails with RequestPathScanError before it is sent); or a recorder. Answers the mode before. */
export function setReadGuard(next: Mode): Mode {
  const before = mode;
  mode = next;
  return before;
}

/** The check of one command (the client middleware): throws or records a Scan or a COUNT inside a request. */
export function checkRead(command: string, input: { Select?: string; IndexName?: string; TableName?: string }): void {
  if (mode === 'off') return;
  const request = scope.getStore();
  if (!request) return;
  const counts = command === 'QueryCommand' && input.Select === 'COUNT';
  if (command !== 'ScanCommand' && !counts) return;
  const read = { endpoint: request.endpoint, command, detail: counts ? `Select COUNT${input.IndexName ? ` on ${input.IndexName}` : ''}` : 'Scan' };
  if (mode === 'throw') throw new RequestPathScanError(read);
  mode(read);
}
