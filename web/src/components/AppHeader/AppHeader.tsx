import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { passes } from '../../../../shared/auth/permissions';
import { homePathFor, loginPathFor } from '../../../../shared/auth/route-guard';
import { usePrincipal, useSession } from '../../hooks/use-session';
import { AppLink } from '../AppLink/AppLink';
import { loadedUserMenu, loadUserMenu } from '../UserMenu/load-user-menu';
import { HeaderBar, type HeaderBarProps } from './HeaderBar';
// The notification bell is part of the first load (0.9 KB; a lazy chunk of its own split keys and first-endpoints
// off into chunks of their own too, ~2 KB more: test/e2e/first-load.e2e.test.ts).
import { NotificationBell } from '../NotificationBell/NotificationBell';

export { HEADER_HEIGHT } from './HeaderBar';

const LazyUserMenu = lazy(() => loadUserMenu().then((UserMenu) => ({ default: UserMenu })));

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
            {passes(principal, 'events.read') ? <NotificationBell /> : null}
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          </>
        ) : null
      }
    />
  );
}
