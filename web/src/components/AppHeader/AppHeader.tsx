import { Hamburger, makeStyles, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { homePathFor, loginPathFor } from '../../../../shared/auth/route-guard';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { useSession } from '../../hooks/use-session';
import { AppLink } from '../AppLink/AppLink';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { loadedUserMenu, loadUserMenu } from '../UserMenu/load-user-menu';

const LazyUserMenu = lazy(() => loadUserMenu().then((UserMenu) => ({ default: UserMenu })));

/** The header's height including its bottom line; the drawer sticks right below it. */
export const HEADER_HEIGHT = '49px';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '48px',
    flexShrink: 0,
    paddingInline: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    // Stays on top while the page scrolls, so the language switch and the user menu are always at hand.
    position: 'sticky',
    top: 0,
    zIndex: 2,
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'none' },
  },
  logo: { width: '24px', height: '24px' },
  tenant: {
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    paddingLeft: tokens.spacingHorizontalS,
    borderLeft: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 600px)': { display: 'none' },
  },
  spacer: { flexGrow: 1 },
});

export interface AppHeaderProps {
  /** alt: the compact header of public pages (no tenant line). */
  variant: 'full' | 'alt';
  drawer?: { open: boolean; onToggle: () => void };
}

export function AppHeader({ variant, drawer }: AppHeaderProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const { data } = useBootstrap();
  const auth = useSession();
  const { pathname } = useLocation();
  const UserMenu = loadedUserMenu() ?? LazyUserMenu;
  return (
    <header className={styles.root}>
      {drawer ? (
        <Hamburger
          onClick={drawer.onToggle}
          aria-expanded={drawer.open}
          aria-controls="app-nav"
          aria-label={drawer.open ? t('nav.close') : t('nav.open')}
          data-testid="nav-toggle"
        />
      ) : null}
      <AppLink to={auth.isLoggedIn ? homePathFor(pathname) : loginPathFor(pathname)} className={styles.brand}>
        <img src="/favicon.svg" alt="" className={styles.logo} />
        {t('app.name')}
      </AppLink>
      {variant === 'full' && data ? <Text className={styles.tenant}>{data.tenant.name}</Text> : null}
      <div className={styles.spacer} />
      <LanguageSwitch />
      {auth.isLoggedIn ? (
        <Suspense fallback={null}>
          <UserMenu />
        </Suspense>
      ) : null}
    </header>
  );
}
