/**
 * Idempotency keys of the web's creates and money-moving actions (endpoints marked `idempotent`).
 *
 * One key per submitted request, not per fetch: the same request sent again before it succeeded (the
 * client's own retry after a network failure, or the user pressing Save again after an error) carries
 * the same key, so the server does the work at most once and answers the first answer again. A request
 * that succeeded, or a changed one, gets a new key.
 */
const pending = new Map<string, string>();
/** Failed requests whose keys are kept; the oldest go first. */
const MAX_PENDING = 50;

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The key for this request (method, URL and body): the pending one of an identical earlier attempt, or a new one. */
export function idempotencyKeyFor(request: string): string {
  let key = pending.get(request);
  if (!key) {
    key = newIdempotencyKey();
    pending.set(request, key);
    if (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value!);
  }
  return key;
}

/** The request succeeded: sending it again is a new request with a new key. */
export function idempotentRequestDone(request: string): void {
  pending.delete(request);
}
