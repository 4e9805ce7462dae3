import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { homePathFor, loginPathFor } from '../../../../shared/auth/route-guard';
import { useSession } from '../../hooks/use-session';
import { AppLink } from '../AppLink/AppLink';
import { loadedUserMenu, loadUserMenu } from '../UserMenu/load-user-menu';
import { HeaderBar, type HeaderBarProps } from './HeaderBar';

export { HEADER_HEIGHT } from './HeaderBar';

const LazyUserMenu = lazy(() => loadUserMenu().then((UserMenu) => ({ default: UserMenu })));

export type AppHeaderProps = Pick<HeaderBarProps, 'variant' | 'drawer'>;

export function AppHeader({ variant, drawer }: AppHeaderProps) {
  const auth = useSession();
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
          <Suspense fallback={null}>
            <UserMenu />
          </Suspense>
        ) : null
      }
    />
  );
}
