import { useCallback, useContext, useMemo, createContext } from 'react';
import { isSignInPage } from '../../../shared/spa-fallback';
import { recentNotices } from '../notices/notice-bus';
import { fullNavigation, stashNotices } from './handover';

/**
 * The sign-in entry's location, without a router (docs/decisions/web.md "First load"): a move between its own pages
 * (sign-in, forgotten password, registration, confirmation) is a history entry of this document; any other location
 * (the staff app after a sign-in, its start page for a signed-in visitor) is a full navigation, which loads the staff
 * app (index.html) with the session the sign-in stored (web/src/session/auth-store.ts). The hooks have the names and
 * shapes of react-router's that the pages used (useLocation, useSearchParams, useParams), so the pages read alike.
 */

export interface SignInLocation {
  pathname: string;
  search: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: SignInLocation = read();

function read(): SignInLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

function changed(): void {
  current = read();
  listeners.forEach((l) => l());
}

window.addEventListener('popstate', changed);

export function currentSignInLocation(): SignInLocation {
  return current;
}

export function subscribeSignInLocation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `to` is one of the sign-in entry's own pages (same origin, a path of shared/spa-fallback.ts's list). */
export function isOwnPage(to: string): boolean {
  const url = new URL(to, window.location.href);
  return url.origin === window.location.origin && isSignInPage(url.pathname);
}

/** To a sign-in page: a history entry of this document; anywhere else: a full navigation (the staff app). */
export function navigateSignIn(to: string, opts?: { replace?: boolean }): void {
  const url = new URL(to, window.location.href);
  if (!isOwnPage(url.href)) {
    // What the page just said ("password changed") is shown by the next one.
    stashNotices(recentNotices());
    fullNavigation(url.href, opts);
    return;
  }
  const target = url.pathname + url.search + url.hash;
  if (opts?.replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  window.scrollTo(0, 0);
  changed();
}

/** What the shown page matched: its location and the path's parameters. */
export interface SignInMatch extends SignInLocation {
  params: Readonly<Record<string, string>>;
}

export const SignInMatchContext = createContext<SignInMatch>({ pathname: '/', search: '', params: {} });

export function useLocation(): SignInLocation {
  return useContext(SignInMatchContext);
}

export function useParams(): Readonly<Record<string, string | undefined>> {
  return useContext(SignInMatchContext).params;
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useContext(SignInMatchContext);
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** navigate() that ignores a navigation to the location already shown (spec 1 section 6), as the staff app's. */
export function useAppNavigate(): (to: string, opts?: { replace?: boolean }) => void {
  const { pathname, search } = useContext(SignInMatchContext);
  return useCallback(
    (to, opts) => {
      if (to === pathname + search) return;
      navigateSignIn(to, opts);
    },
    [pathname, search],
  );
}
