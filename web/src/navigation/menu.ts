import type { FluentIcon } from '@fluentui/react-icons';
import { passesAny } from '../../../shared/auth/permissions';
import { access, type FeatureMap, type GuardHolder } from '../../../shared/auth/route-guard';
import { MENU_GROUPS, type AppRoute, type MenuGroup, type RouteName } from './route-types';
import { inherit, type ResolvedRoute } from './route-tree';

export interface MenuEntry {
  path: string;
  name: RouteName;
  icon?: FluentIcon;
  children: MenuEntry[];
}

export interface MenuSection {
  group: MenuGroup;
  entries: MenuEntry[];
}

/**
 * A route is in the menu when it is visible, is not a detail page (no path parameters), its
 * visibleWith switch is held, its menuScope is held, and the guard would let the user in: flags, view
 * switches, scopes.
 */
export function inMenu(route: ResolvedRoute, principal: GuardHolder, features: FeatureMap): boolean {
  if (route.visible === false || route.path.includes(':')) return false;
  if (route.visibleWith && !route.visibleWith.some((s) => principal.scopes.includes(s))) return false;
  if (route.menuScope && !passesAny(principal, route.menuScope)) return false;
  return access(route, principal, features) === 'ok';
}

/** The drawer's sections in menu order; a parent shows as a category of its visible children. */
export function buildMenu(table: readonly AppRoute[], principal: GuardHolder, features: FeatureMap): MenuSection[] {
  const sections = new Map<MenuGroup, MenuEntry[]>(MENU_GROUPS.map((g) => [g, []]));
  for (const route of table) {
    if (!route.group) continue;
    const self: ResolvedRoute = { ...route };
    const selfShown = inMenu(self, principal, features);
    const children = (route.children ?? [])
      .map((c) => inherit(c, self))
      .filter((c) => inMenu(c, principal, features))
      .map((c): MenuEntry => ({ path: c.path, name: c.name, children: [] }));
    let entry: MenuEntry | null = null;
    if (children.length > 0) {
      const own = route.selfName && selfShown ? [{ path: route.path, name: route.selfName, children: [] }] : [];
      entry = { path: route.path, name: route.name, icon: route.icon, children: [...own, ...children] };
    } else if (selfShown) {
      entry = { path: route.path, name: route.name, icon: route.icon, children: [] };
    }
    if (entry) sections.get(route.group)?.push(entry);
  }
  return MENU_GROUPS.map((group) => ({ group, entries: sections.get(group) ?? [] })).filter((s) => s.entries.length > 0);
}

/** Where a menu entry leads: its own page, or its first child when it is only a category. */
export function entryTarget(entry: MenuEntry): string {
  return entry.children[0]?.path ?? entry.path;
}

/**
 * Where a parent route without a page of its own leads (spec 1 lists /booking, /bank, /vessel … as
 * parents of their group): the first child the user may open and see in the menu that has a built
 * page, else the first such child at all (its own placeholder then says which screen is missing).
 * Undefined when no child is open to the user: the parent's own guard decision stands.
 */
export function parentLanding(route: ResolvedRoute, principal: GuardHolder, features: FeatureMap): string | undefined {
  if (route.page || !route.children?.length) return undefined;
  const open = route.children.map((c) => inherit(c, route)).filter((c) => inMenu(c, principal, features));
  return (open.find((c) => c.page) ?? open[0])?.path;
}
