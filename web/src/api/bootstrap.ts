import type { Bootstrap } from '../../../shared/api/system';
import { callRoute } from './endpoint-client';
import { firstEndpoints } from './first-endpoints';

let pending: Promise<Bootstrap> | null = null;
let latest: Bootstrap | undefined;
const listeners = new Set<() => void>();

/**
 * The start-up data (tenant, settings, feature flags), fetched once and shared by the route guard (outside React)
 * and the hook (inside, `useBootstrap`), so the app asks only once. A small store of its own rather than swr's cache:
 * nothing here revalidates on its own, and the first screens (the sign-in page) then load without swr (issue 23,
 * docs/decisions/web.md "First load").
 */
export function loadBootstrap(): Promise<Bootstrap> {
  pending ??= callRoute(firstEndpoints.bootstrap).then(
    (data) => {
      latest = data;
      for (const listener of listeners) listener();
      return data;
    },
    (err: unknown) => {
      // A failed start must be retryable, not remembered.
      pending = null;
      throw err;
    },
  );
  return pending;
}

export function currentBootstrap(): Bootstrap | undefined {
  return latest;
}

/** Calls `listener` whenever a newer answer arrives; returns the unsubscribe. */
export function subscribeBootstrap(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches again (the signed-in user or the settings changed); the screens keep the last answer until it arrives. */
export function reloadBootstrap(): Promise<Bootstrap> {
  pending = null;
  return loadBootstrap();
}
