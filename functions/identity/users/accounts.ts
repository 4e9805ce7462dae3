import type { z } from 'zod';
import { usersResource } from '../../../shared/api/users';
import type { ZUserAccount } from '../../../shared/domain/staff/user-account';
import { agencies } from '../../data/agencies';
import { customers } from '../../data/customers';
import { employees } from '../../data/employees';
import { purgePartition } from '../../data/partition';
import type { Repository } from '../../data/repository';
import { effectiveScopes, userRights, userRoles, type RoleCache } from '../../data/user-roles';
import { credentialDelete, credentialPut, emailLookupDelete, emailLookupPut, userPk, users } from '../../data/users';
import { revokeUserSessions } from '../../data/sessions';
import { afterPasswordChange } from '../auth/password-changed';
import { requireNotSelf } from '../../../shared/domain/staff/user-deletion';
import { ConflictError } from '../../../shared/errors';
import { assertMayGrant, assertMayManage } from '../../lib/grants';
import { hashPassword } from '../../lib/passwords';
import { eq, requireRefs } from '../../lib/references';
import { resourceActions, type EngineOptions } from '../../lib/resource-engine';

type Schema = typeof ZUserAccount;
type Account = z.infer<Schema>;

/** The users repository (functions/data/users.ts) is shared with sign-in; the administration writes the strict shape. */
export const accounts = users as unknown as Repository<Schema>;

/** What a token carries or depends on: a change ends the user's sessions, so old rights do not outlive it. */
const SIGN_IN_FIELDS = ['active', 'userType', 'scopes', 'roleIds', 'assets', 'agencyId', 'customerId', 'email', 'isClubMember'] as const;

export function signInChanged(before: Partial<Account>, after: Partial<Account>): boolean {
  return SIGN_IN_FIELDS.some((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
}

/**
 * Nobody changes their own rights, type, state or e-mail address through the administration (409
 * CANNOT_CHANGE_OWN_RIGHTS): their token would keep what they had (a session's scopes follow role edits,
 * not the token's user type), and an administrator demoting itself could leave the tenant without one.
 * Another administrator does it, and that ends the user's sessions (afterWrite). Name and phone stay free.
 */
function requireOwnRightsKept(actorId: string | undefined, id: string, current: Account | undefined, data: Account): void {
  if (!current || actorId !== id || !signInChanged(current, data)) return;
  const fields = SIGN_IN_FIELDS.filter((key) => JSON.stringify(current[key] ?? null) !== JSON.stringify(data[key] ?? null));
  throw new ConflictError(`Your own ${fields.join(', ')} can only be changed by another administrator`, 'CANNOT_CHANGE_OWN_RIGHTS');
}

const added = <T>(next: readonly T[], before: readonly T[] = []) => next.filter((x) => !before.includes(x));

/**
 * Who may write whom (shared/auth/user-rights.ts): the stored user must be one the caller may manage, and
 * what it becomes too, so nobody changes a user with more rights, nor grants rights they do not hold.
 */
async function checkGrants(tenant: string, principal: Parameters<typeof assertMayGrant>[0], data: Account, current?: Account) {
  if (current) assertMayManage(principal, await userRights(tenant, current));
  const newRoles = added(data.roleIds, current?.roleIds);
  await requireRefs(tenant, [
    ...newRoles.map((id, i) => ({ repo: userRoles, id, path: `body.roleIds.${i}`, label: 'user role' })),
    { repo: agencies, id: data.agencyId, path: 'body.agencyId', label: 'agency' },
    { repo: customers, id: data.customerId, path: 'body.customerId', label: 'customer' },
  ]);
  assertMayGrant(principal, await userRights(tenant, data));
}

/** The users of one answer (a list page) share their role reads: one cache per tenant for this turn of the event loop. */
let turn: Map<string, RoleCache> | undefined;
function rolesThisTurn(tenant: string): RoleCache {
  if (!turn) {
    turn = new Map();
    setImmediate(() => (turn = undefined));
  }
  if (!turn.has(tenant)) turn.set(tenant, new Map());
  return turn.get(tenant)!;
}

/**
 * Users through the generic pattern, with what a user needs beyond it: the unique e-mail lookup (409 when
 * the address is taken), the password as a hash in the credential item, and nobody granting more than
 * they hold.
 */
export const accountOptions: EngineOptions<Schema> = {
  idPrefix: 'u',
  prepare: async ({ tenant, principal, kind, id, data, writeOnly, current }) => {
    // Granting beyond one's rights is refused first (403), so an attempt to raise oneself reads as such.
    await checkGrants(tenant, principal, data, kind === 'update' ? current : undefined);
    requireOwnRightsKept(principal?.userId, id, kind === 'update' ? current : undefined, data);
    const also = [];
    const emailChanged = !current || kind === 'copy' || current.email.toLowerCase() !== data.email.toLowerCase() || current.isClubMember !== data.isClubMember;
    if (emailChanged) {
      also.push(emailLookupPut(tenant, id, data));
      if (kind === 'update' && current) also.push(emailLookupDelete(tenant, id, current));
    }
    const password = typeof writeOnly.password === 'string' ? writeOnly.password : undefined;
    if (password) also.push(credentialPut(tenant, id, await hashPassword(password)));
    return { data, also, describeAlso: (i) => (i === 0 && emailChanged ? `the e-mail address ${data.email} is already in use` : 'a related item changed') };
  },
  blockDelete: async (tenant, user, principal) => {
    requireNotSelf(principal?.userId, user.id);
    assertMayManage(principal, await userRights(tenant, user));
    const employee = await employees.firstMatch(tenant, [eq('userId', user.id)]);
    return employee ? `User ${user.name} is the sign-in of employee ${employee.firstName} ${employee.lastName}; unlink it there first` : null;
  },
  // A new password or changed rights set by someone else end the user's sessions (their own edits of
  // their profile go through /api/users/self and keep them signed in).
  afterWrite: async ({ tenant, kind, entity, previous, principal, writeOnly }) => {
    if (kind !== 'update' || !previous || principal?.userId === entity.id) return;
    if (typeof writeOnly.password === 'string') await afterPasswordChange(tenant, entity.id);
    else if (signInChanged(previous, entity)) await revokeUserSessions(tenant, entity.id);
  },
  // Spec 1 section 3: the user carries permissions.scope, the scopes it holds (own plus its active roles').
  present: async (tenant, user) => ({ ...user, permissions: { scope: await effectiveScopes(tenant, user, rolesThisTurn(tenant)) } }) as typeof user,
  onDelete: (tenant, user) => [emailLookupDelete(tenant, user.id, user), credentialDelete(tenant, user.id)],
  afterDelete: async (tenant, user) => {
    await revokeUserSessions(tenant, user.id);
    await purgePartition(userPk(tenant, user.id));
  },
};

export const accountActions = resourceActions(usersResource, accounts, accountOptions);
