import { commissionsResource, priceDefinitionsResource, priceVariantsResource, supplementsResource, termsResource } from '../../shared/api/price-resources';
import { repositoryFor } from './repository';
import { uniqueValues } from './unique';

/** Prices (ISSUE-13): price definitions (seasons), variants, supplements, terms of payment, commission schemes. */
export const priceDefinitions = repositoryFor(priceDefinitionsResource);
export const priceVariants = repositoryFor(priceVariantsResource);
export const supplements = repositoryFor(supplementsResource);

/** One active default at most, like taxes (docs/decisions.md, "Prices"): a second default is 409 until the first is unset. */
const oneDefault = (type: string, what: string) =>
  uniqueValues<{ id: string; isDefault: boolean; active: boolean }>(type, [
    {
      name: 'default',
      label: `default ${what}`,
      values: (t) => (t.isDefault && t.active ? ['default'] : []),
      conflict: () => `Other ${what} are the default already; unset the default there first`,
    },
  ]);

export const termsOfPayment = repositoryFor(termsResource, { derived: oneDefault('TERMS', 'terms of payment') });
export const commissions = repositoryFor(commissionsResource, { derived: oneDefault('COMMISSION', 'commission scheme') });
