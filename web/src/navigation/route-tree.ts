import type { AppRoute } from './route-types';

/** A route as the router and the menu use it: with the meta it inherited from its parent. */
export interface ResolvedRoute extends AppRoute {
  parent?: ResolvedRoute;
}

/**
 * Children inherit scope, feature, whitelist, menu scope, icon and group unless they set their own, and add their
 * view switches to the parent's, so switching an area off switches off everything in it.
 */
export function inherit(child: AppRoute, parent: ResolvedRoute): ResolvedRoute {
  const not = [...(parent.not ?? []), ...(child.not ?? [])];
  return {
    ...child,
    scope: child.scope ?? parent.scope,
    feature: child.feature ?? parent.feature,
    users: child.users ?? parent.users,
    menuScope: child.menuScope ?? parent.menuScope,
    not: not.length ? not : undefined,
    icon: child.icon ?? parent.icon,
    group: child.group ?? parent.group,
    parent,
  };
}

/** Every route once, children right after their parent, each with its effective meta. */
export function flattenRoutes(table: readonly AppRoute[]): ResolvedRoute[] {
  const out: ResolvedRoute[] = [];
  const walk = (entry: ResolvedRoute) => {
    out.push(entry);
    for (const child of entry.children ?? []) walk(inherit(child, entry));
  };
  table.forEach((r) => walk({ ...r }));
  return out;
}
