import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ZCompanyProfile } from '../../shared/domain/settings/settings';
import type { z } from 'zod';
import { db, tableName } from './client';
import { COMPANY, companyKey } from './entities/tenant';
import { getTenant, type Tenant } from './tenants';

/**
 * The company profile (address, bank, contact) lives beside the TENANT item in `T#<tenant>#COMPANY#<tenant>`:
 * the TENANT item keeps what every request reads (name, currency, zone, languages, features) small.
 */
export { COMPANY, companyKey };

export type CompanyProfile = z.infer<typeof ZCompanyProfile>;

export async function getCompanyProfile(tenant: string): Promise<CompanyProfile> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: companyKey(tenant) }));
  const { pk: _pk, sk: _sk, entityType: _t, ...rest } = res.Item ?? {};
  return ZCompanyProfile.parse(rest);
}

/** The tenant and its profile together, for templates and the company page. */
export async function getCompany(tenant: string): Promise<{ tenant: Tenant | null; profile: CompanyProfile }> {
  const [t, profile] = await Promise.all([getTenant(tenant), getCompanyProfile(tenant)]);
  return { tenant: t, profile };
}
