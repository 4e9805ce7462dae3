import { USER_TYPE_INFO, userExtraEndpoints as api } from '../../../shared/api/users';
import { USER_TYPES } from '../../../shared/auth/principal';
import { allOf } from '../../data/iterate';
import { listLogins } from '../../data/logins';
import { userRoles } from '../../data/user-roles';
import { action } from '../../lib/http';

export const userExtraActions = [
  action(api.roles, async ({ tenant }) => {
    const data = [];
    for await (const r of allOf(userRoles, tenant)) {
      if (r.active) data.push({ id: r.id, name: r.name, scopes: r.scopes, ...(r.description ? { description: r.description } : {}) });
    }
    return { data };
  }),

  action(api.types, async () => ({ data: USER_TYPES.map((type) => ({ type, description: USER_TYPE_INFO[type] })) })),

  action(api.logins, async ({ tenant, query }) => ({ data: await listLogins(tenant, { userId: query.userId, limit: query.limit }) })),
];
