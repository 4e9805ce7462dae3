import useSWR from 'swr';
import type { Bootstrap } from '../../../shared/api/system';
import { BOOTSTRAP_KEY, currentBootstrap, loadBootstrap } from '../api/bootstrap';

/** Tenant, settings, feature flags and languages of /api/bootstrap. */
export function useBootstrap() {
  return useSWR<Bootstrap>(BOOTSTRAP_KEY, loadBootstrap, {
    fallbackData: currentBootstrap(),
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
