import * as z from 'zod';

export const PAYMENT_REVIEW_STATUSES = ['open', 'accepted', 'dismissed'] as const;

/**
 * A provider payment whose amount differs from its checkout session's (partial or excess): not booked, parked for an
 * operator, with a todo for the booking's owner (docs/decisions.md "Payment provider", "The webhook cross-check").
 * One schema for the stored item (functions/data/entities/payment-provider.ts) and the API's answer.
 */
export const ZPaymentReview = z.object({
  sessionId: z.string(),
  providerEventId: z.string(),
  provider: z.string(),
  providerId: z.string(),
  bookingId: z.string(),
  bookingNo: z.number().int().optional(),
  customerName: z.string().optional(),
  /** What arrived (decimal text in `currency`). */
  amount: z.string(),
  currency: z.string(),
  /** What the checkout session asked for. */
  expected: z.string(),
  purpose: z.enum(['deposit', 'rest', 'invoice', 'open']),
  reason: z.enum(['partial', 'excess']),
  email: z.string().optional(),
  status: z.enum(PAYMENT_REVIEW_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().optional(),
  decidedBy: z.string().optional(),
  /** The payment made on the booking when accepted. */
  paymentId: z.string().optional(),
});
export type PaymentReview = z.infer<typeof ZPaymentReview>;
