import { customerDataGroupsResource, customerGroupsResource } from '../../shared/api/customer-groups';
import { repositoryFor } from './repository';
import { uniqueValues } from './unique';

export const customerGroups = repositoryFor(customerGroupsResource);

/** A customer data field belongs to one group at a time: its key is a unique value of the groups. */
export const customerDataGroups = repositoryFor(customerDataGroupsResource, {
  derived: uniqueValues('CUSTOMERDATAGROUP', [{ name: 'field', label: 'the customer data field', values: (g) => g.fields.map((f) => f.key) }]),
});
