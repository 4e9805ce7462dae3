import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ZCompanyProfile } from '../../shared/domain/settings/settings';
import type { z } from 'zod';
import { db, tableName } from './client';
import { itemCodec } from './entities/entity';
import { COMPANY, companyKey } from './entities/tenant';
import type { TransactItem } from './transactions';
import { getTenant, type Tenant } from './tenants';

/**
 * The company profile (address, bank, contact) lives beside the TENANT item in `T#<tenant>#COMPANY#<tenant>`:
 * the TENANT item keeps what every request reads (name, currency, zone, languages, features) small.
 */
export { COMPANY, companyKey };

export type CompanyProfile = z.infer<typeof ZCompanyProfile>;

/** The COMPANY item (keys in entities/tenant.ts); its schema is the settings domain's profile. */
const companyItem = itemCodec(COMPANY, ZCompanyProfile);

/** A tenant never saved answers the profile's defaults. */
export async function getCompanyProfile(tenant: string): Promise<CompanyProfile> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: companyKey(tenant) }));
  return companyItem.fromItem(res.Item ?? {});
}

/** The Put that replaces the company profile, for the settings transaction. */
export function companyProfilePut(tenant: string, profile: z.input<typeof ZCompanyProfile>): TransactItem {
  return { Put: { TableName: tableName(), Item: companyItem.toItem(companyKey(tenant), profile) } };
}

/** The tenant and its profile together, for templates and the company page. */
export async function getCompany(tenant: string): Promise<{ tenant: Tenant | null; profile: CompanyProfile }> {
  const [t, profile] = await Promise.all([getTenant(tenant), getCompanyProfile(tenant)]);
  return { tenant: t, profile };
}
