import { customerExtraEndpoints as api, MAX_META_KEYS } from '../../../shared/api/customer-extras';
import { customers } from '../../data/customers';
import { getMeta, listMeta, setMeta } from '../../data/customer-details';
import { NotFoundError } from '../../../shared/errors';
import { action } from '../../lib/http';

export const metaActions = [
  action(api.metaList, async ({ tenant, params }) => {
    await customers.getOrThrow(tenant, params.id);
    return { data: await listMeta(tenant, params.id) };
  }),

  action(api.metaGet, async ({ tenant, params }) => {
    const entry = await getMeta(tenant, params.id, params.key);
    if (!entry) throw new NotFoundError(`customer ${params.id} has no meta value ${params.key}`);
    return entry;
  }),

  action(api.metaSetMany, async ({ tenant, params, body }) => {
    await setMeta(tenant, params.id, body.values, MAX_META_KEYS);
    return { data: await listMeta(tenant, params.id) };
  }),

  action(api.metaSet, async ({ tenant, params, body }) => {
    await setMeta(tenant, params.id, { [params.key]: body.value }, MAX_META_KEYS);
    return (await getMeta(tenant, params.id, params.key)) ?? { key: params.key, value: null, updatedAt: new Date().toISOString() };
  }),
];
