import { userRolesResource } from '../../shared/api/user-roles';
import { userRoles } from '../data/user-roles';
import { users } from '../data/users';
import { assertMayGrant } from '../lib/grants';
import { holds } from '../lib/references';
import { resourceActions } from '../lib/resource-engine';

export const roleActions = resourceActions(userRolesResource, userRoles, {
  idPrefix: 'ur',
  // A role hands its scopes to everyone who holds it: only scopes the writer passes may go in.
  prepare: async ({ principal, kind, data, current }) => {
    const before = kind === 'update' ? (current?.scopes ?? []) : [];
    assertMayGrant(principal, data.scopes.filter((s) => !before.includes(s)));
    return { data };
  },
  blockDelete: async (tenant, role) => {
    const holder = await users.firstMatch(tenant, [holds('roleIds', role.id)]);
    return holder ? `Role ${role.name} is still held by ${holder.name} (and perhaps others); take it from them first` : null;
  },
});
