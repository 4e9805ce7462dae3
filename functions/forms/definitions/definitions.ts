import { formDefinitionsResource, formEndpoints as api } from '../../../shared/api/forms';
import { NotFoundError } from '../../../shared/errors';
import { formDefinitions, getFormDefinitionVersion } from '../../data/forms';
import { action } from '../../lib/http';
import { resourceActions } from '../../lib/resource-engine';

/** The definitions: the generic resource (each save a new version, its snapshot beside it) and one saved version. */
export const formDefinitionActions = [
  ...resourceActions(formDefinitionsResource, formDefinitions, { idPrefix: 'fd' }),

  action(api.version, async ({ tenant, params }) => {
    const version = await getFormDefinitionVersion(tenant, params.id, params.version);
    if (!version) throw new NotFoundError(`form definition ${params.id} has no version ${params.version}`);
    return version;
  }),
];
