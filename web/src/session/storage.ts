import { LOCAL_STORAGE_PREFIX } from '../../../shared/constants';

/**
 * localStorage under the sta. prefix (spec 1 section 9). Storage can be missing or full (private
 * windows, quotas); the app then works for the tab's lifetime instead of failing.
 */
function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const storageKey = (key: string) => `${LOCAL_STORAGE_PREFIX}${key}`;

export function readJson(key: string): unknown {
  const raw = store()?.getItem(storageKey(key));
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    store()?.setItem(storageKey(key), JSON.stringify(value));
  } catch {
    // Full or blocked storage: the value lives in memory only.
  }
}

export function removeKey(key: string): void {
  try {
    store()?.removeItem(storageKey(key));
  } catch {
    // Nothing to do when storage is blocked.
  }
}
