import { agencyGroupsResource } from '../../../shared/api/agency-groups';
import { agencies } from '../../data/agencies';
import { agencyGroups } from '../../data/agency-groups';
import { eq } from '../../lib/references';
import { resourceActions } from '../../lib/resource-engine';

export const agencyGroupActions = resourceActions(agencyGroupsResource, agencyGroups, {
  idPrefix: 'ag',
  blockDelete: async (tenant, group) => {
    const member = await agencies.firstMatch(tenant, [eq('groupId', group.id)]);
    return member ? `Agency group ${group.name} still has agencies (for example ${member.name}); move them to another group first` : null;
  },
});
