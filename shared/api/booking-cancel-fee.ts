import * as z from 'zod';
import { ZCalculationLine } from '../domain/booking/calculation';
import { endpoint } from './endpoint';
import { ZId } from './resource';

/**
 * The cancel dialog's fee preview (issue 22, docs/decisions.md "Cancellation fee preview"), Lambda `bookings` beside
 * the cancel. A file of its own: shared/api/bookings.ts is imported by Lambdas near their bundle budget.
 */

/** Where the terms of a cancellation fee came from: the booking's own, its price definition's, the operator's default. */
export const CANCELLATION_TERMS_SOURCES = ['booking', 'priceDefinition', 'default'] as const;
export const ZCancellationFeeTerms = z.object({
  id: z.string(),
  name: z.string(),
  source: z.enum(CANCELLATION_TERMS_SOURCES),
  cancellationFeePercent: z.number().optional(),
  cancellationFeeValue: z.number().optional(),
});
export type CancellationFeeTerms = z.infer<typeof ZCancellationFeeTerms>;

/**
 * Issue 22: what a cancel of the booking would charge now, computed by the cancel's own function
 * (functions/booking/bookings/lifecycle/cancel-fee.ts `planCancellationFee`), money as exact decimal text.
 */
export const ZCancellationFeePreview = z.object({
  booking: z.string(),
  currency: z.string(),
  /** The booking's total before the cancel (without fee lines). */
  total: z.string(),
  /** What the cancelled booking would owe ('0.00' when no fee). */
  fee: z.string(),
  /** terms: the terms' fee (`line` is what the cancel writes); line: a fee line already on the booking is the fee; none. */
  from: z.enum(['terms', 'line', 'none']),
  line: ZCalculationLine.optional(),
  /** The terms the cancel reads (also when they name no fee); none when the operator has no default terms. */
  terms: ZCancellationFeeTerms.optional(),
  /** value: the terms' fixed amount; percent: their percent of the total; none: no terms fee. */
  basis: z.enum(['value', 'percent', 'none']),
  /** What the booking received so far (payments less refunds). */
  paid: z.string(),
  /** What a refund or credit note could move after the cancel: paid beyond the fee (never below 0). */
  refundable: z.string(),
  /** The same with the fee waived: all that was paid. */
  refundableIfWaived: z.string(),
});
export type CancellationFeePreview = z.infer<typeof ZCancellationFeePreview>;

export const bookingCancelFeeEndpoints = {
  cancellationFee: endpoint({
    id: 'bookings.cancellationFee',
    method: 'GET',
    path: '/api/bookings/{id}/cancellationFee',
    resource: 'bookings',
    scopes: ['bookings.read', 'agencies.self'],
    tags: ['bookings'],
    summary:
      'The fee a cancel would charge now (the same computation as the cancel): the fee line, the terms it comes from (booking, price definition or default), ' +
      'what was paid and what a refund or credit note could move; 409 BOOKING_STATE_CONFLICT for a cancelled booking or one the cancel refuses',
    input: { params: z.object({ id: ZId }) },
    output: ZCancellationFeePreview,
  }),
};
