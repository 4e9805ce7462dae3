import { paymentProvidersResource, pluginsResource, taxesResource, translationsResource } from '../../shared/api/settings';
import { repositoryFor } from './repository';
import { uniqueValues } from './unique';

export { currencies } from './currencies';

/** Translation keys are unique per tenant. */
export const translations = repositoryFor(translationsResource, {
  derived: uniqueValues('TRANSLATION', [{ name: 'key', label: 'the translation key', values: (t) => [t.key] }]),
});

/** One active tax is the default at most. */
export const taxes = repositoryFor(taxesResource, {
  derived: uniqueValues('TAX', [
    {
      name: 'default',
      label: 'default tax',
      values: (t) => (t.isDefault && t.active ? ['default'] : []),
      conflict: () => 'Another tax is the default already; unset it there first',
    },
  ]),
});
export const paymentProviders = repositoryFor(paymentProvidersResource);
export const plugins = repositoryFor(pluginsResource);
