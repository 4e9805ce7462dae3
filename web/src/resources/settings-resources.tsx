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
    { key: 'values.de', label: { de: 'Deutsch', en: 'German' }, grow: 3, minWidth: 200 },
    { key: 'values.en', label: { de: 'Englisch', en: 'English' }, grow: 3, minWidth: 200 },
  ],
  labels: { values: { de: 'Texte', en: 'Texts' } },
  choices: { group: ['app', 'booking', 'mail', 'online'] },
  sections: [{ title: { de: 'Text', en: 'Text' }, fields: ['key', 'group', 'description', 'values'] }],
};

export const taxesConfig: ResourceWebConfig = {
  resource: taxesResource,
  defaultSort: { sort: 'name', order: 'asc' },
  columns: [
    { key: 'name', sort: 'name', grow: 2, minWidth: 160 },
    { key: 'code', minWidth: 80 },
    { key: 'rate', sort: 'rate', format: 'percent', minWidth: 80 },
    { key: 'inclusive', format: 'boolean', minWidth: 90 },
    { key: 'countryCode', label: { de: 'Land', en: 'Country' }, minWidth: 70 },
    { key: 'isDefault', format: 'boolean', minWidth: 80 },
    active,
  ],
  refs: { countryCode: COUNTRY_REF },
  labels: { rate: { de: 'Steuersatz (%)', en: 'Rate (%)' }, inclusive: { de: 'Preise enthalten die Steuer', en: 'Prices include the tax' } },
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
    symbol: { de: 'Symbol', en: 'Symbol' },
    decimals: { de: 'Nachkommastellen', en: 'Decimals' },
    rate: { de: 'Kurs zur Basiswährung', en: 'Rate to the base currency' },
    online: { de: 'Online angeboten', en: 'Offered online' },
    display: { de: 'Zusätzlich anzeigen', en: 'Show in addition' },
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
    provider: { de: 'Anbieter', en: 'Provider' },
    currencies: { de: 'Währungen (leer: alle)', en: 'Currencies (empty: all)' },
    config: { de: 'Öffentliche Einstellungen', en: 'Public settings' },
  },
  enumLabels: { mode: { test: { de: 'Test', en: 'Test' }, live: { de: 'Live', en: 'Live' } } },
  hidden: ['hasSecret'],
  custom: secretsEditor,
  sections: [
    { title: { de: 'Anbieter', en: 'Provider' }, fields: ['name', 'provider', 'mode', 'currencies', 'sort', 'active', 'description'] },
    { title: { de: 'Zugang', en: 'Access' }, fields: ['config', 'secrets'] },
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
  labels: { key: { de: 'Integration', en: 'Integration' } },
  hints: { key: { de: 'z. B. xero, dropbox, mailchimp', en: 'e.g. xero, dropbox, mailchimp' } },
  hidden: ['hasSecret'],
  custom: secretsEditor,
  sections: [
    { title: { de: 'Plug-in', en: 'Plug-in' }, fields: ['name', 'key', 'enabled', 'description'] },
    { title: { de: 'Zugang', en: 'Access' }, fields: ['config', 'secrets'] },
  ],
};
