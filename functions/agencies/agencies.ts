import { agenciesResource } from '../../shared/api/agencies';
import type { EngineOptions } from '../lib/resource-engine';
import { agencyGroups } from '../data/agency-groups';
import { agencyPartitionPk, listAgencyCredits } from '../data/agency-details';
import { customers } from '../data/customers';
import { purgePartition } from '../data/partition';
import { users } from '../data/users';
import { requireRefs } from '../lib/references';

type Schema = typeof agenciesResource.schema;

/** The agency's own rules on top of the generic pattern. */
export const agencyOptions: EngineOptions<Schema> = {
  idPrefix: 'a',
  prepare: async ({ tenant, data }) => {
    await requireRefs(tenant, [{ repo: agencyGroups, id: data.groupId, path: 'body.groupId', label: 'agency group' }]);
    return { data };
  },
  // An agency that still has users, customers or money on account cannot go: they would point at nothing.
  blockDelete: async (tenant, agency) => {
    const filter = [{ field: 'agencyId', op: 'eq' as const, value: agency.id }];
    const [withUsers, withCustomers, credits] = await Promise.all([
      users.page(tenant, { slot: 1, descending: false, offset: 0, limit: 1, filter }),
      customers.page(tenant, { slot: 1, descending: false, offset: 0, limit: 1, filter }),
      listAgencyCredits(tenant, agency.id),
    ]);
    if (withUsers.total > 0) return `Agency ${agency.name} still has ${withUsers.total} user(s); remove or move them first`;
    if (withCustomers.total > 0) return `Agency ${agency.name} still has ${withCustomers.total} customer(s); move them to another agency first`;
    const open = credits.find((c) => c.balance !== 0);
    if (open) return `Agency ${agency.name} still has a credit of ${open.balance} ${open.currency}; settle it first`;
    return null;
  },
  // Links to other systems and the history go with the agency.
  afterDelete: async (tenant, agency) => {
    await purgePartition(agencyPartitionPk(tenant, agency.id));
  },
};
