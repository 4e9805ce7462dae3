import * as z from 'zod';
import { endpoint } from './endpoint';
import { defineResource } from './resource';
import { admin, everyone } from './settings-currencies';
import { ZFeatures } from './system';
import { FEATURE_FLAGS } from '../constants';
import { PAYMENT_PROVIDER_TYPES, ZPaymentProvider, ZPlugin } from '../domain/settings/payment-provider';
import { SETTINGS_GROUP_NAMES, ZCompany } from '../domain/settings/settings';
import { ZTax } from '../domain/settings/tax';
import { ZTranslation } from '../domain/settings/translation';

export { currenciesResource } from './settings-currencies';

export const translationsResource = defineResource({
  name: 'translation',
  owner: 'settings',
  entityType: 'TRANSLATION',
  schema: ZTranslation,
  scopes: { read: everyone, create: admin, update: admin, delete: admin },
  sorts: { key: (t) => t.key, group: (t) => `${t.group} ${t.key}`, updatedAt: (t) => t.updatedAt },
  searchText: (t) => `${t.key} ${Object.values(t.values).join(' ')}`,
  filters: { group: { type: 'string', label: 'group' }, key: { type: 'string', label: 'key' } },
  csv: [
    { key: 'id', header: 'id', value: (t) => t.id },
    { key: 'key', header: 'key', value: (t) => t.key },
    { key: 'group', header: 'group', value: (t) => t.group },
    { key: 'de', header: 'de', value: (t) => t.values.de },
    { key: 'en', header: 'en', value: (t) => t.values.en },
  ],
  // Keys are unique: the copy's key gets a suffix.
  copy: (t) => ({ ...t, key: `${t.key}_copy${Date.now().toString(36)}` }),
  title: (t) => t.key,
  sample: (n) => ({ key: `booking.welcome${n}`, values: { de: 'Willkommen an Bord', en: 'Welcome aboard' }, group: 'booking' }),
});

export const taxesResource = defineResource({
  name: 'tax',
  owner: 'settings',
  entityType: 'TAX',
  schema: ZTax,
  // Spec 1: /tax is admin; products and prices read the rates.
  scopes: { read: ['settings.read', 'product.read', 'price.update'], create: admin, update: admin, delete: admin },
  sorts: { name: (t) => t.name, rate: (t) => String(Math.round(t.rate * 1000)).padStart(6, '0'), updatedAt: (t) => t.updatedAt },
  searchText: (t) => `${t.name} ${t.code ?? ''}`,
  filters: {
    active: { type: 'boolean', label: 'active' },
    isDefault: { type: 'boolean', label: 'default' },
    countryCode: { type: 'string', label: 'country' },
    rate: { type: 'number', label: 'rate' },
  },
  csv: [
    { key: 'id', header: 'id', value: (t) => t.id },
    { key: 'name', header: 'name', value: (t) => t.name },
    { key: 'code', header: 'code', value: (t) => t.code },
    { key: 'rate', header: 'rate', value: (t) => t.rate },
    { key: 'inclusive', header: 'inclusive', value: (t) => t.inclusive },
    { key: 'countryCode', header: 'country', value: (t) => t.countryCode },
    { key: 'isDefault', header: 'default', value: (t) => t.isDefault },
    { key: 'active', header: 'active', value: (t) => t.active },
  ],
  copy: (t) => ({ ...t, name: `${t.name} (copy)`, isDefault: false }),
  title: (t) => t.name,
  sample: (n) => ({ name: `VAT ${n}`, rate: 19, code: `V${n}` }),
});

export const paymentProvidersResource = defineResource({
  name: 'paymentprovider',
  owner: 'settings',
  entityType: 'PAYMENTPROVIDER',
  schema: ZPaymentProvider,
  writeOnly: ['secrets'],
  // Spec 1: /config/paymentprovider needs payprovider.read; writing takes payprovider.update.
  scopes: { read: ['payprovider.read'], create: ['payprovider.update'], update: ['payprovider.update'], delete: ['payprovider.update'] },
  sorts: { sort: (p) => `${String(p.sort).padStart(4, '0')} ${p.name}`, name: (p) => p.name, updatedAt: (p) => p.updatedAt },
  searchText: (p) => `${p.name} ${p.provider}`,
  filters: {
    provider: { type: 'string', values: PAYMENT_PROVIDER_TYPES, label: 'provider' },
    mode: { type: 'string', values: ['test', 'live'], label: 'mode' },
    active: { type: 'boolean', label: 'active' },
  },
  csv: [
    { key: 'id', header: 'id', value: (p) => p.id },
    { key: 'name', header: 'name', value: (p) => p.name },
    { key: 'provider', header: 'provider', value: (p) => p.provider },
    { key: 'mode', header: 'mode', value: (p) => p.mode },
    { key: 'currencies', header: 'currencies', value: (p) => p.currencies.join(' ') },
    { key: 'hasSecret', header: 'hasSecret', value: (p) => p.hasSecret },
    { key: 'active', header: 'active', value: (p) => p.active },
  ],
  // Secrets are not copied: the copy starts without them and inactive.
  copy: (p) => ({ ...p, name: `${p.name} (copy)`, active: false, hasSecret: false }),
  title: (p) => p.name,
  sample: (n) => ({ name: `Stripe ${n}`, provider: 'stripe' as const, config: { publishableKey: `pk_test_${n}` }, secrets: { secretKey: `sk_test_${n}` } }),
});

export const pluginsResource = defineResource({
  name: 'plugins',
  owner: 'settings',
  entityType: 'PLUGIN',
  schema: ZPlugin,
  writeOnly: ['secrets'],
  // Spec 1: /plugins is admin.
  scopes: { read: ['admin'], create: ['admin'], update: ['admin'], delete: ['admin'] },
  sorts: { name: (p) => p.name, key: (p) => p.key, updatedAt: (p) => p.updatedAt },
  searchText: (p) => `${p.name} ${p.key}`,
  filters: { key: { type: 'string', label: 'key' }, enabled: { type: 'boolean', label: 'enabled' } },
  csv: [
    { key: 'id', header: 'id', value: (p) => p.id },
    { key: 'key', header: 'key', value: (p) => p.key },
    { key: 'name', header: 'name', value: (p) => p.name },
    { key: 'enabled', header: 'enabled', value: (p) => p.enabled },
    { key: 'hasSecret', header: 'hasSecret', value: (p) => p.hasSecret },
  ],
  copy: (p) => ({ ...p, name: `${p.name} (copy)`, enabled: false, hasSecret: false }),
  title: (p) => p.name,
  sample: (n) => ({ key: 'xero', name: `Xero ${n}`, config: { tenantName: 'Demo' }, secrets: { clientSecret: `cs-${n}` } }),
});

const tags = ['settings'];
const ZVersioned = z.object({ version: z.number().int() });
const ZGroupName = z.enum(SETTINGS_GROUP_NAMES);

export const settingsExtraEndpoints = {
  translationKeys: endpoint({
    id: 'translation.keys',
    method: 'GET',
    path: '/api/translation/keys',
    resource: 'settings',
    scopes: everyone,
    tags: ['translation'],
    summary: 'Every translation key, sorted',
    input: {},
    output: z.object({ data: z.array(z.string()) }),
  }),
  currencyKeys: endpoint({
    id: 'currency.keys',
    method: 'GET',
    path: '/api/currency/keys',
    resource: 'settings',
    scopes: everyone,
    tags: ['currency'],
    summary: 'The codes of the active currencies, sorted; the base currency is named',
    input: {},
    output: z.object({ data: z.array(z.string()), baseCurrency: z.string() }),
  }),
  currencies: endpoint({
    id: 'settings.currencies',
    method: 'GET',
    path: '/api/settings/currencies',
    resource: 'settings',
    scopes: everyone,
    tags: ['currency'],
    summary: "The active currencies with their rates, the base, onsite, display and online currencies, and the caller's setting showInvertedCurrencyExchange",
    input: {},
    output: z.object({
      data: z.array(z.object({ code: z.string(), name: z.string(), symbol: z.string(), decimals: z.number().int(), rate: z.number() })),
      baseCurrency: z.string(),
      onsiteCurrency: z.string(),
      displayCurrencies: z.array(z.string()),
      onlineCurrency: z.string().optional(),
      showInvertedCurrencyExchange: z.boolean(),
    }),
  }),
  exchangeRate: endpoint({
    id: 'settings.exchangeRate',
    method: 'GET',
    path: '/api/settings/exchangeRate',
    resource: 'settings',
    scopes: everyone,
    tags: ['currency'],
    summary: "The rate from one active currency to another and its inverse; with `amount`, the amount converted exactly (half-up to the target's decimals)",
    input: {
      query: z.strictObject({
        from: z.string().regex(/^[A-Z]{3}$/),
        to: z.string().regex(/^[A-Z]{3}$/),
        amount: z
          .string()
          .regex(/^-?\d{1,12}(\.\d{1,6})?$/)
          .optional(),
      }),
    },
    output: z.object({
      from: z.string(),
      to: z.string(),
      rate: z.number(),
      invertedRate: z.number(),
      amount: z.number().optional(),
      converted: z.number().optional(),
    }),
  }),
  groupGet: endpoint({
    id: 'settings.group',
    method: 'GET',
    path: '/api/settings/group/{group}',
    resource: 'settings',
    scopes: everyone,
    tags,
    summary: 'A settings group with every key (defaults filled in); the web caches groups for 3 hours',
    input: { params: z.object({ group: ZGroupName }) },
    output: ZVersioned.extend({ group: ZGroupName, values: z.record(z.string(), z.unknown()), updatedAt: z.string().optional() }),
  }),
  groupSave: endpoint({
    id: 'settings.groupSave',
    method: 'POST',
    path: '/api/settings/group/{group}',
    resource: 'settings',
    scopes: admin,
    tags,
    summary: "Save a settings group: every key (missing ones take their default); `version` is the group's (0 before the first save); a stale one answers 409",
    input: { params: z.object({ group: ZGroupName }), body: z.strictObject({ version: z.number().int().min(0), values: z.record(z.string(), z.unknown()) }) },
    output: ZVersioned.extend({ group: ZGroupName, values: z.record(z.string(), z.unknown()), updatedAt: z.string().optional() }),
  }),
  companyGet: endpoint({
    id: 'company.get',
    method: 'GET',
    path: '/api/company',
    resource: 'settings',
    scopes: ['settings.read'],
    tags: ['company'],
    summary: "The operator's company data (name, address, bank, base currency, time zone, languages)",
    input: {},
    output: ZCompany.extend({ version: z.number().int() }),
  }),
  companySave: endpoint({
    id: 'company.save',
    method: 'POST',
    path: '/api/company',
    resource: 'settings',
    scopes: admin,
    tags: ['company'],
    summary: "Save the company data; `version` is the tenant's, a stale one answers 409. The base currency must be an active currency",
    input: { body: ZCompany.extend({ version: z.number().int() }).strict() },
    output: ZCompany.extend({ version: z.number().int() }),
  }),
  modulesGet: endpoint({
    id: 'modules.get',
    method: 'GET',
    path: '/api/modules',
    resource: 'settings',
    scopes: ['settings.read'],
    tags: ['modules'],
    summary: "The tenant's modules (feature flags of spec 1 section 1)",
    input: {},
    output: z.object({ features: ZFeatures, version: z.number().int() }),
  }),
  modulesSave: endpoint({
    id: 'modules.save',
    method: 'POST',
    path: '/api/modules',
    resource: 'settings',
    scopes: ['admin'],
    tags: ['modules'],
    summary: 'Switch modules on or off (only the flags sent change); /api/bootstrap answers the new flags at once',
    input: {
      body: z.strictObject({ version: z.number().int(), features: z.strictObject(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean().optional()]))) }),
    },
    output: z.object({ features: ZFeatures, version: z.number().int() }),
  }),
};
