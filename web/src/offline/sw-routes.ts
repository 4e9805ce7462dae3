/**
 * What the service worker does with a request (spec 1 section 4, offline support). Kept apart from the
 * worker so it can be tested without one.
 * - `page`: a navigation. Network first, so a deployment is seen at once; the shell (index.html) is
 *   kept, and answers any app path while the network is down.
 * - `asset`: a content-hashed bundle under /assets/. Never changes, so the cache answers first.
 * - `network`: everything else, untouched: the API, /version, uploads, other origins. Data is never
 *   served from the worker's cache, so nobody sees a stale booking as if it were current.
 */
export type Strategy = 'page' | 'asset' | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

export const SHELL_PATH = '/';
const API_PREFIXES = ['/api/', '/version', '/clearCache'];

export function strategyFor(request: RequestFacts, origin: string): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (API_PREFIXES.some((p) => url.pathname === p.replace(/\/$/, '') || url.pathname.startsWith(p))) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  return 'network';
}

/** The worker's cache: one per build, so an update starts clean and the old one is removed. */
export function cacheName(buildId: string): string {
  return `tidewise-shell-${buildId}`;
}

/** Caches of earlier builds, to delete once the new worker is active. Other apps' caches stay. */
export function staleCaches(names: readonly string[], buildId: string): string[] {
  return names.filter((n) => n.startsWith('tidewise-shell-') && n !== cacheName(buildId));
}
