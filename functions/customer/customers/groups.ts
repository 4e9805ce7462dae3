import { customerDataGroupExtraEndpoints as api } from '../../../shared/api/customer-extras';
import { customerDataGroupsResource, customerGroupsResource } from '../../../shared/api/customer-groups';
import { planFieldMove, requireOtherGroup } from '../../../shared/domain/customer/field-move';
import { ConflictError } from '../../../shared/errors';
import { action } from '../../lib/http';
import { eq } from '../../lib/references';
import { resourceActions } from '../../lib/resource-engine';
import { customerDataGroups, customerGroups } from '../../data/customer-groups';
import { customers } from '../../data/customers';
import { transactWrite } from '../../data/transactions';
import { uniqueHandOver } from '../../data/unique';

export const customerGroupActions = resourceActions(customerGroupsResource, customerGroups, {
  idPrefix: 'cg',
  blockDelete: async (tenant, group) => {
    const member = await customers.firstMatch(tenant, [eq('groupId', group.id)]);
    return member ? `Customer group ${group.name} still has customers (for example ${member.masterData.lastName}); move them to another group first` : null;
  },
});

export const customerDataGroupActions = [
  ...resourceActions(customerDataGroupsResource, customerDataGroups, {
    idPrefix: 'cdg',
    blockDelete: async (_tenant, group) =>
      group.fields.length ? `Customer data group ${group.name} still holds ${group.fields.length} field(s); move them to another group first` : null,
  }),

  /** Both groups change in one transaction, and the field's lookup is handed from one to the other. */
  action(api.move, async ({ tenant, params }) => {
    requireOtherGroup(params.from, params.to);
    const [from, to] = await Promise.all([customerDataGroups.getOrThrow(tenant, params.from), customerDataGroups.getOrThrow(tenant, params.to)]);
    const { field, fromFields, toFields } = planFieldMove(from, to, params.field);
    const now = new Date();
    const fromUpdate = customerDataGroups.updateItems(tenant, from, from.version, { ...from, fields: fromFields }, now);
    const toUpdate = customerDataGroups.updateItems(tenant, to, to.version, { ...to, fields: toFields }, now);
    const handOver = uniqueHandOver(tenant, 'CUSTOMERDATAGROUP', 'field', field.key.toLowerCase(), from.id, to.id);
    const items = [...fromUpdate.items, ...toUpdate.items, handOver.item];
    const stale = `customer data group ${from.id} or ${to.id} was changed by someone else; reload and try again`;
    try {
      await transactWrite(items, (i) =>
        i === 0 || i === fromUpdate.items.length ? stale : i === items.length - 1 ? handOver.conflict! : 'history item exists',
      );
    } catch (err) {
      if (err instanceof ConflictError && err.description === stale) throw new ConflictError(stale, 'VERSION_CONFLICT');
      throw err;
    }
    return { from: { ...fromUpdate.entity }, to: { ...toUpdate.entity } };
  }),
];
