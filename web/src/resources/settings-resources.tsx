import { currenciesResource, paymentProvidersResource, pluginsResource, taxesResource, translationsResource } from '../../../shared/api/settings';
import { SecretsField } from '../components/SecretsField/SecretsField';
import { COUNTRY_REF, CURRENCY_REF } from './refs';
import type { ResourceWebConfig } from './resource-types';

const active = { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 } as const;

export const translationsConfig: ResourceWebConfig = {
  resource: translationsResource,
  defaultSort: { sort: 'key', order: 'asc' },
  columns: [
    { key: 'key', sort: 'key', grow: 2, minWidth: 180 },
    { key: 'group', sort: 'group', minWidth: 100, grow: 0.6 },
    { key: 'values.de', label: 'label.settingsResources.german', grow: 3, minWidth: 200 },
    { key: 'values.en', label: 'label.settingsResources.english', grow: 3, minWidth: 200 },
  ],
  labels: { values: 'label.settingsResources.texts' },
  choices: { group: ['app', 'booking', 'mail', 'online'] },
  sections: [{ title: 'label.settingsResources.text', fields: ['key', 'group', 'description', 'values'] }],
};

export const taxesConfig: ResourceWebConfig = {
  resource: taxesResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 160 },
    { key: 'code', minWidth: 80 },
    { key: 'rate', sort: 'rate', format: 'percent', minWidth: 80 },
    { key: 'inclusive', format: 'boolean', minWidth: 90 },
    { key: 'countryCode', label: 'label.settingsResources.country', minWidth: 70 },
    { key: 'isDefault', format: 'boolean', minWidth: 80 },
    active,
  ],
  refs: { countryCode: COUNTRY_REF },
  labels: { rate: 'label.settingsResources.rate', inclusive: 'label.settingsResources.pricesIncludeTheTax' },
};

export const currenciesConfig: ResourceWebConfig = {
  resource: currenciesResource,
  defaultSort: { sort: 'code', order: 'asc' },
  columns: [
    { key: 'code', sort: 'code', minWidth: 70, grow: 0.5 },
    { key: 'name', sort: 'name', grow: 2, minWidth: 160 },
    { key: 'symbol', minWidth: 70, grow: 0.5 },
    { key: 'rate', format: 'number', minWidth: 90 },
    { key: 'online', format: 'boolean', minWidth: 70 },
    active,
  ],
  labels: {
    symbol: 'label.settingsResources.symbol',
    decimals: 'label.settingsResources.decimals',
    rate: 'label.settingsResources.rateToTheBaseCurrency',
    online: 'label.settingsResources.offeredOnline',
    display: 'label.settingsResources.showInAddition',
  },
};

/** Secrets are write-only: the form shows whether some are stored, never a value. */
const secretsEditor = { secrets: SecretsField };

export const paymentProvidersConfig: ResourceWebConfig = {
  resource: paymentProvidersResource,
  defaultSort: { sort: 'sort', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 160 },
    { key: 'provider', minWidth: 110 },
    { key: 'mode', format: 'enum', minWidth: 70 },
    { key: 'currencies', format: 'list', minWidth: 120 },
    { key: 'hasSecret', format: 'boolean', minWidth: 120 },
    active,
  ],
  refs: { currencies: CURRENCY_REF },
  labels: {
    provider: 'label.settingsResources.provider',
    currencies: 'label.settingsResources.currenciesEmptyAll',
    config: 'label.settingsResources.publicSettings',
  },
  enumLabels: { mode: { test: 'label.settingsResources.test', live: 'label.settingsResources.live' } },
  hidden: ['hasSecret'],
  custom: secretsEditor,
  sections: [
    { title: 'label.settingsResources.provider', fields: ['name', 'provider', 'mode', 'currencies', 'sort', 'active', 'description'] },
    { title: 'label.settingsResources.access', fields: ['config', 'secrets'] },
  ],
};

export const pluginsConfig: ResourceWebConfig = {
  resource: pluginsResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 160 },
    { key: 'key', sort: 'key', minWidth: 120 },
    { key: 'enabled', format: 'boolean', minWidth: 100 },
    { key: 'hasSecret', format: 'boolean', minWidth: 120 },
  ],
  labels: { key: 'label.settingsResources.integration' },
  hints: { key: 'label.settingsResources.eGXeroDropboxMailchimp' },
  hidden: ['hasSecret'],
  custom: secretsEditor,
  sections: [
    { title: 'label.settingsResources.plugIn', fields: ['name', 'key', 'enabled', 'description'] },
    { title: 'label.settingsResources.access', fields: ['config', 'secrets'] },
  ],
};
