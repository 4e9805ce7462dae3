import { LAST_ROUTE_HISTORY } from '../../../shared/constants';
import { readJson, writeJson } from './storage';

/** One visited route: path, query and the route's parameters (spec 1 section 3). */
export interface RouteHistoryEntry {
  path: string;
  query: Record<string, string>;
  params: Record<string, string>;
}

const KEY = 'history';

/** Appends a visit, skipping a repeat of the last one, and keeps the newest 11. */
export function appendVisit(history: readonly RouteHistoryEntry[], entry: RouteHistoryEntry, max = LAST_ROUTE_HISTORY): RouteHistoryEntry[] {
  const last = history[history.length - 1];
  if (last && last.path === entry.path && JSON.stringify(last.query) === JSON.stringify(entry.query)) return [...history];
  return [...history, entry].slice(-max);
}

function isEntry(value: unknown): value is RouteHistoryEntry {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.path === 'string' && typeof v.query === 'object' && v.query !== null && typeof v.params === 'object' && v.params !== null;
}

export function readHistory(): RouteHistoryEntry[] {
  const stored = readJson(KEY);
  return Array.isArray(stored) ? stored.filter(isEntry) : [];
}

export function recordVisit(entry: RouteHistoryEntry): void {
  writeJson(KEY, appendVisit(readHistory(), entry));
}
