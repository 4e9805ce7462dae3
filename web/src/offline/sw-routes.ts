/**
 * What the service worker does with a request (spec 1 section 4, offline support). Kept apart from the
 * worker so it can be tested without one.
 * - `page`: a navigation. Network first, so a deployment is seen at once; the shells (index.html, signin.html,
 *   each under shellKeyOf) are kept, and answer their app paths while the network is down.
 * - `asset`: a content-hashed bundle under /assets/. Never changes, so the cache answers first.
 * - `network`: everything else, untouched: the API, /version, uploads, other origins. Data is never
 *   served from the worker's cache, so nobody sees a stale booking as if it were current.
 */
import { spaDocumentOf } from '../../../shared/spa-fallback';

export type Strategy = 'page' | 'asset' | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

export const SHELL_PATH = '/';
/** The sign-in entry (web/signin.html), kept beside the staff app's shell: a signed-out start offline opens it. */
export const SIGN_IN_SHELL_PATH = '/signin.html';

/**
 * Where a page load's HTML is kept and, offline, looked up: each entry under its own key (shared/spa-fallback.ts
 * decides which document a path gets), so a visit to /login does not replace the staff app's shell.
 */
export function shellKeyOf(pathname: string): string {
  const document = spaDocumentOf(pathname);
  return document === '/index.html' ? SHELL_PATH : document;
}
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
