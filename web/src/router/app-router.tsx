import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoading } from '../components/AppLoading/AppLoading';
import { AppShell } from '../components/AppShell/AppShell';
import { RouteError } from '../components/RouteError/RouteError';
import { loadSideNav } from '../components/SideNav/load-side-nav';
import { flattenRoutes, type ResolvedRoute } from '../navigation/route-tree';
import { comingSoonPage, notFoundRoute, routes } from '../routes';
import { authStore } from '../session/auth-store';
import { recordVisit } from '../session/route-history';
import { guardLoader } from './guard-loader';
import { lazyPage } from './lazy-page';
import { registerNavigator } from './navigation';

/** A route that names no texts gets every screen's (the safe default; routes.tsx names the smaller sets). */
const SCREEN_TEXTS = ['home', 'screens'] as const;

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
 * meta inheritance and the menu; its paths are absolute), each guarded and loaded on demand.
 */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  // A signed-in start shows the drawer at once: fetch its module alongside the first page.
  if (authStore.get().isLoggedIn) void loadSideNav();
  const children = [...flattenRoutes(routes), { ...notFoundRoute }].map(toRouteObject);
  const router = createBrowserRouter([{ id: 'root', Component: AppShell, ErrorBoundary: RouteError, HydrateFallback: AppLoading, children }]);

  registerNavigator({
    navigate: (to, opts) => void router.navigate(to, opts),
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
