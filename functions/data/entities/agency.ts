import * as z from 'zod';
import { entityPk, listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

const AGENCY = 'AGENCY';
export const LINK_SK_PREFIX = 'LINK#';
/** A link of an agency to an external system, in the agency's partition. */
export const agencyLinkKey = (tenant: string, agencyId: string, system: string) => ({
  pk: entityPk(tenant, AGENCY, agencyId),
  sk: `${LINK_SK_PREFIX}${system}`,
});
/** The tenant's agency credit balances: pk `T#<tenant>#AGENCYCREDIT`, sk `<agencyId>#<currency>`. */
export const agencyCreditPk = (tenant: string) => listPk(tenant, 'AGENCYCREDIT');
export const agencyCreditKey = (tenant: string, agencyId: string, currency: string) => ({ pk: agencyCreditPk(tenant), sk: `${agencyId}#${currency}` });

export const ZAgencyCreditItem = z.object({ agencyId: z.string(), currency: z.string(), balance: z.number().default(0), updatedAt: z.string() });
export const agencyCredit = itemCodec('AGENCYCREDIT', ZAgencyCreditItem);

export const agencyModels: EntityModel[] = [
  {
    module: 'agency',
    entityType: 'AGENCY_LINK',
    description: 'A link of an agency to an external system (one per system).',
    keys: { table: { pk: 'T#<tenant>#AGENCY#<agencyId>', sk: 'LINK#<system>' } },
    access: ['one link: Get', 'put with an agency-exists check', 'removed with the agency partition'],
  },
  {
    module: 'agency',
    entityType: 'AGENCYCREDIT',
    description: 'Money an agency has on account, per currency.',
    keys: { table: { pk: 'T#<tenant>#AGENCYCREDIT', sk: '<agencyId>#<currency>' } },
    access: ['every balance of the tenant: Query pk', "one agency's balances: Query sk begins_with <agencyId>#", 'ADD balance'],
  },
];
