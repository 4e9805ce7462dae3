import * as z from 'zod';
import { endpoint } from './endpoint';
import { ZCode, ZDate, ZEntriesByType, ZPricedResult, ZPriceEntryOf, ZSimulateBody } from './price-schemas';
import { defineResource, ZId } from './resource';
import { PRICE_STATES, PRICE_TYPES, ZPriceDefinition, ZPriceVariant } from '../domain/pricing/price-definition';
import { PRODUCT_PRICE_RULES } from '../domain/product/product';
import { ZSupplement } from '../domain/pricing/supplement';
import { COMMISSION_MODES, ZCommission, ZTermsOfPayment } from '../domain/pricing/terms';

export { ZPricedResult, ZPriceEntryOf, ZSimulateBody, type SimulateBody } from './price-schemas';

/**
 * Prices (ISSUE-13), Lambda `prices`. Spec 1: /price, /pricevariant and /supplements need price.update; /commission
 * and /terms need bookings.update. Whoever sells (the booking scopes) reads them, for the wizard and the booking file.
 */
const sellers = ['bookings.read', 'bookings.create', 'bookings.update'] as const;
const priceScopes = { read: ['price.update', ...sellers], create: ['price.update'], update: ['price.update'], delete: ['price.update'] } as const;
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

/* ---- The price calls (spec 2: /api/price, /api/resort, /api/schedules/{id}/…, /api/settings/…), Lambda `prices` ---- */

const read = priceScopes.read;
const tags = ['prices'];
const get = <I extends object, O extends z.ZodType>(
  id: string,
  path: string,
  summary: string,
  input: I,
  output: O,
  resource: 'prices' | 'pricing' = 'prices',
) => endpoint({ id: `price.${id}`, method: 'GET', path, resource, scopes: read, tags, summary, input, output });
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
type Stored = { id: string; version: number; createdAt: string; updatedAt: string };
/** A stored definition (the resource's item schema, typed as the domain's definition). */
const definition = priceDefinitionsResource.item as z.ZodType as z.ZodType<z.infer<typeof ZPriceDefinition> & Stored>;
/** A price entry with its definition's id, name, range and currency. */

export const priceExtraEndpoints = {
  types: get(
    'types',
    '/api/price/types',
    'The price types: room (resort nights), trip (a place on a schedule), charter (a whole vessel)',
    {},
    list(z.string()),
  ),
  calculationTypes: get(
    'calculationTypes',
    '/api/price/calculationTypes',
    'The calculation types: complete (an entry prices the room) and unit (an entry prices one person)',
    {},
    list(z.string()),
  ),
  entry: get(
    'entry',
    '/api/price/entry/{id}',
    "One price entry by `{definition id}.{entry id}`, with its definition's name, valid range and currency",
    {
      params: z.object({
        id: z
          .string()
          .max(201)
          .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_.-]+$/, { message: 'definition id.entry id' }),
      }),
    },
    ZPriceEntryOf,
  ),
  booking: get(
    'booking',
    '/api/price/booking/{id}',
    "The active price definitions a booking's asset and dates match (resort nights, or the schedule's vessel and departure)",
    { params: z.object({ id: ZId }) },
    list(definition),
  ),
  simulate: endpoint({
    id: 'price.simulate',
    method: 'POST',
    path: '/api/price/simulate',
    // The engine's calls are a Lambda of their own (docs/decisions.md, "Prices"): the engine stays out of the others' bundles.
    resource: 'pricing',
    scopes: read,
    tags,
    summary:
      "The price simulator: prices a stay or a trip with the operator's definitions, supplements, specials, terms, commissions and currencies " +
      'and answers the lines, taxes, commission, milestones and every special with why it matched or which condition failed (money as decimal numbers)',
    input: { body: ZSimulateBody },
    output: ZPricedResult,
  }),
  resortConstants: get(
    'resortConstants',
    '/api/resort/constants',
    'Price types, calculation types, age bands, surcharge types, product price rules, terms due-from, commission modes, line types and customer types',
    {},
    z.record(z.string(), z.array(z.string())),
  ),
  resortPrices: get(
    'resortPrices',
    '/api/resort/prices',
    "A resort's price definitions that overlap from..to (every status; filter by status on the list)",
    { query: z.strictObject({ resort: ZId, from: ZDate, to: ZDate }) },
    list(definition),
  ),
  resortEntries: get(
    'resortEntries',
    '/api/resort/entries',
    'The entries that apply on a date per room type of a resort (the active definition covering the date, as the engine chooses it), optionally of one room type and variant',
    { query: z.strictObject({ resort: ZId, roomType: ZId.optional(), variant: ZId.optional(), date: ZDate }) },
    list(ZEntriesByType),
  ),
  findPrice: get(
    'findPrice',
    '/api/resort/findPrice',
    'The price of a stay in one room type for `persons` adults (and children of `childAges`), priced by the engine; money as decimal numbers',
    {
      query: z.strictObject({
        resort: ZId,
        roomType: ZId,
        from: ZDate,
        to: ZDate,
        persons: z.coerce.number().int().min(1).max(50),
        childAges: z
          .string()
          .regex(/^\d{1,2}(,\d{1,2}){0,19}$/)
          .optional(),
        variant: ZId.optional(),
        currency: ZCode.optional(),
      }),
    },
    ZPricedResult,
    'pricing',
  ),
  print: endpoint({
    id: 'price.print',
    method: 'GET',
    path: '/api/resort/print',
    resource: 'prices',
    scopes: read,
    tags,
    summary: "A resort's price list of a year (its active definitions overlapping the year): HTML, or CSV with format=csv",
    input: { query: z.strictObject({ resort: ZId, year: z.coerce.number().int().min(2000).max(2100), format: z.enum(['html', 'csv']).default('html') }) },
    output: z.string(),
    produces: 'text/html; charset=utf-8',
  }),
  schedulePrice: get(
    'schedulePrice',
    '/api/schedules/{id}/price',
    'The trip price definition of a schedule (its own, else the one of its vessel covering its departure)',
    { params: z.object({ id: ZId }) },
    z.object({ data: definition.nullable() }),
  ),
  schedulePrices: get(
    'schedulePrices',
    '/api/schedules/{id}/prices',
    "The schedule's trip price entries per cabin type",
    { params: z.object({ id: ZId }) },
    list(ZEntriesByType),
  ),
  schedulePriceEntry: get(
    'schedulePriceEntry',
    '/api/schedules/{id}/priceEntry',
    'The trip price entry of a cabin type for an occupancy (adults) and variant; 404 when none prices it',
    { params: z.object({ id: ZId }), query: z.strictObject({ roomType: ZId, noOfPax: z.coerce.number().int().min(1).max(50), variant: ZId.optional() }) },
    ZPriceEntryOf,
  ),
  fullCharterPrice: get(
    'fullCharterPrice',
    '/api/schedules/{id}/fullCharterPrice',
    "A whole vessel for the schedule: the charter definition's basePrice (or its entry), else the sum over the cabins of the full-occupancy trip prices; converted to `currency`",
    { params: z.object({ id: ZId }), query: z.strictObject({ currency: ZCode.optional() }) },
    z.object({ amount: z.number(), currency: z.string(), source: z.enum(['charter', 'cabins']), definition: z.string().optional(), rate: z.number() }),
    'pricing',
  ),
};
