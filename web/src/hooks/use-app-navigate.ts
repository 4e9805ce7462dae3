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

/** A plain left click that the app should handle itself (not a new tab or window). */
export function isPlainClick(e: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}
