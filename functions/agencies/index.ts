import { agenciesResource } from '../../shared/api/agencies';
import { agencies } from '../data/agencies';
import { customers } from '../data/customers';
import { users } from '../data/users';
import { resourceHandler } from '../lib/http';
import { resourceActions } from '../lib/resource-engine';

export const handler = resourceHandler('agencies', [
  ...resourceActions(agenciesResource, agencies, {
    idPrefix: 'a',
    // An agency that still has users or customers cannot go: they would point at nothing.
    blockDelete: async (tenant, agency) => {
      const filter = [{ field: 'agencyId', op: 'eq' as const, value: agency.id }];
      const [withUsers, withCustomers] = await Promise.all([
        users.page(tenant, { slot: 1, descending: false, offset: 0, limit: 1, filter }),
        customers.page(tenant, { slot: 1, descending: false, offset: 0, limit: 1, filter }),
      ]);
      if (withUsers.total > 0) return `Agency ${agency.name} still has ${withUsers.total} user(s); remove or move them first`;
      if (withCustomers.total > 0) return `Agency ${agency.name} still has ${withCustomers.total} customer(s); move them to another agency first`;
      return null;
    },
  }),
]);
