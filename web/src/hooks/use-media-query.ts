import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Dark or light follows the operating system. */
export const usePrefersDark = () => useMediaQuery('(prefers-color-scheme: dark)');
/** Below this width the drawer becomes an overlay. */
export const useIsNarrow = () => useMediaQuery('(max-width: 768px)');
