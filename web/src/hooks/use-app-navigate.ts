import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * navigate() that ignores a navigation to the location the user is already on (spec 1 section 6:
 * a duplicate navigation is ignored silently).
 */
export function useAppNavigate(): (to: string, opts?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to, opts) => {
      if (to === location.pathname + location.search) return;
      void navigate(to, opts);
    },
    [navigate, location.pathname, location.search],
  );
}

export { isPlainClick } from './plain-click';
