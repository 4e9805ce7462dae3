import { userRolesResource } from '../../shared/api/user-roles';
import { repositoryFor } from '../lib/resource-engine';

export const userRoles = repositoryFor(userRolesResource);

/**
 * A user's effective scopes: its own plus those of its active roles (missing roles are skipped). Read
 * when a token is issued, so a role change takes effect at the next sign-in or token refresh.
 */
export async function effectiveScopes(tenant: string, user: { scopes: string[]; roleIds?: string[] }): Promise<string[]> {
  const roles = await Promise.all((user.roleIds ?? []).map((id) => userRoles.get(tenant, id)));
  const scopes = new Set(user.scopes);
  for (const role of roles) if (role?.active) for (const s of role.scopes) scopes.add(s);
  return [...scopes];
}
