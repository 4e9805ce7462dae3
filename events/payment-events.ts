import * as z from 'zod';
import { defineEvent } from './event';

/**
 * A provider's signed webhook said a checkout was paid (written by POST /api/payments/notify with the raw event, in
 * one transaction); the payment-received consumer records it on the booking once per checkout session.
 */
export const PaymentReceived = defineEvent('payment.received', {
  provider: z.string(),
  providerId: z.string(),
  providerEventId: z.string(),
  sessionId: z.string(),
  bookingId: z.string(),
  /** Decimal text in `currency`, as the provider charged it. */
  amount: z.string(),
  currency: z.string(),
  purpose: z.enum(['deposit', 'rest', 'invoice', 'open']),
  invoiceId: z.string().optional(),
  /** The payer's address the provider collected, for the receipt. */
  email: z.string().optional(),
});
export type PaymentReceivedDetail = z.infer<typeof PaymentReceived.schema>;

/**
 * The daily payment sweep of a tenant is due (functions/finance/booking-payments/sweep.ts): delivered by the tenant's sweep
 * schedule (EventBridge Scheduler in AWS, the local dispatcher's schedule items in `npm start`), never by a request.
 */
export const PaymentSweepDue = defineEvent('booking.payment-sweep-due', { day: z.string() });
