import { useEffect, useSyncExternalStore } from 'react';
import type { Bootstrap } from '../../../shared/api/system';
import { currentBootstrap, loadBootstrap, subscribeBootstrap } from '../api/bootstrap';

/** How long a failed start waits before it asks again while a screen shows it (offline, a server restart). */
const RETRY_MS = 5_000;

/** Tenant, settings, feature flags and languages of /api/bootstrap (fetched once, shared: api/bootstrap.ts). */
export function useBootstrap(): { data: Bootstrap | undefined } {
  const data = useSyncExternalStore(subscribeBootstrap, currentBootstrap);
  const missing = data === undefined;
  useEffect(() => {
    if (!missing) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const load = () =>
      loadBootstrap().catch(() => {
        if (!stopped) timer = setTimeout(load, RETRY_MS);
      });
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [missing]);
  return { data };
}
