import { specialGroupsResource, specialsResource } from '../../shared/api/specials';
import { bumpPricingAfterImport, pricingVersionBumps } from './pricing-version';
import { repositoryFor } from './repository';

/** Specials and their groups are pricing data: each write bumps the pricing version (pricing-version.ts). */
const pricing = { derived: pricingVersionBumps, afterImport: (tenant: string) => bumpPricingAfterImport(tenant) };
export const specials = repositoryFor(specialsResource, pricing);
export const specialGroups = repositoryFor(specialGroupsResource, pricing);
