import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { useIsNarrow } from '../../hooks/use-media-query';
import { useSession } from '../../hooks/use-session';
import type { ResolvedRoute } from '../../navigation/route-tree';
import { AppHeader } from '../AppHeader/AppHeader';
import { Notices } from '../Notices/Notices';
import { OfflineBanner } from '../OfflineBanner/OfflineBanner';
import { RouteProgress } from '../RouteProgress/RouteProgress';
import { loadedSideNav, loadSideNav } from '../SideNav/load-side-nav';
import { useShellStyles } from './shell-styles';

// The drawer (Fluent Nav and Drawer) is not needed on the guest pages most first visits open.
const LazySideNav = lazy(() => loadSideNav().then((SideNav) => ({ default: SideNav })));

/**
 * The application shell around every route: header, side drawer (signed-in pages without noDrawer),
 * the loading bar, the offline banner and the snackbar.
 */
export function AppShell() {
  const styles = useShellStyles();
  const { t } = useI18n();
  const auth = useSession();
  const { data } = useBootstrap();
  const narrow = useIsNarrow();
  const matches = useMatches();
  const route = matches[matches.length - 1]?.handle as ResolvedRoute | undefined;
  const withDrawer = !!route && !route.noDrawer && auth.isLoggedIn;
  const [drawerOpen, setDrawerOpen] = useState(!narrow);
  const SideNav = loadedSideNav() ?? LazySideNav;

  useEffect(() => setDrawerOpen(!narrow), [narrow]);

  // Fluent's dialogs hide the page from screen readers while open (tabster: aria-hidden on #root) and show it again
  // when their closing animation ends; a route change during that animation unmounts the dialog first and left the
  // whole next page hidden (axe: aria-hidden-focus). After a route change with no modal dialog open, the page shows.
  const path = matches[matches.length - 1]?.pathname;
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!document.querySelector('[aria-modal="true"]')) document.getElementById('root')?.removeAttribute('aria-hidden');
    }, 0);
    return () => window.clearTimeout(timer);
  }, [path]);

  useEffect(() => {
    const parts = [route ? t(`routes.${route.name}`) : null, data?.tenant.name ?? t('app.name')];
    document.title = parts.filter(Boolean).join(' · ');
  }, [route, data, t]);

  return (
    <div className={styles.root}>
      <a href="#main" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      <RouteProgress />
      <AppHeader variant={route?.altHeader ? 'alt' : 'full'} drawer={withDrawer ? { open: drawerOpen, onToggle: () => setDrawerOpen((o) => !o) } : undefined} />
      <OfflineBanner />
      <div className={styles.body}>
        {withDrawer ? (
          <div className={styles.navColumn}>
            <div className={styles.nav}>
              <Suspense fallback={null}>
                <SideNav
                  open={drawerOpen}
                  type={narrow ? 'overlay' : 'inline'}
                  onOpenChange={setDrawerOpen}
                  onNavigate={() => narrow && setDrawerOpen(false)}
                />
              </Suspense>
            </div>
          </div>
        ) : null}
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Notices />
    </div>
  );
}
