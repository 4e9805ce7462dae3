import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { passes } from '../../../../shared/auth/permissions';
import { homePathFor, loginPathFor } from '../../../../shared/auth/route-guard';
import { usePrincipal, useSession } from '../../hooks/use-session';
import { AppLink } from '../AppLink/AppLink';
import { loadedUserMenu, loadUserMenu } from '../UserMenu/load-user-menu';
import { HeaderBar, type HeaderBarProps } from './HeaderBar';

export { HEADER_HEIGHT } from './HeaderBar';

const LazyUserMenu = lazy(() => loadUserMenu().then((UserMenu) => ({ default: UserMenu })));
/** The notification bell (its count asked once a minute) comes after the first render: it is not in the first load. */
const LazyBell = lazy(() => import('../NotificationBell/NotificationBell').then((m) => ({ default: m.NotificationBell })));

export type AppHeaderProps = Pick<HeaderBarProps, 'variant' | 'drawer'>;

export function AppHeader({ variant, drawer }: AppHeaderProps) {
  const auth = useSession();
  const principal = usePrincipal();
  const { pathname } = useLocation();
  const UserMenu = loadedUserMenu() ?? LazyUserMenu;
  return (
    <HeaderBar
      variant={variant}
      drawer={drawer}
      brand={(className, content) => (
        <AppLink to={auth.isLoggedIn ? homePathFor(pathname) : loginPathFor(pathname)} className={className}>
          {content}
        </AppLink>
      )}
      end={
        auth.isLoggedIn ? (
          <>
            {passes(principal, 'events.read') ? (
              <Suspense fallback={null}>
                <LazyBell />
              </Suspense>
            ) : null}
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          </>
        ) : null
      }
    />
  );
}
