import type { Principal } from '../../shared/auth/principal';
import { mayManage, type Rights } from '../../shared/auth/user-rights';
import { ForbiddenError } from '../../shared/errors';

/**
 * The rule of shared/auth/user-rights.ts as 403s. `current`: the user or role as stored (may the caller
 * touch it at all?); `next`: what it becomes (may the caller hand out these rights?). System writes (no
 * principal: seed, imports) are trusted.
 */
export function assertMayManage(principal: Principal | undefined, current: Rights, what: 'USER' | 'ROLE' = 'USER'): void {
  if (principal && !mayManage(principal, current)) throw new ForbiddenError(`CANNOT_MANAGE_${what}`);
}

export function assertMayGrant(principal: Principal | undefined, next: Rights): void {
  if (principal && !mayManage(principal, next)) throw new ForbiddenError('CANNOT_GRANT_SCOPE');
}
