import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { userRolesResource } from '../../shared/api/user-roles';
import { effectiveRights, type Rights } from '../../shared/auth/user-rights';
import { repositoryFor } from './repository';
import { db, tableName } from './client';
import { masterDataKey } from './entities/master-data';

export const userRoles = repositoryFor(userRolesResource);

/** What rights depend on of a role. */
export interface RoleGrant {
  scopes: string[];
  active: boolean;
}
export type RoleCache = Map<string, Promise<RoleGrant | null>>;

/**
 * A role's scopes and state, read consistently: a session must never be given scopes from before an edit
 * that has already been passed on to the sessions (see functions/identity/users/roles.ts).
 */
async function readRole(tenant: string, id: string): Promise<RoleGrant | null> {
  const res = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: masterDataKey(tenant, userRolesResource.entityType, id),
      ConsistentRead: true,
      ProjectionExpression: '#s, #a',
      ExpressionAttributeNames: { '#s': 'scopes', '#a': 'active' },
    }),
  );
  return res.Item ? { scopes: (res.Item.scopes as string[] | undefined) ?? [], active: res.Item.active !== false } : null;
}

/** The roles of these ids (missing ones as null); a cache shares the reads across many users. */
function rolesOf(tenant: string, ids: readonly string[], cache: RoleCache = new Map()): Promise<Array<RoleGrant | null>> {
  return Promise.all(
    ids.map((id) => {
      if (!cache.has(id)) cache.set(id, readRole(tenant, id));
      return cache.get(id)!;
    }),
  );
}

/**
 * A user's effective scopes: its own plus those of its active roles (missing roles are skipped). Read
 * when a token is issued and kept on its session, which a role edit updates (functions/identity/users/roles.ts).
 */
export async function effectiveScopes(tenant: string, user: { scopes: string[]; roleIds?: string[] }, cache?: RoleCache): Promise<string[]> {
  const roles = await rolesOf(tenant, user.roleIds ?? [], cache);
  const scopes = new Set(user.scopes);
  for (const role of roles) if (role?.active) for (const s of role.scopes) scopes.add(s);
  return [...scopes];
}

/** A user's rights for administration: own scopes plus every role's, active or not (shared/auth/user-rights.ts). */
export async function userRights(tenant: string, user: Parameters<typeof effectiveRights>[0]): Promise<Rights> {
  return effectiveRights(user, await rolesOf(tenant, user.roleIds ?? []));
}
