import { agenciesResource } from '../../../shared/api/agencies';
import { agencyDeleteBlocker } from '../../../shared/domain/agency/agency-deletion';
import type { EngineOptions } from '../../lib/resource-engine';
import { agencyGroups } from '../../data/agency-groups';
import { agencyPartitionPk, listAgencyCredits } from '../../data/agency-details';
import { customers } from '../../data/customers';
import { purgePartition } from '../../data/partition';
import { users } from '../../data/users';
import { requireRefs } from '../../lib/references';

type Schema = typeof agenciesResource.schema;

/** The agency's own rules on top of the generic pattern. */
export const agencyOptions: EngineOptions<Schema> = {
  idPrefix: 'a',
  prepare: async ({ tenant, data }) => {
    await requireRefs(tenant, [{ repo: agencyGroups, id: data.groupId, path: 'body.groupId', label: 'agency group' }]);
    return { data };
  },
  // An agency that still has users, customers or money on account cannot go (shared/domain/agency/agency-deletion.ts).
  blockDelete: async (tenant, agency) => {
    const filter = [{ field: 'agencyId', op: 'eq' as const, value: agency.id }];
    const [withUsers, withCustomers, credits] = await Promise.all([
      // At most 100 each (the message names how many; no count of the lists).
      users.page(tenant, { slot: 1, descending: false, offset: 0, limit: 100, filter }),
      customers.page(tenant, { slot: 1, descending: false, offset: 0, limit: 100, filter }),
      listAgencyCredits(tenant, agency.id),
    ]);
    return agencyDeleteBlocker(agency, { users: withUsers.data.length, customers: withCustomers.data.length, credits });
  },
  // Links to other systems and the history go with the agency.
  afterDelete: async (tenant, agency) => {
    await purgePartition(agencyPartitionPk(tenant, agency.id));
  },
};
