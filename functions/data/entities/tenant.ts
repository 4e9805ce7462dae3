import * as z from 'zod';
import { LANGUAGES } from '../../../shared/constants';
import { entityKey, globalKey, listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

export const TENANT = 'TENANT';
export const COMPANY = 'COMPANY';
export const tenantKey = (tenant: string) => entityKey(tenant, TENANT, tenant);
/** The company profile beside the tenant item. */
export const companyKey = (tenant: string) => entityKey(tenant, COMPANY, tenant);
/** Global host name to tenant: pk `G#DOMAIN#<host>`. */
export const domainKey = (host: string) => globalKey('DOMAIN', host);
/** The tenant's own list of mapped hosts: pk `T#<tenant>#HOST`, sk `<host>`. */
export const hostsPk = (tenant: string) => listPk(tenant, 'HOST');
export const hostKey = (tenant: string, host: string) => ({ pk: hostsPk(tenant), sk: host });

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
export const tenantItem = itemCodec(TENANT, ZTenant);

export const ZDomainItem = z.object({ tenant: z.string() });
export const ZHostItem = z.object({ host: z.string(), mappedAt: z.string() });
export const domainItem = itemCodec('DOMAIN', ZDomainItem);
export const hostItem = itemCodec('HOST', ZHostItem);

export const tenantModels: EntityModel[] = [
  {
    module: 'tenant',
    entityType: TENANT,
    description: 'A tenant: name, languages, feature flags.',
    keys: { table: { pk: 'T#<tenant>#TENANT#<tenant>', sk: 'ROOT' } },
    access: ['tenant by id: Get', 'update with a version condition'],
  },
  {
    module: 'tenant',
    entityType: COMPANY,
    description: "The tenant's company profile (address, bank, contact).",
    keys: { table: { pk: 'T#<tenant>#COMPANY#<tenant>', sk: 'ROOT' } },
    access: ['profile: Get', 'put in the settings transaction'],
  },
  {
    module: 'tenant',
    entityType: 'DOMAIN',
    description: 'Global lookup: which tenant a host name belongs to.',
    keys: { table: { pk: 'G#DOMAIN#<host>', sk: 'ROOT' } },
    access: ['tenant of a request host: Get'],
  },
  {
    module: 'tenant',
    entityType: 'HOST',
    description: "The tenant's mapped host names (links in mails).",
    keys: { table: { pk: 'T#<tenant>#HOST', sk: '<host>' } },
    access: ['hosts of a tenant: Query pk'],
  },
];
