import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { FEATURE_FLAGS, LANGUAGES, type FeatureFlag } from '../../shared/constants';
import { db, tableName } from './client';
import { entityKey, globalKey } from './keys';

/** The operator's company: one per tenant, holding its name, settings and module switches. */
export const ZTenant = z.object({
  id: z.string(),
  name: z.string(),
  baseCurrency: z.string(),
  timezone: z.string(),
  lang: z.enum(LANGUAGES),
  supportedLanguages: z.array(z.enum(LANGUAGES)),
  features: z.record(z.string(), z.boolean()),
  version: z.number().int(),
});
export type Tenant = z.infer<typeof ZTenant>;

const TENANT = 'TENANT';

export async function getTenant(id: string): Promise<Tenant | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: entityKey(id, TENANT, id) }));
  return res.Item ? ZTenant.parse(stripKeys(res.Item)) : null;
}

export async function putTenant(tenant: Tenant): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...entityKey(tenant.id, TENANT, tenant.id), entityType: TENANT, ...tenant } }));
}

export function featureMap(tenant: Pick<Tenant, 'features'> | null): Record<FeatureFlag, boolean> {
  return Object.fromEntries(FEATURE_FLAGS.map((f) => [f, tenant?.features[f] === true])) as Record<FeatureFlag, boolean>;
}

/** Host names the operator's guests use (`<tenant>.<saas domain>` or their own domain) map to the tenant. */
export async function tenantForHost(host: string): Promise<string | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: globalKey('DOMAIN', host.toLowerCase()) }));
  return typeof res.Item?.tenant === 'string' ? res.Item.tenant : null;
}

export async function mapHost(host: string, tenant: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...globalKey('DOMAIN', host.toLowerCase()), entityType: 'DOMAIN', tenant } }));
}

function stripKeys(item: Record<string, unknown>): Record<string, unknown> {
  const { pk: _pk, sk: _sk, entityType: _t, ...rest } = item;
  return rest;
}
