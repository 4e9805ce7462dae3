import { employeesResource } from '../../../shared/api/employees';
import { employees } from '../../data/employees';
import { users } from '../../data/users';
import { resourceHandler } from '../../lib/http';
import { requireRefs } from '../../lib/references';
import { resourceActions } from '../../lib/resource-engine';

/** Employees (guides, crew, office staff). */
export const handler = resourceHandler('employees', [
  ...resourceActions(employeesResource, employees, {
    idPrefix: 'e',
    prepare: async ({ tenant, data }) => {
      await requireRefs(tenant, [{ repo: users, id: data.userId, path: 'body.userId', label: 'user' }]);
      return { data };
    },
  }),
]);
