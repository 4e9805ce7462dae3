import { mutate } from 'swr';
import type { Bootstrap } from '../../../shared/api/system';
import { callRoute } from './endpoint-client';
import { firstEndpoints } from './first-endpoints';

export const BOOTSTRAP_KEY = '/api/bootstrap';

let pending: Promise<Bootstrap> | null = null;
let latest: Bootstrap | undefined;

/**
 * The start-up data (tenant, settings, feature flags), fetched once and shared by the route guard
 * (outside React) and the swr hook (inside), so the app asks only once.
 */
export function loadBootstrap(): Promise<Bootstrap> {
  pending ??= callRoute(firstEndpoints.bootstrap).then(
    (data) => {
      latest = data;
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

/** Fetches again (the signed-in user changed) and hands the result to the swr cache. */
export function reloadBootstrap(): Promise<Bootstrap> {
  pending = null;
  const next = loadBootstrap();
  void mutate(BOOTSTRAP_KEY, next, { revalidate: false }).catch(() => undefined);
  return next;
}
