import { ADMIN, ANY_AUTHORIZED, GUEST, USER, canUseAsset, passes } from './permissions';
import { isAdmin } from './principal-kinds';
import type { AssetRef, Principal } from './principal';

/**
 * Who may administer whom (docs/decisions.md "User administration"): a pure rule over rights, used by the
 * users Lambda and testable without I/O. Rights are matched with spec 1 section 6's rules (permissions.ts).
 */

/** What a user may do: their type, effective scopes and (for users) the assets they are limited to. */
export interface Rights {
  userType: string;
  scopes: readonly string[];
  /** Users only: an empty list means no restriction. Absent for a role, which carries no assets. */
  assets?: readonly AssetRef[];
}

type Caller = Pick<Principal, 'userType' | 'userId' | 'scopes' | 'assets'>;

/**
 * A user's effective rights for administration: own scopes plus the scopes of every role they hold,
 * active or not (an inactive role can be switched on again, so its scopes count already).
 */
export function effectiveRights(
  user: { userType: string; scopes: readonly string[]; roleIds?: readonly string[]; assets?: readonly AssetRef[] },
  roles: ReadonlyArray<{ scopes: readonly string[] } | null | undefined>,
): Rights {
  const scopes = new Set(user.scopes);
  for (const role of roles) for (const s of role?.scopes ?? []) scopes.add(s);
  return { userType: user.userType, scopes: [...scopes], assets: user.assets ?? [] };
}

export function carriesAdmin(rights: Pick<Rights, 'userType' | 'scopes'>): boolean {
  return rights.userType === 'admin' || rights.scopes.includes(ADMIN);
}

/**
 * Does the caller hold this right? Admins hold all; `admin` only admins. The pseudo-scopes every signed-in
 * user passes grant nothing, and view switches ($view.X.Off) only hide screens: neither needs holding.
 */
export function holdsRight(caller: Caller, scope: string): boolean {
  if (isAdmin(caller)) return true;
  if (scope === ADMIN) return false;
  if (scope === GUEST || scope === USER || scope === ANY_AUTHORIZED || scope.startsWith('$view.')) return true;
  return passes(caller, scope);
}

/** The scopes of the list the caller does not hold. */
export function unheldRights(caller: Caller, scopes: readonly string[]): string[] {
  return scopes.filter((s) => !holdsRight(caller, s));
}

/** A caller limited to some assets may only manage users limited to (some of) the same. */
function assetsWithin(caller: Caller, assets: readonly AssetRef[]): boolean {
  if (isAdmin(caller) || !caller.assets?.length) return true;
  return assets.length > 0 && assets.every((a) => canUseAsset(caller, a));
}

/**
 * May the caller change (password, e-mail, rights, roles, status) or delete a user with these effective
 * rights, or give a user these rights? Only when the caller holds every one of them; administrators (by
 * type, by scope or through a role) only by administrators. For a role (no assets): may the caller edit
 * or delete it, or make it carry these scopes?
 */
export function mayManage(caller: Caller, target: Rights): boolean {
  if (isAdmin(caller)) return true;
  if (carriesAdmin(target)) return false;
  return unheldRights(caller, target.scopes).length === 0 && (target.assets === undefined || assetsWithin(caller, target.assets));
}
