import * as z from 'zod';
import { ZIsoDate } from '../inventory/stay';

/**
 * What a booking stores of its price (ISSUE-14, docs/decisions.md "Booking wizard"): the pricing engine's calculation
 * lines and payment milestones, money as exact decimal text. Shared by the header's item schema and the API.
 */
/** A calculation line as stored (spec 2 section 3); money as the money type's exact decimal text ('12.50'). */
export const ZCalculationLine = z.object({
  sort: z.number().int(),
  type: z.string(),
  customerType: z.string(),
  text: z.string(),
  /** Why the line is there (a pricing.* message key and its values; text in English). */
  explanation: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])), text: z.string() }).optional(),
  /** Quantity (nights, persons, units), unit price and the line's money. */
  amount: z.number(),
  price: z.string(),
  total: z.string(),
  tax: z.object({ name: z.string(), rate: z.number(), amount: z.string(), inclusive: z.boolean() }).optional(),
  /** The person (customer id, or the request's key of an unnamed guest) and room the line is for. */
  customer: z.string().optional(),
  room: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  editable: z.boolean(),
  deletable: z.boolean(),
  unique: z.boolean(),
  customData: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  /** What produced it (entry, supplement, special, …), for refreshing the line later. */
  source: z.record(z.string(), z.unknown()).optional(),
});
/** A payment milestone: deposit or rest, its due day and amount (exact decimal text). */
export const ZPaymentMilestone = z.object({ text: z.string(), amount: z.string(), due: ZIsoDate, type: z.enum(['deposit', 'rest']) });
