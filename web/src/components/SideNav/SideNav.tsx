import {
  makeStyles,
  mergeClasses,
  Nav,
  NavCategory,
  NavCategoryItem,
  NavItem,
  NavSectionHeader,
  NavSubItem,
  NavSubItemGroup,
  tokens,
  type NavProps,
} from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useMatches } from 'react-router';
import { isPlainClick, useAppNavigate } from '../../hooks/use-app-navigate';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { buildMenu, type MenuSection } from '../../navigation/menu';
import type { ResolvedRoute } from '../../navigation/route-tree';
import { routes } from '../../routes';

// The narrow screens' overlay (Fluent's NavDrawer: Drawer, Dialog, Portal, motions, ~30 KB gzipped) is fetched only
// when a narrow screen shows it; a wide screen draws the menu in a plain column (docs/decisions/web.md "First load").
const LazyOverlay = lazy(() => import('./SideNavOverlay').then((m) => ({ default: m.SideNavOverlay })));

const useStyles = makeStyles({
  drawer: { height: '100%', borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  // What Fluent's inline NavDrawer and NavDrawerBody draw: a 260 px column in the menu's colour, its body scrolling.
  inline: {
    width: '260px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    position: 'relative',
    backgroundColor: tokens.colorNeutralBackground4,
  },
  body: {
    flex: 1,
    alignSelf: 'stretch',
    overflow: 'auto',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
    padding: `calc(${tokens.spacingHorizontalXXL} + 1px) ${tokens.spacingHorizontalXS} calc(${tokens.spacingHorizontalXXL} + 1px) ${tokens.spacingHorizontalMNudge}`,
  },
  icon: { fontSize: '20px' },
});

/** Categories get values of their own: a parent page may also be listed as its own first child. */
const categoryValue = (path: string) => `category:${path}`;

/** The menu value to highlight: the page itself, else the nearest ancestor that is in the menu. */
function selection(sections: MenuSection[], route: ResolvedRoute | undefined): { item?: string; category?: string } {
  for (let r = route; r; r = r.parent) {
    for (const section of sections) {
      for (const entry of section.entries) {
        if (entry.children.length === 0 && entry.path === r.path) return { item: entry.path };
        const child = entry.children.find((c) => c.path === r.path);
        if (child) return { item: child.path, category: categoryValue(entry.path) };
        if (entry.path === r.path) return { category: categoryValue(entry.path) };
      }
    }
  }
  return {};
}

export interface SideNavProps {
  open: boolean;
  type: 'inline' | 'overlay';
  onOpenChange: (open: boolean) => void;
  /** After a menu choice (the overlay closes). */
  onNavigate: () => void;
}

/**
 * The side drawer: the menu groups of the route table, showing only what flags, view switches,
 * scopes and visible:false leave. Arrow keys move inside it (Fluent Nav); Escape closes the overlay. Wide screens get
 * Fluent's Nav in a plain column (opened and closed by the header's button, without a slide), narrow ones the overlay
 * NavDrawer of SideNavOverlay.tsx, fetched when first shown.
 */
export function SideNav({ open, type, onOpenChange, onNavigate }: SideNavProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const { data } = useBootstrap();
  const navigate = useAppNavigate();
  const matches = useMatches();
  const route = matches[matches.length - 1]?.handle as ResolvedRoute | undefined;

  const sections = useMemo(() => buildMenu(routes, principal, data?.features ?? {}), [principal, data]);
  const selected = selection(sections, route);
  const [openCategories, setOpenCategories] = useState<string[]>(selected.category ? [selected.category] : []);
  // Arriving on a page of a group opens that group once; the user may close it again.
  useEffect(() => {
    const category = selected.category;
    if (category) setOpenCategories((current) => (current.includes(category) ? current : [...current, category]));
  }, [selected.category]);

  const go = (path: string) => (e: MouseEvent) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    navigate(path);
    onNavigate();
  };

  /** What Fluent's Nav needs to highlight, open and report groups: the same for the column and the overlay. */
  const navProps: Partial<NavProps> = {
    id: 'app-nav',
    selectedValue: selected.item ?? '',
    selectedCategoryValue: selected.category ?? '',
    openCategories,
    // Fluent reports a category's toggle in categoryValue (value is empty for categories).
    onNavCategoryItemToggle: (_e, d) => {
      const category = d.categoryValue;
      if (category === undefined) return;
      setOpenCategories((current) => (current.includes(category) ? current.filter((c) => c !== category) : [...current, category]));
    },
    'aria-label': t('nav.label'),
  };
  const items = (
    <>
      {sections.map((section) => (
        <div key={section.group} role="group" aria-labelledby={`nav-group-${section.group}`}>
          <NavSectionHeader id={`nav-group-${section.group}`}>{t(`nav.group.${section.group}`)}</NavSectionHeader>
          {section.entries.map((entry) => {
            const Icon = entry.icon;
            const icon = Icon ? <Icon className={styles.icon} /> : undefined;
            if (entry.children.length === 0) {
              return (
                <NavItem key={entry.path} value={entry.path} href={entry.path} icon={icon} onClick={go(entry.path)}>
                  {t(`routes.${entry.name}`)}
                </NavItem>
              );
            }
            return (
              <NavCategory key={entry.path} value={categoryValue(entry.path)}>
                <NavCategoryItem icon={icon}>{t(`routes.${entry.name}`)}</NavCategoryItem>
                <NavSubItemGroup>
                  {entry.children.map((child) => (
                    <NavSubItem key={child.path} value={child.path} href={child.path} onClick={go(child.path)}>
                      {t(`routes.${child.name}`)}
                    </NavSubItem>
                  ))}
                </NavSubItemGroup>
              </NavCategory>
            );
          })}
        </div>
      ))}
    </>
  );

  if (type === 'overlay')
    return (
      <Suspense fallback={null}>
        <LazyOverlay open={open} onOpenChange={onOpenChange} navProps={navProps} className={styles.drawer}>
          {items}
        </LazyOverlay>
      </Suspense>
    );
  // The inline drawer closed draws nothing, as Fluent's did.
  if (!open) return null;
  return (
    <Nav {...navProps} role="navigation" className={mergeClasses(styles.inline, styles.drawer)} data-testid="side-nav">
      <div className={styles.body}>{items}</div>
    </Nav>
  );
}
