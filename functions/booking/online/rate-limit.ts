import { TooManyRequestsError } from '../../../shared/errors';
import { addQuotaCalls } from '../../data/request-quota';
import { clientOf } from '../../identity/index';
import type { HttpEvent } from '../../lib/http';

/**
 * The rate limit of the public booking calls per client (docs/decisions/online-booking.md "Rate limit"): a fixed
 * window of a minute per client address, counted in each container's memory and added to one shared DynamoDB counter
 * (`G#QUOTA#BOOK#<client>#<window>`, removed by TTL) in batches: on a client's first call of a window, then every
 * FLUSH_EVERY calls, and on every call once the client is within FLUSH_EVERY of the limit. A client over the limit
 * gets 429 TOO_MANY_REQUESTS with Retry-After until its window ends. Cost: one UpdateItem per FLUSH_EVERY calls.
 */
export const BOOK_CALLS_PER_MINUTE = 120;
export const FLUSH_EVERY = 10;
const WINDOW_SECONDS = 60;

interface Window {
  start: number;
  /** Calls of this container not yet added to the shared counter. */
  pending: number;
  /** The shared counter's total when last added to (every container's calls). */
  known: number;
}

const windows = new Map<string, Window>();

function windowOf(key: string, start: number): Window {
  const w = windows.get(key);
  if (w && w.start === start) return w;
  if (windows.size > 10_000) windows.clear();
  const fresh = { start, pending: 0, known: 0 };
  windows.set(key, fresh);
  return fresh;
}

/** Counts one call of a client; throws 429 when the client is over its limit in this minute. */
export async function takeBookCall(client: string, now = Date.now(), limit = BOOK_CALLS_PER_MINUTE): Promise<void> {
  const nowSeconds = Math.floor(now / 1000);
  const start = nowSeconds - (nowSeconds % WINDOW_SECONDS);
  const retryAfter = Math.max(1, start + WINDOW_SECONDS - nowSeconds);
  const refuse = () => new TooManyRequestsError(`Too many requests; try again in ${retryAfter} seconds`, retryAfter);
  const key = `BOOK#${client}`;
  const w = windowOf(key, start);
  if (w.known >= limit) throw refuse();
  w.pending++;
  const first = w.known === 0 && w.pending === 1;
  if (first || w.pending >= FLUSH_EVERY || w.known + w.pending >= limit - FLUSH_EVERY) {
    const calls = w.pending;
    w.pending = 0;
    w.known = await addQuotaCalls(key, start, WINDOW_SECONDS, calls);
    if (w.known > limit) throw refuse();
  }
}

/** The rate limit of one public booking call, by the client address of the HTTP API's request context. */
export const throttleBook = (event: HttpEvent): Promise<void> => takeBookCall(clientOf(event));
