import { specialExtraEndpoints as api, specialGroupsResource, specialsResource } from '../../../shared/api/specials';
import { SPECIAL_CONSTANTS } from '../../../shared/domain/pricing/special';
import { specialGroups, specials } from '../../data/specials';
import { action, resourceHandler } from '../../lib/http';
import { eq, requireRefs } from '../../lib/references';
import { resourceActions } from '../../lib/resource-engine';

/** Specials (discounts, free of charge, agency commissions) and special groups. */
export const handler = resourceHandler('specials', [
  ...resourceActions(specialsResource, specials, {
    idPrefix: 'sp',
    prepare: async ({ tenant, data }) => {
      await requireRefs(tenant, [{ repo: specialGroups, id: data.groupId, path: 'body.groupId', label: 'special group' }]);
      return { data };
    },
  }),

  ...resourceActions(specialGroupsResource, specialGroups, {
    idPrefix: 'sg',
    blockDelete: async (tenant, group) => {
      const special = await specials.firstMatch(tenant, [eq('groupId', group.id)]);
      return special ? `Special group ${group.name} still has specials (for example ${special.name}); move them first` : null;
    },
  }),

  action(
    api.constants,
    async () => Object.fromEntries(Object.entries(SPECIAL_CONSTANTS).map(([k, v]) => [k, [...v]])) as Record<keyof typeof SPECIAL_CONSTANTS, string[]>,
  ),
]);
