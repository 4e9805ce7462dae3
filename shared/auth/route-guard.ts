import { passesAny, viewSwitchedOff } from './permissions';
import { isGuest } from './principal-kinds';
import type { Principal } from './principal';
import type { ErrorCode } from '../api/errors';

/**
 * The route guard of spec 1 section 6, as pure logic: the web's router asks it before every
 * navigation, the menu asks it which entries to show. The permission maths is the API's own
 * (permissions.ts), so a route and the endpoints behind it cannot disagree about a scope.
 */

/** What the guard needs to know about a route (the rest of the route table is the web's business). */
export interface RouteGuardMeta {
  /** Any one of these passes; none (or an empty list) means the route is open to everyone. */
  scope?: readonly string[];
  /** View switches ($view.X.Off) that block the route when the user holds them. */
  not?: readonly string[];
  /** Feature flags: the route exists only while at least one of them is on. */
  feature?: readonly string[];
  /** A whitelist of e-mail addresses on top of the scopes (for example the module switchboard). */
  users?: readonly string[];
  /**
   * Where a signed-in (non-guest) user opening this route goes instead: the login pages send to /,
   * the password and register pages to the area's home, because those forms are for guests only.
   */
  signedInRedirect?: string;
}

export type GuardNotice = Extract<ErrorCode, 'UNAUTHORIZED' | 'FORBIDDEN'>;

export type GuardDecision =
  | { kind: 'allow' }
  /** The same location again: nothing happens, no notice, no history entry. */
  | { kind: 'ignore' }
  | { kind: 'redirect'; to: string; notice?: GuardNotice };

export type GuardHolder = Pick<Principal, 'userType' | 'userId' | 'scopes' | 'email'>;

export type FeatureMap = Readonly<Partial<Record<string, boolean>>>;

export interface GuardContext {
  principal: GuardHolder;
  features: FeatureMap;
  /** Target location: path plus query string. */
  to: string;
  /** The location the user is on now (path plus query); absent on the first page load. */
  from?: string;
}

/** Why a route cannot be opened; 'ok' when it can. */
export type Access = 'ok' | 'feature' | 'view' | 'user' | 'scope';

export const LOGIN_PATH = '/login';
export const CLUB_LOGIN_PATH = '/club/login';
export const HOME_PATH = '/';
export const CLUB_HOME_PATH = '/club/dashboard';
/** The query parameter the login page reads to continue where the guest wanted to go. */
export const REDIRECT_PARAM = 'redirect';

function pathOf(location: string): string {
  const cut = location.search(/[?#]/);
  return cut === -1 ? location : location.slice(0, cut);
}

export function isClubPath(location: string): boolean {
  const path = pathOf(location);
  return path === '/club' || path.startsWith('/club/');
}

export function loginPathFor(location: string): string {
  return isClubPath(location) ? CLUB_LOGIN_PATH : LOGIN_PATH;
}

export function homePathFor(location: string): string {
  return isClubPath(location) ? CLUB_HOME_PATH : HOME_PATH;
}

/** A location inside this application: exactly one leading slash ("//host" would leave it). */
export function isInternalLocation(location: string | null | undefined): location is string {
  return typeof location === 'string' && location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\');
}

/** The login page for a location, remembering the location so that sign-in can continue there. */
export function loginRedirectFor(location: string): string {
  const login = loginPathFor(location);
  const path = pathOf(location);
  if (path === HOME_PATH || path === CLUB_HOME_PATH || path === login) return login;
  return `${login}?${REDIRECT_PARAM}=${encodeURIComponent(location)}`;
}

export function featuresOn(meta: Pick<RouteGuardMeta, 'feature'>, features: FeatureMap): boolean {
  return !meta.feature || meta.feature.length === 0 || meta.feature.some((f) => features[f] === true);
}

export function isProtected(meta: Pick<RouteGuardMeta, 'scope' | 'users'>): boolean {
  return (meta.scope?.length ?? 0) > 0 || (meta.users?.length ?? 0) > 0;
}

/**
 * Can this user open this route at all? Used by the guard and by the menu (which hides what the
 * guard would refuse). Admins pass every scope check (permissions.ts) but not view switches.
 */
export function access(meta: RouteGuardMeta, principal: GuardHolder, features: FeatureMap): Access {
  if (!featuresOn(meta, features)) return 'feature';
  if (meta.not?.some((viewSwitch) => viewSwitchedOff(principal, viewSwitch))) return 'view';
  if (meta.users && meta.users.length > 0) {
    const email = principal.email?.toLowerCase();
    if (isGuest(principal) || !email || !meta.users.some((u) => u.toLowerCase() === email)) return 'user';
  }
  if (!passesAny(principal, meta.scope ?? [])) return 'scope';
  return 'ok';
}

/** The decision for one navigation. */
export function decide(meta: RouteGuardMeta, ctx: GuardContext): GuardDecision {
  const { principal, to, from } = ctx;
  const guest = isGuest(principal);

  if (!guest && meta.signedInRedirect !== undefined && pathOf(meta.signedInRedirect) !== pathOf(to)) {
    return { kind: 'redirect', to: meta.signedInRedirect };
  }

  const result = access(meta, principal, ctx.features);
  if (result === 'ok') return from === to ? { kind: 'ignore' } : { kind: 'allow' };

  // A guest must sign in first, wherever the protected route is.
  if (guest && isProtected(meta)) return { kind: 'redirect', to: loginRedirectFor(to), notice: 'UNAUTHORIZED' };

  // Back where the user came from, else the area's home, else the login page. Each step skips
  // the target itself so that a refused route can never redirect to itself.
  const target = pathOf(to);
  if (from !== undefined && pathOf(from) !== target) return { kind: 'redirect', to: from, notice: 'FORBIDDEN' };
  const home = homePathFor(to);
  if (!guest && home !== target) return { kind: 'redirect', to: home, notice: 'FORBIDDEN' };
  return { kind: 'redirect', to: loginPathFor(to), notice: 'FORBIDDEN' };
}
