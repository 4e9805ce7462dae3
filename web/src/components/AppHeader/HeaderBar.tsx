import { Hamburger, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';

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

export interface HeaderBarProps {
  /** alt: the compact header of public pages (no tenant line). */
  variant: 'full' | 'alt';
  drawer?: { open: boolean; onToggle: () => void };
  /** The brand as a link home (or to the sign-in page), drawn by the caller's link with the given class and content. */
  brand: (className: string, content: ReactNode) => ReactNode;
  /** After the language switch: the user menu of a signed-in user. */
  end?: ReactNode;
}

/**
 * The header's markup, without a router: the staff app's AppHeader (react-router links, the user menu) and the
 * sign-in entry (web/src/signin/) draw the same bar.
 */
export function HeaderBar({ variant, drawer, brand, end }: HeaderBarProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const { data } = useBootstrap();
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
      {brand(
        styles.brand,
        <>
          <img src="/favicon.svg" alt="" className={styles.logo} />
          {t('app.name')}
        </>,
      )}
      {variant === 'full' && data ? <Text className={styles.tenant}>{data.tenant.name}</Text> : null}
      <div className={styles.spacer} />
      <LanguageSwitch />
      {end}
    </header>
  );
}
