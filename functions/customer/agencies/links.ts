import { agencyExtraEndpoints as api } from '../../../shared/api/agency-extras';
import { deleteAgencyLink, getAgencyLink, putAgencyLink } from '../../data/agency-details';
import { agencies } from '../../data/agencies';
import { NotFoundError } from '../../../shared/errors';
import { action } from '../../lib/http';

export const linkActions = [
  action(api.linkGet, async ({ tenant, params }) => {
    await agencies.getOrThrow(tenant, params.agency);
    const link = await getAgencyLink(tenant, params.agency, params.system);
    if (!link) throw new NotFoundError(`agency ${params.agency} has no link to ${params.system}`);
    return link;
  }),

  action(api.linkSet, async ({ tenant, params, body }) => {
    const link = { ...body, system: params.system, linkedAt: new Date().toISOString() };
    await putAgencyLink(tenant, params.agency, link);
    return link;
  }),

  action(api.linkRemove, async ({ tenant, params }) => {
    await deleteAgencyLink(tenant, params.agency, params.system);
    return { success: true as const };
  }),
];
