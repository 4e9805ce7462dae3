import { passes } from '../../shared/auth/permissions';
import { isAdmin, type Principal } from '../../shared/auth/principal';
import { ForbiddenError } from './errors';

/**
 * Nobody hands out more than they hold: a non-admin may only grant scopes (directly or through a role)
 * that they pass themselves, and only an admin makes admins. System writes (no principal) are trusted.
 */
export function assertMayGrant(principal: Principal | undefined, scopes: readonly string[]): void {
  if (!principal || isAdmin(principal)) return;
  const refused = scopes.filter((s) => !passes(principal, s));
  if (refused.length) throw new ForbiddenError('CANNOT_GRANT_SCOPE');
}

export function assertMayManage(principal: Principal | undefined, target: { userType: string; scopes: readonly string[] }): void {
  if (!principal || isAdmin(principal)) return;
  if (target.userType === 'admin' || target.scopes.includes('admin')) throw new ForbiddenError('ADMIN_ONLY');
}
