import { customersResource } from '../../../shared/api/customers';
import type { EngineOptions } from '../../lib/resource-engine';
import { agencies } from '../../data/agencies';
import { customerGroups } from '../../data/customer-groups';
import { purgeCustomerPartition, referenceLookupDeletes } from '../../data/customer-details';
import { users } from '../../data/users';
import { eq, requireRefs } from '../../lib/references';

type Schema = typeof customersResource.schema;

/** The customer's own rules on top of the generic pattern. */
export const customerOptions: EngineOptions<Schema> = {
  idPrefix: 'c',
  // A group or agency that does not exist would leave the customer pointing at nothing.
  prepare: async ({ tenant, data }) => {
    await requireRefs(tenant, [
      { repo: customerGroups, id: data.groupId, path: 'body.groupId', label: 'customer group' },
      { repo: agencies, id: data.agencyId, path: 'body.agencyId', label: 'agency' },
    ]);
    return { data };
  },
  // A club sign-in of the customer would point at nothing.
  blockDelete: async (tenant, customer) => {
    const user = await users.firstMatch(tenant, [eq('customerId', customer.id)]);
    return user ? `Customer ${customer.masterData.lastName} has the club sign-in ${user.email}; delete the user or unlink it first` : null;
  },
  // The external ids become free again in the same transaction.
  onDelete: (tenant, customer) => referenceLookupDeletes(tenant, customer.id),
  // Meta values, references and history are personal data too: they go with the customer.
  afterDelete: async (tenant, customer) => {
    await purgeCustomerPartition(tenant, customer.id);
  },
};
