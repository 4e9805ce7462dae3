import { z } from 'zod';
import { ZAssetLink, ZColor, ZCurrencyCode, ZDescription, ZLocalizedText, ZName, ZRef } from './common';

/** Spec 2 section 3. */
export const PRODUCT_UNITS = ['Piece', 'Can', 'Bottle', 'Bucket', 'KiloGram', 'Gramm', 'Unit'] as const;
export const PRODUCT_PRICE_RULES = ['PerPerson', 'PerBooking', 'PerBookingAndCustomer', 'PerDay', 'PerDiveDay', 'PerDive', 'PerNight', 'PerWeekFloor', 'PerWeekCeil'] as const;
export const GOOD_TYPES = ['ConsumptionGood', 'ReusableGood'] as const;
export const PRICE_CALCULATION_TYPES = ['complete', 'unit'] as const;

/** What GET /api/product/constants answers. */
export const PRODUCT_CONSTANTS = {
  units: PRODUCT_UNITS,
  priceRules: PRODUCT_PRICE_RULES,
  goods: GOOD_TYPES,
  calculationTypes: PRICE_CALCULATION_TYPES,
} as const;

/** A product sold with bookings, on site or at the point of sale (rental gear, nitrox, drinks, courses). */
export const ZProduct = z.strictObject({
  name: ZName,
  /** The operator's article number. */
  sku: z.string().trim().max(50).optional(),
  categoryId: ZRef.optional(),
  description: ZLocalizedText.default({}),
  unit: z.enum(PRODUCT_UNITS).default('Piece'),
  priceRule: z.enum(PRODUCT_PRICE_RULES).default('PerBooking'),
  good: z.enum(GOOD_TYPES).default('ConsumptionGood'),
  calculationType: z.enum(PRICE_CALCULATION_TYPES).default('unit'),
  /** Price per unit in `currency`, gross or net as the tax says. */
  price: z.number().min(0).max(10_000_000),
  currency: ZCurrencyCode.default('EUR'),
  taxId: ZRef.optional(),
  stock: z
    .strictObject({ tracked: z.boolean().default(false), quantity: z.number().default(0), minQuantity: z.number().min(0).default(0) })
    .default({ tracked: false, quantity: 0, minQuantity: 0 }),
  /** Media ids, the first is the main picture. */
  images: z.array(ZRef).max(20).default([]),
  /** Where the product is sold; empty means everywhere. */
  assets: z.array(ZAssetLink).max(50).default([]),
  availableOnline: z.boolean().default(false),
  sort: z.number().int().min(0).max(100_000).default(0),
  active: z.boolean().default(true),
});
export type Product = z.infer<typeof ZProduct>;

/** A product category (rental, courses, drinks); categories may nest one in another. */
export const ZProductCategory = z.strictObject({
  name: ZName,
  description: ZDescription.optional(),
  color: ZColor.optional(),
  parentId: ZRef.optional(),
  sort: z.number().int().min(0).max(100_000).default(0),
  active: z.boolean().default(true),
});
export type ProductCategory = z.infer<typeof ZProductCategory>;
