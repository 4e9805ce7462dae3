import * as z from 'zod';
import { ZPaymentMilestone } from '../domain/booking/calculation';
import { ZBooking } from './bookings';
import { endpoint } from './endpoint';
import { ZId } from './resource';

/**
 * Editing a booking's calculation (ISSUE-14, Lambda `booking-calculation`, docs/decisions.md "Editing the calculation").
 * Spec 2 §7 names the calls under /api/bookings; each acts on one booking, so each is `/api/bookings/{id}/<name>`
 * (the line calls take the line's `sort` as `calcId`). Every call answers the changed booking; a refused edit
 * answers 400 or 409 CALCULATION_LINE_REFUSED and changes nothing.
 */

const tags = ['bookings'];
const resource = 'booking-calculation' as const;
const STAFF = ['bookings.update'] as const;
/** Agency users (agencies.self) may re-price their own bookings at their prices: reload, variant, supplement, product. */
const STAFF_OR_AGENCY = ['bookings.update', 'agencies.self'] as const;
const ZIdParams = z.object({ id: ZId });
const ZSort = z.coerce.number().int().min(0).max(1_000_000);
const ZLineParams = z.object({ id: ZId, calcId: ZSort });

/** A decimal amount as text or number: at most the currency's decimals (checked against the booking's currency). */
export const ZDecimal = z
  .union([z.number().finite(), z.string().regex(/^-?\d{1,9}(\.\d{1,4})?$/, { message: 'A decimal amount like 12.50' })])
  .transform(String);
const ZQuantity = z.number().min(0).max(10_000).multipleOf(0.5);

export const ZAddLine = z.strictObject({
  /** Checked against the hand-made line types of spec 2 §5 (cost, product, special, room_cost, addon, discount). */
  type: z.string().trim().min(1).max(30),
  text: z.string().trim().min(1).max(200),
  amount: ZQuantity.default(1),
  price: ZDecimal,
  customer: z.string().min(1).max(60).optional(),
  customerType: z.enum(['ForFree', 'OnSite', 'Direct', 'Info', 'None']).default('Direct'),
  unique: z.boolean().default(false),
});
export const ZUpdateLine = z
  .strictObject({ text: z.string().trim().min(1).max(200).optional(), amount: ZQuantity.optional(), price: ZDecimal.optional() })
  .refine((b) => b.text !== undefined || b.amount !== undefined || b.price !== undefined, { message: 'text, amount or price' });
export const ZRenameLine = z.strictObject({ text: z.string().trim().min(1).max(200) });
export const ZQuantityBody = z.strictObject({ quantity: z.number().int().min(1).max(10_000).default(1) });
export const ZVariantBody = z.strictObject({ variant: ZId.nullable() });
export const ZPaymentPolicy = z.strictObject({
  payments: z
    .array(ZPaymentMilestone.extend({ text: z.string().trim().min(1).max(200), amount: ZDecimal }))
    .min(1)
    .max(20),
});

const call = (name: string, path: string, summary: string, method: 'POST' | 'DELETE' = 'POST') => ({
  id: `bookings.${name}`,
  method,
  path: `/api/bookings/{id}/${path}`,
  resource,
  scopes: STAFF as readonly string[],
  tags,
  summary,
  output: ZBooking,
});

export const bookingCalculationEndpoints = {
  addLine: endpoint({
    ...call('calculation', 'calculation', 'Adds a hand-made line (types of spec 2 §5); the total and the milestones follow'),
    input: { params: ZIdParams, body: ZAddLine },
  }),
  updateLine: endpoint({
    ...call('calculationLine', 'calculation/{calcId}', 'Changes text, quantity or unit price of an editable line'),
    input: { params: ZLineParams, body: ZUpdateLine },
  }),
  refreshLine: endpoint({
    ...call(
      'calculationRefresh',
      'calculation/{calcId}/refresh',
      'Re-prices one line: an engine line from the price definitions, a product line from the catalogue',
    ),
    input: { params: ZLineParams },
  }),
  renameLine: endpoint({
    ...call('calculationRename', 'calculation/{calcId}/rename', 'Renames an editable line'),
    input: { params: ZLineParams, body: ZRenameLine },
  }),
  deleteLine: endpoint({
    ...call('calculationDelete', 'calculation/{calcId}', 'Deletes a deletable line', 'DELETE'),
    input: { params: ZLineParams },
  }),
  special: endpoint({
    ...call('special', 'special/{special}', 'Adds a special by hand and re-prices the booking with the engine'),
    input: { params: z.object({ id: ZId, special: ZId }) },
  }),
  product: endpoint({
    ...call('product', 'product/{product}', 'Adds a product of the catalogue (its price and currency) as a line, quantity given'),
    scopes: STAFF_OR_AGENCY,
    input: { params: z.object({ id: ZId, product: ZId }), body: ZQuantityBody },
  }),
  addon: endpoint({
    ...call('addon', 'addon/{addon}', 'Adds a supplement (quantity) and re-prices the booking with the engine'),
    scopes: STAFF_OR_AGENCY,
    input: { params: z.object({ id: ZId, addon: ZId }), body: ZQuantityBody },
  }),
  reloadPrice: endpoint({
    ...call('reloadPrice', 'reloadPrice', 'Re-prices the whole booking with the engine (as the create does); hand-made and product lines are kept'),
    scopes: STAFF_OR_AGENCY,
    input: { params: ZIdParams },
  }),
  changePrice: endpoint({
    ...call('changePrice', 'changePrice/{price}', 'Prices the booking with another price definition of its asset'),
    input: { params: z.object({ id: ZId, price: ZId }) },
  }),
  changeTerms: endpoint({
    ...call('changeTerms', 'changeTerms/{terms}', 'Other terms of payment: the milestones are recomputed'),
    input: { params: z.object({ id: ZId, terms: ZId }) },
  }),
  commission: endpoint({
    ...call('commission', 'commission/{commission}', "The agency's commission in percent for this booking (0–100); re-priced"),
    input: { params: z.object({ id: ZId, commission: z.coerce.number().min(0).max(100) }) },
  }),
  currency: endpoint({
    ...call('currency', 'currency/{currency}', 'Prices the booking in another active currency (exchange rates of /api/settings/currencies)'),
    input: { params: z.object({ id: ZId, currency: z.string().regex(/^[A-Z]{3}$/, { message: 'A three-letter currency code' }) }) },
  }),
  variant: endpoint({
    ...call('variant', 'variant/{room}/{customer}', "A person's price variant (null: the room's or booking's); re-priced"),
    scopes: STAFF_OR_AGENCY,
    input: { params: z.object({ id: ZId, room: ZId, customer: ZId }), body: ZVariantBody },
  }),
  updatePaymentPolicy: endpoint({
    ...call('updatePaymentPolicy', 'updatePaymentPolicy', 'Replaces the milestones: amounts add up to the amount due, one rest, due dates'),
    input: { params: ZIdParams, body: ZPaymentPolicy },
  }),
};
