import { currenciesResource } from '../../shared/api/settings-currencies';
import { repositoryFor } from './repository';
import { uniqueValues } from './unique';

/** A currency code is unique among the active currencies (inactive copies may repeat it). */
export const currencies = repositoryFor(currenciesResource, {
  derived: uniqueValues('CURRENCY', [{ name: 'code', label: 'the currency', values: (c) => (c.active ? [c.code] : []) }]),
});
