import { customerExtraEndpoints as api, MAX_REFERENCES } from '../../../shared/api/customer-extras';
import { customers } from '../../data/customers';
import { addReference, listReferences, removeReference } from '../../data/customer-details';
import { action } from '../../lib/http';

export const referenceActions = [
  action(api.references, async ({ tenant, params }) => {
    await customers.getOrThrow(tenant, params.id);
    return { data: await listReferences(tenant, params.id) };
  }),
  action(api.referenceAdd, async ({ tenant, params }) => addReference(tenant, params.id, params.system, params.external, MAX_REFERENCES)),
  action(api.referenceRemove, async ({ tenant, params }) => {
    await removeReference(tenant, params.id, params.system, params.external);
    return { success: true as const };
  }),
];
