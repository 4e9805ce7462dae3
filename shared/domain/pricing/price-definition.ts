import * as z from 'zod';
import { ZCountryCode, ZCurrencyCode, ZDateRange, ZKey, ZLocalizedText, ZName, ZRef } from '../common';
import { SURCHARGE_TYPES } from '../inventory/room-type';
import { zMoneyAmount } from '../money';
import { DEFAULT_CHILD_MAX_AGE } from './ages';
import { PRICE_CALCULATION_TYPES } from '../product/product';

/**
 * A price definition (a season): what a room-night of a resort's room type or a place on a vessel's trip costs,
 * spec 2 section 3 under its names. Designed where the spec says "not shown" (docs/pricing.md):
 * - `type` (price category types, loaded from the server): `room` prices resort nights, `trip` prices a place on
 *   a schedule, `charter` prices a whole vessel for a schedule (fullCharterPrice).
 * - `calculationType` complete: an entry is the price of the room (cabin) for its occupancy; unit: an entry is
 *   the price of one person (of the entry's age band) in a room of that occupancy.
 * - `validRange` bounds the season; `periods`, when any, narrow it to the dates inside them (a high season's
 *   weeks). A night (resort) or a departure day (trip) is priced by the definition that covers it, preferring
 *   one whose periods name the date, then the shorter valid range, then the name (docs/pricing.md).
 * - `currencies`: the first is the currency the amounts are stated in; further ones are offered to guests and
 *   converted with the exchange rate (settings, currencies).
 */
export const PRICE_TYPES = ['room', 'trip', 'charter'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];
export const PRICE_STATES = ['active', 'inactive', 'draft'] as const;
export type PriceState = (typeof PRICE_STATES)[number];
export { PRICE_CALCULATION_TYPES, SURCHARGE_TYPES };
export const AGE_BANDS = ['adult', 'child'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export { DEFAULT_CHILD_MAX_AGE };
export const MAX_PRICE_ENTRIES = 2000;

/**
 * A price variant (screen /pricevariant): board (half board, full board), a diving package, a transfer option.
 * Kept once for the operator; a definition lists the variants it prices and its entries name one.
 */
export const ZPriceVariant = z.strictObject({
  name: ZName,
  /** Short code on lists and invoices (HB, FB, D10). */
  key: ZKey,
  description: ZLocalizedText.default({}),
  sort: z.number().int().min(0).max(100_000).default(0),
  active: z.boolean().default(true),
});
export type PriceVariant = z.infer<typeof ZPriceVariant>;

/**
 * One price: for a room type (or one room or cabin), a variant, an occupancy and an age band. Resort (`room`)
 * entries are per night; `trip` entries are per trip; `charter` entries name no room type and price the vessel.
 */
export const ZPriceEntry = z.strictObject({
  /** Stable within the definition: GET /api/price/entry/{id} answers `{definition id}.{entry id}`. */
  id: ZKey,
  roomType: ZRef.optional(),
  /** One room or cabin priced apart from its type (the owner's suite, a cabin with a balcony). */
  room: ZRef.optional(),
  /** The variant's id (one of the definition's variants); none: the prices without a variant. */
  variant: ZRef.optional(),
  /** Persons in the room this price is for (1: single use). */
  noOfPax: z.number().int().min(1).max(50).default(2),
  ageBand: z.enum(AGE_BANDS).default('adult'),
  /** Amount in the definition's first currency, gross or net as its tax says. */
  price: zMoneyAmount(),
  /** Fewest nights a stay must have for this entry to apply (resort); 0: any. */
  minNights: z.number().int().min(0).max(365).default(0),
});
export type PriceEntry = z.infer<typeof ZPriceEntry>;

/** The tax a definition's amounts carry (spec 2: tax with status, value, name, inclusive). */
export const ZPriceTax = z.strictObject({
  /** Whether the amounts are taxed at all. */
  status: z.boolean().default(false),
  /** Percent. */
  value: z.number().min(0).max(100).default(0),
  name: z.string().trim().max(100).default(''),
  /** The amounts include the tax (gross) when true; it is added on top (net) when false. */
  inclusive: z.boolean().default(true),
});
export type PriceTax = z.infer<typeof ZPriceTax>;

/** A list of services in each language (what the price includes, what it does not). */
export const ZServiceList = z.array(ZLocalizedText).max(50).default([]);

export const ZPriceDefinition = z
  .strictObject({
    name: ZName,
    /** The operator's own code (accounting, channel manager). */
    internalId: z.string().trim().max(50).optional(),
    type: z.enum(PRICE_TYPES).default('room'),
    calculationType: z.enum(PRICE_CALCULATION_TYPES).default('unit'),
    status: z.enum(PRICE_STATES).default('active'),
    validRange: ZDateRange,
    periods: z.array(ZDateRange).max(100).default([]),
    resort: ZRef.optional(),
    vessel: ZRef.optional(),
    /** Trip and charter prices for these departures only; empty: every departure of the vessel in range. */
    schedules: z.array(ZRef).max(500).default([]),
    /** Ids of the price variants this definition prices. */
    variants: z.array(ZRef).max(50).default([]),
    entries: z.array(ZPriceEntry).max(MAX_PRICE_ENTRIES).default([]),
    /** Price of a unit no entry covers (per night for rooms, per trip for trips and charters); 0: none. */
    basePrice: zMoneyAmount().default(0),
    childMaxAge: z.number().int().min(0).max(25).default(DEFAULT_CHILD_MAX_AGE),
    /** Supplements (ids) offered with the definition; a mandatory one is always added. */
    supplements: z.array(ZRef).max(100).default([]),
    /** Terms of payment (id) of bookings priced by this definition; none: the operator's default terms. */
    termsOfPayment: ZRef.optional(),
    /** Use the operator's default terms even when an agency brings its own. */
    defaultTermsOfPayment: z.boolean().default(false),
    /** Commission scheme (id) paid to agencies on this definition's prices; none: the agency's own percent. */
    commission: ZRef.optional(),
    /** Added to every amount (a market's mark-up), in percent or as an amount per unit. */
    surcharge: z.number().min(-100).max(1_000_000).default(0),
    surchargeType: z.enum(SURCHARGE_TYPES).default('percent'),
    /** Taken off every amount (a standing reduction), in percent or as an amount per unit. */
    discount: z.number().min(0).max(1_000_000).default(0),
    discountType: z.enum(SURCHARGE_TYPES).default('percent'),
    /** Guests from these countries (address, else passport) only; empty: everyone. */
    countries: z.array(ZCountryCode).max(250).default([]),
    includedServices: ZServiceList,
    excludedServices: ZServiceList,
    isAvailableToOTA: z.boolean().default(false),
    tax: ZPriceTax.default({ status: false, value: 0, name: '', inclusive: true }),
    currencies: z.array(ZCurrencyCode).min(1).max(20).default(['EUR']),
    /** The guest pays on site, in the operator's onsite currency (lines of customer type OnSite). */
    useOnsiteCurrency: z.boolean().default(false),
  })
  .superRefine((d, ctx) => {
    const asset = d.type === 'room' ? 'resort' : 'vessel';
    if (!d[asset]) ctx.addIssue({ code: 'custom', path: [asset], message: `A ${d.type} price names its ${asset}` });
    if (d.type === 'room' && d.vessel) ctx.addIssue({ code: 'custom', path: ['vessel'], message: 'A room price names a resort, not a vessel' });
    if (d.type !== 'room' && d.resort) ctx.addIssue({ code: 'custom', path: ['resort'], message: `A ${d.type} price names a vessel, not a resort` });
    d.periods.forEach((p, i) => {
      if (p.from < d.validRange.from || p.to > d.validRange.to)
        ctx.addIssue({ code: 'custom', path: ['periods', i], message: 'A period lies inside the valid range' });
    });
    const keys = new Set(d.variants);
    if (keys.size !== d.variants.length) ctx.addIssue({ code: 'custom', path: ['variants'], message: 'A variant is listed once' });
    const ids = new Set<string>();
    const slots = new Set<string>();
    d.entries.forEach((e, i) => {
      if (ids.has(e.id)) ctx.addIssue({ code: 'custom', path: ['entries', i, 'id'], message: 'Entry ids are unique' });
      ids.add(e.id);
      if (e.variant && !keys.has(e.variant))
        ctx.addIssue({ code: 'custom', path: ['entries', i, 'variant'], message: 'The definition does not list this variant' });
      if (d.type === 'charter' && (e.roomType || e.room))
        ctx.addIssue({ code: 'custom', path: ['entries', i, 'roomType'], message: 'A charter price is for the whole vessel' });
      const slot = [e.roomType, e.room, e.variant, e.noOfPax, e.ageBand, e.minNights].join('|');
      if (slots.has(slot))
        ctx.addIssue({ code: 'custom', path: ['entries', i], message: 'Two entries price the same room type, variant, occupancy and age band' });
      slots.add(slot);
    });
    if (d.surchargeType === 'percent' && d.surcharge < -100)
      ctx.addIssue({ code: 'custom', path: ['surcharge'], message: 'A surcharge in percent is at least -100' });
    if (d.discountType === 'percent' && d.discount > 100) ctx.addIssue({ code: 'custom', path: ['discount'], message: 'A discount in percent is at most 100' });
  });
export type PriceDefinition = z.infer<typeof ZPriceDefinition>;
/** The object shape without the cross-field checks (zod 4 refuses .partial() on a refined object). */
export const ZPriceDefinitionShape = z.object(ZPriceDefinition.shape);
