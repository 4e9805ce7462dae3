import { createBrowserRouter, type RouteObject } from 'react-router';
import { isSignInPage } from '../../../shared/spa-fallback';
import { AppLoading } from '../components/AppLoading/AppLoading';
import { AppShell } from '../components/AppShell/AppShell';
import { RouteError } from '../components/RouteError/RouteError';
import { loadSideNav } from '../components/SideNav/load-side-nav';
import { loadUserMenu } from '../components/UserMenu/load-user-menu';
import { comingSoonPage, jumpToRoute, notFoundRoute, publicRoutes } from '../navigation/public-routes';
import { flattenRoutes, type ResolvedRoute } from '../navigation/route-tree';
import { authStore } from '../session/auth-store';
import { recordVisit } from '../session/route-history';
import { recentNotices } from '../notices/notice-bus';
import { handOverToSignIn } from '../signin/handover';
import { guardLoader } from './guard-loader';
import { lazyPage, ModuleLoadError, reloadAfterModuleFailure } from './lazy-page';
import { registerNavigator } from './navigation';

/** A route that names no texts gets every screen's (the safe default; routes.tsx names the smaller sets). */
const SCREEN_TEXTS = ['menu', 'home', 'screens'] as const;

function toRouteObject(route: ResolvedRoute): RouteObject {
  return {
    path: route.path,
    // The shell reads the meta (drawer, header, title) from the matched route's handle.
    handle: route,
    loader: guardLoader(route),
    lazy: lazyPage(route.page ?? comingSoonPage, route.texts ?? SCREEN_TEXTS),
    ErrorBoundary: RouteError,
  };
}

/**
 * The router: history mode, one flat list of routes under the shell (the table's nesting is for
 * meta inheritance and the menu; its paths are absolute), each guarded and loaded on demand. It starts with the
 * public routes and the not-found fallback; the first navigation elsewhere (any path the router does not know
 * matches only the fallback's `*`, and react-router then asks patchRoutesOnNavigation) adds the rest of the table.
 */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  // A signed-in start shows the drawer and the user menu at once: fetch their modules alongside the first page.
  if (authStore.get().isLoggedIn) {
    void loadSideNav();
    void loadUserMenu();
  }
  const starting = [...publicRoutes, jumpToRoute];
  const known = new Set(flattenRoutes(starting).map((r) => r.path));
  const children = [...flattenRoutes(starting), { ...notFoundRoute }].map(toRouteObject);
  /** The whole route table (routes.tsx), once per router: its menu meta, icons and page loaders. */
  let fullTable: Promise<void> | undefined;
  // The table is patched into the router itself (router.patchRoutes), not through the navigation's `patch`: that one
  // does nothing once its navigation was interrupted by another, and every later navigation would then await the same
  // settled import and find nothing patched (a race e2e runs hit: a parent route stayed on the fallback).
  const addTable = ({ routes }: typeof import('../routes')) =>
    router.patchRoutes(
      'root',
      flattenRoutes(routes)
        .filter((r) => !known.has(r.path))
        .map(toRouteObject),
    );
  const router: AppRouter = createBrowserRouter([{ id: 'root', Component: AppShell, ErrorBoundary: RouteError, HydrateFallback: AppLoading, children }], {
    patchRoutesOnNavigation: () =>
      (fullTable ??= import('../routes').then(addTable, (err: unknown) => {
        // A failed fetch (offline, a new deployment) is handled as a page module's is, and retried next time.
        fullTable = undefined;
        reloadAfterModuleFailure();
        throw new ModuleLoadError(err);
      })),
  });

  registerNavigator({
    // A sign-out or an ended session goes to a sign-in page: the sign-in entry's document (web/signin.html).
    navigate: (to, opts) => {
      if (isSignInPage(new URL(to, window.location.href).pathname) && handOverToSignIn(to, recentNotices(), opts)) return;
      void router.navigate(to, opts);
    },
    location: () => router.state.location.pathname + router.state.location.search,
    committed: () => (router.state.initialized ? router.state.location.pathname + router.state.location.search : undefined),
  });

  let lastKey = '';
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastKey) return;
    lastKey = state.location.key;
    const params = state.matches[state.matches.length - 1]?.params ?? {};
    recordVisit({
      path: state.location.pathname,
      query: Object.fromEntries(new URLSearchParams(state.location.search)),
      params: Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string')),
    });
  });
  return router;
}
