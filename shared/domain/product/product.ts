import * as z from 'zod';
import { ZAssetLink, ZColor, ZCurrencyCode, ZDescription, ZLocalizedText, ZName, ZRef } from '../common';
import { zMoneyAmount } from '../money';

/** Spec 2 section 3. */
export const PRODUCT_UNITS = ['Piece', 'Can', 'Bottle', 'Bucket', 'KiloGram', 'Gramm', 'Unit'] as const;
export const PRODUCT_PRICE_RULES = [
  'PerPerson',
  'PerBooking',
  'PerBookingAndCustomer',
  'PerDay',
  'PerDiveDay',
  'PerDive',
  'PerNight',
  'PerWeekFloor',
  'PerWeekCeil',
] as const;
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
  /** The EAN/UPC a barcode scanner types at the POS counter (docs/decisions.md "Point of sale"). */
  barcode: z.string().trim().max(50).optional(),
  categoryId: ZRef.optional(),
  description: ZLocalizedText.default({}),
  unit: z.enum(PRODUCT_UNITS).default('Piece'),
  priceRule: z.enum(PRODUCT_PRICE_RULES).default('PerBooking'),
  good: z.enum(GOOD_TYPES).default('ConsumptionGood'),
  calculationType: z.enum(PRICE_CALCULATION_TYPES).default('unit'),
  /**
   * Price per unit in `currency`, gross or net as the tax says: a decimal number with at most 2 decimals
   * (and no more than the currency has: the products handler checks that against `currency`).
   */
  price: zMoneyAmount(),
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

/**
 * Why a product's stock changed. receipt and return add, sale and loss take away, correction goes either
 * way, inventory sets the counted quantity (the change is the difference to the recorded quantity).
 */
export const STOCK_REASONS = ['receipt', 'sale', 'return', 'loss', 'correction', 'inventory'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
/** The sign a change must have per reason (0: either; inventory takes `setTo` instead of a change). */
export const STOCK_REASON_SIGN: Readonly<Record<StockReason, 1 | -1 | 0>> = { receipt: 1, return: 1, sale: -1, loss: -1, correction: 0, inventory: 0 };
/**
 * A withdrawal may take the quantity below zero only as a correction (recording what was already used up);
 * a sale or a loss that would do so answers 409 INSUFFICIENT_STOCK. An inventory count is never negative.
 */
export const STOCK_NEGATIVE_ALLOWED: readonly StockReason[] = ['correction'];
export const MAX_STOCK_CHANGE = 1_000_000;

/**
 * A stock movement to record (POST /api/product/stock/update): either `change` (a non-zero whole number,
 * + receipt, - withdrawal) or `setTo` (the counted quantity, reason inventory), never both.
 */
export const ZStockUpdate = z
  .strictObject({
    productId: ZRef,
    change: z.number().int().min(-MAX_STOCK_CHANGE).max(MAX_STOCK_CHANGE).optional(),
    setTo: z.number().int().min(0).max(MAX_STOCK_CHANGE).optional(),
    reason: z.enum(STOCK_REASONS),
    note: z.string().trim().max(500).optional(),
    /** The product version the caller saw; when given, a product changed meanwhile answers 409 VERSION_CONFLICT. */
    version: z.number().int().min(1).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.change === undefined) === (v.setTo === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['change'], message: 'Send exactly one of change and setTo' });
      return;
    }
    if (v.setTo !== undefined && v.reason !== 'inventory')
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'setTo (a counted quantity) takes the reason inventory' });
    if (v.change !== undefined) {
      if (v.reason === 'inventory') ctx.addIssue({ code: 'custom', path: ['setTo'], message: 'An inventory count sends setTo, the counted quantity' });
      else if (v.change === 0) ctx.addIssue({ code: 'custom', path: ['change'], message: 'The change must not be 0' });
      else if (STOCK_REASON_SIGN[v.reason] * v.change < 0) {
        ctx.addIssue({ code: 'custom', path: ['change'], message: `A ${v.reason} must be ${STOCK_REASON_SIGN[v.reason] > 0 ? 'positive' : 'negative'}` });
      }
    }
  });
export type StockUpdate = z.infer<typeof ZStockUpdate>;

/** One recorded stock movement, as the log answers it. */
export const ZStockMovement = z.object({
  id: z.string(),
  productId: z.string(),
  /** The product's name when the movement was recorded. */
  productName: z.string(),
  /** What the movement added (negative: took away); for an inventory count the difference found. */
  change: z.number(),
  quantityBefore: z.number(),
  quantityAfter: z.number(),
  reason: z.enum(STOCK_REASONS),
  note: z.string().optional(),
  userId: z.string().optional(),
  userName: z.string().optional(),
  /** When it was recorded (ISO instant). */
  at: z.string(),
});
export type StockMovement = z.infer<typeof ZStockMovement>;
