import { access, type FeatureMap, type GuardHolder } from '../../../shared/auth/route-guard';
import { routes } from '../routes';
import { flattenRoutes, type ResolvedRoute } from './route-tree';

const byPath = new Map<string, ResolvedRoute>(flattenRoutes(routes).map((r) => [r.path, r]));

/** A route of the table by its path pattern, with its inherited meta. */
export function routeByPath(path: string): ResolvedRoute | undefined {
  return byPath.get(path);
}

/** Would the guard let this user open the route at this path? */
export function canOpen(path: string, principal: GuardHolder, features: FeatureMap): boolean {
  const route = byPath.get(path);
  return !!route && access(route, principal, features) === 'ok';
}

export const PROFILE_PATH = '/users/profile';
export const CLUB_PROFILE_PATH = '/club/dashboard/profile';

/** Staff and agencies edit their profile at /users/profile; club members in their club area. */
export function profilePathFor(principal: GuardHolder, features: FeatureMap): string | null {
  if (canOpen(PROFILE_PATH, principal, features)) return PROFILE_PATH;
  if (canOpen('/club/dashboard/:tab', principal, features)) return CLUB_PROFILE_PATH;
  return null;
}

export interface OwnRecordLink {
  key: 'header.ownAgency' | 'header.ownCustomer';
  path: string;
}

/**
 * The records a user reaches through a self scope: an agency user's agency (agencies.self at
 * /agency/:id), a club member's customer record (customers.self at /customer/view/:id).
 */
export function ownRecordLinks(principal: GuardHolder & { agencyId?: string; customerId?: string }, features: FeatureMap): OwnRecordLink[] {
  const links: OwnRecordLink[] = [];
  if (principal.agencyId && canOpen('/agency/:id', principal, features))
    links.push({ key: 'header.ownAgency', path: `/agency/${encodeURIComponent(principal.agencyId)}` });
  if (principal.customerId && canOpen('/customer/view/:id', principal, features))
    links.push({ key: 'header.ownCustomer', path: `/customer/view/${encodeURIComponent(principal.customerId)}` });
  return links;
}
