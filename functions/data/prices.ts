import { commissionsResource, priceDefinitionsResource, priceVariantsResource, supplementsResource, termsResource } from '../../shared/api/price-resources';
import { bumpPricingAfterImport, pricingVersionBumps } from './pricing-version';
import { repositoryFor } from './repository';
import { uniqueValues } from './unique';

/** Prices (ISSUE-13): price definitions (seasons), variants, supplements, terms of payment, commission schemes. */
/** Definitions, variants, supplements, terms and commissions are pricing data: each write bumps the pricing version (pricing-version.ts). */
const pricing = { afterImport: (tenant: string) => bumpPricingAfterImport(tenant) };
export const priceDefinitions = repositoryFor(priceDefinitionsResource, { ...pricing, derived: pricingVersionBumps });
export const priceVariants = repositoryFor(priceVariantsResource, { ...pricing, derived: pricingVersionBumps });
export const supplements = repositoryFor(supplementsResource, { ...pricing, derived: pricingVersionBumps });

/** One active default at most, like taxes (docs/decisions.md, "Prices"): a second default is 409 until the first is unset. */
const oneDefault = (type: string, what: string) => {
  const unique = uniqueValues<{ id: string; isDefault: boolean; active: boolean }>(type, [
    {
      name: 'default',
      label: `default ${what}`,
      values: (t) => (t.isDefault && t.active ? ['default'] : []),
      conflict: () => `Other ${what} are the default already; unset the default there first`,
    },
  ]);
  return (tenant: string, change: Parameters<typeof unique>[1]) => [...unique(tenant, change), ...pricingVersionBumps(tenant)];
};

export const termsOfPayment = repositoryFor(termsResource, { ...pricing, derived: oneDefault('TERMS', 'terms of payment') });
export const commissions = repositoryFor(commissionsResource, { ...pricing, derived: oneDefault('COMMISSION', 'commission scheme') });
