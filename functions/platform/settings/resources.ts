import {
  currenciesResource,
  paymentProvidersResource,
  pluginsResource,
  settingsExtraEndpoints as api,
  taxesResource,
  translationsResource,
} from '../../../shared/api/settings';
import { DEFAULT_CURRENCY } from '../../../shared/constants';
import { currencies, paymentProviders, plugins, taxes, translations } from '../../data/settings-resources';
import { products } from '../../data/products';
import { getTenant } from '../../data/tenants';
import { currencyDeleteBlocker, requireBaseCurrencyKept, touchesCurrency } from '../../../shared/domain/settings/base-currency';
import { action } from '../../lib/http';
import { eq } from '../../lib/references';
import { resourceActions } from '../../lib/resource-engine';
import { secretOptions } from './secrets';

async function baseCurrencyOf(tenant: string): Promise<string> {
  return (await getTenant(tenant))?.baseCurrency ?? DEFAULT_CURRENCY;
}

export const settingsResourceActions = [
  ...resourceActions(translationsResource, translations, { idPrefix: 'tr' }),
  action(api.translationKeys, async ({ tenant }) => ({ data: ((await translations.values(tenant, 'key')) as string[]).sort() })),

  ...resourceActions(currenciesResource, currencies, {
    idPrefix: 'cur',
    // The base currency stays: every price and booking total is in it (shared/domain/settings/base-currency.ts).
    prepare: async ({ tenant, kind, data, current }) => {
      if (kind === 'update' && current && touchesCurrency(current, data)) requireBaseCurrencyKept(current, await baseCurrencyOf(tenant));
      return { data };
    },
    blockDelete: async (tenant, currency) => currencyDeleteBlocker(currency, await baseCurrencyOf(tenant)),
  }),
  action(api.currencyKeys, async ({ tenant }) => {
    const active = (await currencies.page(tenant, { slot: 1, descending: false, offset: 0, limit: 1000, filter: [eq('active', true)] })).data;
    return { data: [...new Set(active.map((c) => c.code))].sort(), baseCurrency: await baseCurrencyOf(tenant) };
  }),

  ...resourceActions(taxesResource, taxes, {
    idPrefix: 'tax',
    blockDelete: async (tenant, tax) => {
      const product = await products.firstMatch(tenant, [eq('taxId', tax.id)]);
      return product ? `Tax ${tax.name} is used by product ${product.name} (and perhaps others); change them first` : null;
    },
  }),

  ...resourceActions(paymentProvidersResource, paymentProviders, { idPrefix: 'pp', ...secretOptions('PAYMENTPROVIDER') }),
  ...resourceActions(pluginsResource, plugins, { idPrefix: 'pl', ...secretOptions('PLUGIN') }),
];
