import { GetCommand, PutCommand, QueryCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { FEATURE_FLAGS, type FeatureFlag } from '../../shared/constants';
import { db, tableName } from './client';
import { getItem } from './read-round';
import { domainItem, domainKey, hostItem, hostKey, hostsPk, tenantItem, tenantKey, ZTenant, type Tenant } from './entities/tenant';

export { ZTenant, type Tenant };

export async function getTenant(id: string): Promise<Tenant | null> {
  const item = await getItem(tenantKey(id));
  return item ? tenantItem.fromItem(item) : null;
}

export async function putTenant(tenant: Tenant): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: tenantItem.toItem(tenantKey(tenant.id), tenant) }));
}

export function featureMap(tenant: Pick<Tenant, 'features'> | null): Record<FeatureFlag, boolean> {
  return Object.fromEntries(FEATURE_FLAGS.map((f) => [f, tenant?.features[f] === true])) as Record<FeatureFlag, boolean>;
}

/** Host names the operator's guests use (`<tenant>.<saas domain>` or their own domain) map to the tenant. */
export async function tenantForHost(host: string): Promise<string | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: domainKey(host.toLowerCase()) }));
  return res.Item ? domainItem.fromItem(res.Item).tenant : null;
}

/**
 * Maps a host name to the tenant: the global `G#DOMAIN#<host>` item the public calls resolve, and the
 * tenant's own list `T#<tenant>#HOST` that links in mails are built from (the first mapped host first).
 */
export async function mapHost(host: string, tenant: string, now = new Date()): Promise<void> {
  const name = host.toLowerCase();
  await db().send(new PutCommand({ TableName: tableName(), Item: domainItem.toItem(domainKey(name), { tenant }) }));
  const existing = await db().send(new GetCommand({ TableName: tableName(), Key: hostKey(tenant, name) }));
  if (!existing.Item) {
    await db().send(new PutCommand({ TableName: tableName(), Item: hostItem.toItem(hostKey(tenant, name), { host: name, mappedAt: now.toISOString() }) }));
  }
}

/** The host names mapped to the tenant, the first mapped first. */
export async function tenantHosts(tenant: string): Promise<string[]> {
  const res = await db().send(
    new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': hostsPk(tenant) } }),
  );
  return (res.Items ?? [])
    .filter((i) => i.entityType === hostItem.entityType)
    .map((i) => hostItem.fromItem(i))
    .sort((a, b) => a.mappedAt.localeCompare(b.mappedAt) || a.host.localeCompare(b.host))
    .map((i) => i.host);
}

/**
 * The Update of the TENANT item for new company settings or module switches, if it is still at
 * `expectedVersion` (the caller's transaction answers 409 otherwise). Only the fields given change.
 */
export function tenantUpdate(
  id: string,
  expectedVersion: number,
  changes: Partial<Pick<Tenant, 'name' | 'baseCurrency' | 'timezone' | 'lang' | 'supportedLanguages'>> & { features?: Partial<Record<FeatureFlag, boolean>> },
): NonNullable<TransactWriteCommandInput['TransactItems']>[number] {
  const names: Record<string, string> = { '#v': 'version' };
  const values: Record<string, unknown> = { ':v': expectedVersion, ':one': 1 };
  const sets: string[] = ['#v = #v + :one'];
  const { features, ...fields } = changes;
  for (const [i, [k, v]] of Object.entries(fields).entries()) {
    if (v === undefined) continue;
    names[`#f${i}`] = k;
    values[`:f${i}`] = v;
    sets.push(`#f${i} = :f${i}`);
  }
  if (features) {
    names['#features'] = 'features';
    for (const [i, [flag, on]] of Object.entries(features).entries()) {
      if (on === undefined) continue;
      names[`#m${i}`] = flag;
      values[`:m${i}`] = on;
      sets.push(`#features.#m${i} = :m${i}`);
    }
  }
  return {
    Update: {
      TableName: tableName(),
      Key: tenantKey(id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk) AND #v = :v',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}
