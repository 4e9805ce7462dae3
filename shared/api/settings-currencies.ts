import { defineResource } from './resource';
import { ZCurrency } from '../domain/settings/currency';

/*
 * The currencies of the settings, apart from the other settings resources (shared/api/settings.ts re-exports them):
 * the pricing Lambda reads currencies and so carries only this module, not every settings endpoint.
 */

const letters = (n: number) => String.fromCharCode(65 + (Math.floor(n / 26) % 26)) + String.fromCharCode(65 + (n % 26));
/** Texts and currencies are read all over the application; only administrators write them. */
export const everyone = ['user'] as const;
export const admin = ['settings.update'] as const;

export const currenciesResource = defineResource({
  name: 'currency',
  owner: 'settings',
  entityType: 'CURRENCY',
  schema: ZCurrency,
  scopes: { read: everyone, create: admin, update: admin, delete: admin },
  sorts: { code: (c) => c.code, name: (c) => c.name, updatedAt: (c) => c.updatedAt },
  searchText: (c) => `${c.code} ${c.name} ${c.symbol}`,
  filters: {
    code: { type: 'string', label: 'code' },
    active: { type: 'boolean', label: 'active' },
    online: { type: 'boolean', label: 'online' },
    display: { type: 'boolean', label: 'display' },
  },
  csv: [
    { key: 'id', header: 'id', value: (c) => c.id },
    { key: 'code', header: 'code', value: (c) => c.code },
    { key: 'name', header: 'name', value: (c) => c.name },
    { key: 'symbol', header: 'symbol', value: (c) => c.symbol },
    { key: 'decimals', header: 'decimals', value: (c) => c.decimals },
    { key: 'rate', header: 'rate', value: (c) => c.rate },
    { key: 'online', header: 'online', value: (c) => c.online },
    { key: 'active', header: 'active', value: (c) => c.active },
  ],
  // The code is unique among active currencies: a copy starts inactive.
  copy: (c) => ({ ...c, name: `${c.name} (copy)`, active: false }),
  title: (c) => `${c.code} ${c.name}`,
  sample: (n) => ({ code: `X${letters(n)}`, name: `Test dollar ${n}`, symbol: 'T$', rate: 1.1 }),
});
