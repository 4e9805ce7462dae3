import { userRolesResource } from '../../../shared/api/user-roles';
import { setUserSessionScopes } from '../../data/sessions';
import { effectiveScopes, userRoles, type RoleCache } from '../../data/user-roles';
import { users } from '../../data/users';
import { assertMayGrant, assertMayManage } from '../../lib/grants';
import { holds } from '../../lib/references';
import { resourceActions } from '../../lib/resource-engine';

/** A role's rights: its scopes, active or not (switching it on hands them out). */
const rights = (role: { scopes: readonly string[] }) => ({ userType: 'role', scopes: role.scopes });

/**
 * Everyone holding the role gets their new effective scopes on every open session: the next request
 * with the same token already has them (shared/auth sessions: docs/decisions.md "Sign-in and sessions").
 */
async function passOnToSessions(tenant: string, role: { id: string; scopes: string[]; active: boolean }): Promise<void> {
  const { data: holders } = await users.page(tenant, {
    slot: 1,
    descending: false,
    offset: 0,
    limit: Number.MAX_SAFE_INTEGER,
    filter: [holds('roleIds', role.id)],
  });
  // The role as just written, not a possibly older read of it.
  const cache: RoleCache = new Map([[role.id, Promise.resolve({ scopes: role.scopes, active: role.active })]]);
  for (let i = 0; i < holders.length; i += 10) {
    await Promise.all(holders.slice(i, i + 10).map(async (u) => setUserSessionScopes(tenant, u.id, await effectiveScopes(tenant, u, cache))));
  }
}

const sameGrant = (a: { scopes: string[]; active: boolean }, b: { scopes: string[]; active: boolean }) =>
  a.active === b.active && a.scopes.length === b.scopes.length && a.scopes.every((s) => b.scopes.includes(s));

export const roleActions = resourceActions(userRolesResource, userRoles, {
  idPrefix: 'ur',
  // A role hands its scopes to everyone who holds it: only a caller holding all of them may edit it, and
  // it may only carry scopes the caller holds (so a role with admin is for administrators only).
  prepare: async ({ principal, kind, data, current }) => {
    if (kind === 'update' && current) assertMayManage(principal, rights(current), 'ROLE');
    assertMayGrant(principal, rights(data));
    return { data };
  },
  afterWrite: async ({ tenant, kind, entity, previous }) => {
    if (kind === 'update' && previous && !sameGrant(previous, entity)) await passOnToSessions(tenant, entity);
  },
  blockDelete: async (tenant, role, principal) => {
    assertMayManage(principal, rights(role), 'ROLE');
    const holder = await users.firstMatch(tenant, [holds('roleIds', role.id)]);
    return holder ? `Role ${role.name} is still held by ${holder.name} (and perhaps others); take it from them first` : null;
  },
});
