import * as z from 'zod';
import { ZAssetLink, ZCurrencyCode, ZDateRange, ZLocalizedText, ZName, ZRef } from '../common';
import { zMoneyAmount } from '../money';
import { PRICE_CALCULATION_TYPES, PRODUCT_PRICE_RULES } from '../product/product';

/**
 * A supplement offered with a stay or a trip (airport transfer, nitrox, marine park fee, crew tip): its amount is
 * counted by one of the product price rules of spec 2 (docs/pricing.md, "Supplements"):
 * PerPerson × persons, PerBooking × 1, PerBookingAndCustomer × named customers, PerDay × days, PerDiveDay × dive
 * days, PerDive × dives, PerNight × nights, PerWeekFloor × whole weeks, PerWeekCeil × begun weeks; with
 * calculationType unit the count is also per person (except PerPerson, PerBooking and PerBookingAndCustomer,
 * which count persons or the booking already). Children pay `childPrice` when it is set.
 */
export const ZSupplement = z.strictObject({
  name: ZName,
  description: ZLocalizedText.default({}),
  priceRule: z.enum(PRODUCT_PRICE_RULES).default('PerBooking'),
  calculationType: z.enum(PRICE_CALCULATION_TYPES).default('unit'),
  price: zMoneyAmount(),
  childPrice: zMoneyAmount().optional(),
  currency: ZCurrencyCode.default('EUR'),
  /** Tax in percent the amount includes (gross); 0: untaxed. */
  taxRate: z.number().min(0).max(100).default(0),
  /** Always added to bookings it is offered with (a park fee); otherwise the guest or the operator chooses it. */
  mandatory: z.boolean().default(false),
  /** Paid on site rather than with the booking (customer type OnSite). */
  onSite: z.boolean().default(false),
  /** Counted in the commissionable price agencies earn commission on. */
  commissionable: z.boolean().default(false),
  validRange: ZDateRange.optional(),
  /** Where it is offered; empty: everywhere. */
  assets: z.array(ZAssetLink).max(50).default([]),
  productId: ZRef.optional(),
  sort: z.number().int().min(0).max(100_000).default(0),
  active: z.boolean().default(true),
});
export type Supplement = z.infer<typeof ZSupplement>;
