import { defineResource } from './resource';
import { PRICE_STATES, PRICE_TYPES, ZPriceDefinition, ZPriceVariant } from '../domain/pricing/price-definition';
import { PRODUCT_PRICE_RULES } from '../domain/product/product';
import { ZSupplement } from '../domain/pricing/supplement';
import { COMMISSION_MODES, ZCommission, ZTermsOfPayment } from '../domain/pricing/terms';
import { priceScopes, SELLER_SCOPES as sellers } from './price-scopes';

/* The price resources of prices.ts, apart from the price calls (prices.ts re-exports them). */

export { priceScopes };
const bookingScopes = { read: ['price.update', ...sellers], create: ['bookings.update'], update: ['bookings.update'], delete: ['bookings.update'] } as const;
const pad = (n: number) => String(n).padStart(6, '0');

/** Price definitions (seasons): `/api/price` with the generic resource pattern. */
export const priceDefinitionsResource = defineResource({
  name: 'price',
  owner: 'prices',
  entityType: 'PRICE',
  schema: ZPriceDefinition,
  scopes: priceScopes,
  sorts: {
    validFrom: (p) => `${p.validRange.from} ${p.name}`,
    name: (p) => p.name,
    updatedAt: (p) => p.updatedAt,
  },
  searchText: (p) => `${p.name} ${p.internalId ?? ''}`,
  filters: {
    type: { type: 'string', values: PRICE_TYPES, label: 'type' },
    status: { type: 'string', values: PRICE_STATES, label: 'status' },
    resort: { type: 'string', label: 'resort' },
    vessel: { type: 'string', label: 'vessel' },
    'validRange.from': { type: 'string', label: 'validFrom' },
    'validRange.to': { type: 'string', label: 'validTo' },
    isAvailableToOTA: { type: 'boolean', label: 'isAvailableToOTA' },
  },
  csv: [
    { key: 'id', header: 'id', value: (p) => p.id },
    { key: 'name', header: 'name', value: (p) => p.name },
    { key: 'internalId', header: 'internalId', value: (p) => p.internalId },
    { key: 'type', header: 'type', value: (p) => p.type },
    { key: 'calculationType', header: 'calculationType', value: (p) => p.calculationType },
    { key: 'status', header: 'status', value: (p) => p.status },
    { key: 'from', header: 'validFrom', value: (p) => p.validRange.from },
    { key: 'to', header: 'validTo', value: (p) => p.validRange.to },
    { key: 'asset', header: 'asset', value: (p) => p.resort ?? p.vessel },
    { key: 'entries', header: 'entries', value: (p) => p.entries.length },
    { key: 'currency', header: 'currency', value: (p) => p.currencies[0] },
  ],
  // A copy starts as a draft: two active definitions of the same dates would compete for every night.
  copy: (p) => ({ ...p, name: `${p.name} (copy)`, status: 'draft' as const }),
  title: (p) => p.name,
  sample: (n) => ({
    name: `High season ${n}`,
    type: 'room' as const,
    resort: 'rs-sample',
    validRange: { from: '2027-01-01', to: '2027-03-31' },
    entries: [{ id: 'e1', roomType: 'rt-sample', noOfPax: 2, price: 120 }],
  }),
});

/** Price variants (board, diving packages): `/api/pricevariant`. */
export const priceVariantsResource = defineResource({
  name: 'pricevariant',
  owner: 'prices',
  entityType: 'PRICEVARIANT',
  schema: ZPriceVariant,
  scopes: priceScopes,
  sorts: { sort: (v) => `${pad(v.sort)} ${v.name}`, name: (v) => v.name, key: (v) => v.key },
  searchText: (v) => `${v.name} ${v.key}`,
  filters: { active: { type: 'boolean', label: 'active' } },
  csv: [
    { key: 'id', header: 'id', value: (v) => v.id },
    { key: 'key', header: 'key', value: (v) => v.key },
    { key: 'name', header: 'name', value: (v) => v.name },
    { key: 'active', header: 'active', value: (v) => v.active },
  ],
  copy: (v) => ({ ...v, name: `${v.name} (copy)`, key: `${v.key}-C`.slice(0, 200) }),
  title: (v) => v.name,
  sample: (n) => ({ name: `Full board ${n}`, key: `FB${n}` }),
});

/** Supplements: `/api/supplements` (spec 2, generic resource pattern). */
export const supplementsResource = defineResource({
  name: 'supplements',
  owner: 'prices',
  entityType: 'SUPPLEMENT',
  schema: ZSupplement,
  scopes: priceScopes,
  sorts: { sort: (s) => `${pad(s.sort)} ${s.name}`, name: (s) => s.name, updatedAt: (s) => s.updatedAt },
  searchText: (s) => `${s.name} ${Object.values(s.description).join(' ')}`,
  filters: {
    priceRule: { type: 'string', values: PRODUCT_PRICE_RULES, label: 'priceRule' },
    mandatory: { type: 'boolean', label: 'mandatory' },
    active: { type: 'boolean', label: 'active' },
  },
  csv: [
    { key: 'id', header: 'id', value: (s) => s.id },
    { key: 'name', header: 'name', value: (s) => s.name },
    { key: 'priceRule', header: 'priceRule', value: (s) => s.priceRule },
    { key: 'price', header: 'price', value: (s) => s.price },
    { key: 'currency', header: 'currency', value: (s) => s.currency },
    { key: 'mandatory', header: 'mandatory', value: (s) => s.mandatory },
    { key: 'active', header: 'active', value: (s) => s.active },
  ],
  copy: (s) => ({ ...s, name: `${s.name} (copy)`, active: false }),
  title: (s) => s.name,
  sample: (n) => ({ name: `Airport transfer ${n}`, priceRule: 'PerPerson' as const, price: 25 }),
});

/** Terms of payment (screen /terms): `/api/terms`. */
export const termsResource = defineResource({
  name: 'terms',
  owner: 'prices',
  entityType: 'TERMS',
  schema: ZTermsOfPayment,
  scopes: bookingScopes,
  sorts: { name: (t) => t.name, updatedAt: (t) => t.updatedAt },
  searchText: (t) => `${t.name} ${t.description ?? ''}`,
  filters: { isDefault: { type: 'boolean', label: 'default' }, active: { type: 'boolean', label: 'active' } },
  csv: [
    { key: 'id', header: 'id', value: (t) => t.id },
    { key: 'name', header: 'name', value: (t) => t.name },
    { key: 'milestones', header: 'milestones', value: (t) => t.entries.map((e) => `${e.reason} ${e.value > 0 ? e.value : `${e.percent}%`}`).join('; ') },
    { key: 'isDefault', header: 'default', value: (t) => t.isDefault },
  ],
  copy: (t) => ({ ...t, name: `${t.name} (copy)`, isDefault: false }),
  title: (t) => t.name,
  sample: (n) => ({
    name: `30 % deposit ${n}`,
    entries: [
      { reason: 'Deposit', percent: 30, date: { days: 7, from: 'booking' as const } },
      { reason: 'Balance', useTerms: true, date: { days: 30, from: 'travel' as const } },
    ],
  }),
});

/** Commission schemes (screen /commission): `/api/commission`. */
export const commissionsResource = defineResource({
  name: 'commission',
  owner: 'prices',
  entityType: 'COMMISSION',
  schema: ZCommission,
  scopes: bookingScopes,
  sorts: { name: (c) => c.name, percent: (c) => `${pad(Math.round(c.percent * 100))} ${c.name}`, updatedAt: (c) => c.updatedAt },
  searchText: (c) => `${c.name} ${c.description ?? ''}`,
  filters: {
    mode: { type: 'string', values: COMMISSION_MODES, label: 'mode' },
    isDefault: { type: 'boolean', label: 'default' },
    active: { type: 'boolean', label: 'active' },
  },
  csv: [
    { key: 'id', header: 'id', value: (c) => c.id },
    { key: 'name', header: 'name', value: (c) => c.name },
    { key: 'percent', header: 'percent', value: (c) => c.percent },
    { key: 'mode', header: 'mode', value: (c) => c.mode },
    { key: 'isDefault', header: 'default', value: (c) => c.isDefault },
  ],
  copy: (c) => ({ ...c, name: `${c.name} (copy)`, isDefault: false }),
  title: (c) => c.name,
  sample: (n) => ({ name: `Agency standard ${n}`, percent: 15 }),
});

export const PRICE_RESOURCES = [priceDefinitionsResource, priceVariantsResource, supplementsResource, termsResource, commissionsResource] as const;
