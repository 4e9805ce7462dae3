import * as z from 'zod';
import { endpoint } from './endpoint';
import { ZCode, ZDate, ZPricedResult, ZSimulateBody } from './price-schemas';
import { priceScopes } from './price-scopes';
import { ZId } from './resource';

/*
 * The price calls the pricing engine answers (Lambda `pricing`), apart from the other price calls: shared/api/prices.ts
 * lists them among priceExtraEndpoints in their places, and the pricing Lambda carries only this module.
 */

const read = priceScopes.read;
export const PRICE_TAGS = ['prices'];
const tags = PRICE_TAGS;
/** A GET price call (id `price.<id>`) for whoever sells. */
export const priceGet = <I extends object, O extends z.ZodType>(
  id: string,
  path: string,
  summary: string,
  input: I,
  output: O,
  resource: 'prices' | 'pricing' = 'prices',
) => endpoint({ id: `price.${id}`, method: 'GET', path, resource, scopes: read, tags, summary, input, output });

export const pricingEndpoints = {
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
  findPrice: priceGet(
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
  fullCharterPrice: priceGet(
    'fullCharterPrice',
    '/api/schedules/{id}/fullCharterPrice',
    "A whole vessel for the schedule: the charter definition's basePrice (or its entry), else the sum over the cabins of the full-occupancy trip prices; converted to `currency`",
    { params: z.object({ id: ZId }), query: z.strictObject({ currency: ZCode.optional() }) },
    z.object({ amount: z.number(), currency: z.string(), source: z.enum(['charter', 'cabins']), definition: z.string().optional(), rate: z.number() }),
    'pricing',
  ),
};
