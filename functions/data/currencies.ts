import { currenciesResource } from '../../shared/api/settings-currencies';
import { repositoryFor } from './repository';
import { uniqueValues } from './unique';
import { bumpPricingAfterImport, pricingVersionBumps } from './pricing-version';

/** A currency code is unique among the active currencies (inactive copies may repeat it). */
const unique = uniqueValues<{ id: string; code: string; active: boolean }>('CURRENCY', [
  { name: 'code', label: 'the currency', values: (c) => (c.active ? [c.code] : []) },
]);
/** Currencies are pricing data as well: each write bumps the pricing version (pricing-version.ts). */
export const currencies = repositoryFor(currenciesResource, {
  derived: (tenant, change) => [...unique(tenant, change), ...pricingVersionBumps(tenant)],
  afterImport: (tenant: string) => bumpPricingAfterImport(tenant),
});
