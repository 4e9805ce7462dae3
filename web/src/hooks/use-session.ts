import { useMemo, useSyncExternalStore } from 'react';
import type { Principal } from '../../../shared/auth/principal';
import { authStore, principalOf, type AuthState } from '../session/auth-store';
import { useBootstrap } from './use-bootstrap';

export function useSession(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get);
}

/** The signed-in user as the permission code sees it (a guest when nobody is signed in). */
export function usePrincipal(): Principal {
  const auth = useSession();
  const { data } = useBootstrap();
  const tenant = data?.tenant.id ?? 'unknown';
  return useMemo(() => principalOf(auth, tenant), [auth, tenant]);
}
