import * as z from 'zod';
import { endpoint } from './endpoint';
import { ZDate, ZEntriesByType, ZPriceEntryOf } from './price-schemas';
import { ZId } from './resource';
import { PRICE_TAGS, priceGet, pricingEndpoints } from './pricing-endpoints';
import { priceDefinitionsResource, priceScopes } from './price-resources';
import type { ZPriceDefinition } from '../domain/pricing/price-definition';

export { ZPricedResult, ZPriceEntryOf, ZSimulateBody, type SimulateBody } from './price-schemas';

/**
 * Prices (ISSUE-13), Lambda `prices`. Spec 1: /price, /pricevariant and /supplements need price.update; /commission
 * and /terms need bookings.update. Whoever sells (the booking scopes) reads them, for the wizard and the booking file.
 */
export { PRICE_RESOURCES, commissionsResource, priceDefinitionsResource, priceVariantsResource, supplementsResource, termsResource } from './price-resources';

/* ---- The price calls (spec 2: /api/price, /api/resort, /api/schedules/{id}/…, /api/settings/…), Lambda `prices` ---- */

const read = priceScopes.read;
const tags = PRICE_TAGS;
const get = priceGet;
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
  simulate: pricingEndpoints.simulate,
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
  findPrice: pricingEndpoints.findPrice,
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
  fullCharterPrice: pricingEndpoints.fullCharterPrice,
};
