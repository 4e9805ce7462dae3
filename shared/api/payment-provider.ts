import * as z from 'zod';
import { endpoint } from './endpoint';
import { ZId } from './resource';
import { ZPaymentReview, type PaymentReview } from '../domain/payment/payment-review';

/*
 * Online payments through the tenant's payment provider (docs/decisions.md "Payment provider"): staff start a hosted
 * checkout from the booking file (Lambda `payment-checkout`, which also answers the guest's success page), and the
 * provider's signed webhook lands on `payment-notify`, a Lambda of its own that only verifies, stores and queues.
 */

export const CHECKOUT_PURPOSES = ['deposit', 'rest', 'open'] as const;

/** A checkout session id: the provider's (`cs_test_…`, `cs_live_…`) or the stand-in's (`cs_local_…`). */
export const ZCheckoutSessionId = z.string().regex(/^cs_[A-Za-z0-9_]{8,200}$/, { message: 'not a checkout session id' });

export const ZCheckoutStarted = z.object({ url: z.string(), sessionId: z.string() });

/** What the guest's success and aborted pages show of a session; nothing more is answered to the public. */
export const ZCheckoutSessionView = z.object({
  sessionId: z.string(),
  status: z.enum(['open', 'paid', 'cancelled']),
  amount: z.string(),
  currency: z.string(),
  description: z.string(),
  purpose: z.enum(['deposit', 'rest', 'invoice', 'open']),
  paidAt: z.string().optional(),
});
export type CheckoutSessionView = z.infer<typeof ZCheckoutSessionView>;

export { ZPaymentReview, type PaymentReview };

export const paymentCheckoutEndpoints = {
  start: endpoint({
    id: 'payments.checkout',
    method: 'POST',
    path: '/api/payments/checkout',
    resource: 'payment-checkout',
    scopes: ['bookings.update'],
    tags: ['payments'],
    summary:
      "Starts a hosted checkout for a booking with the tenant's active provider: purpose deposit (what is left of the deposit milestones), " +
      'rest (of the rest milestones) or open (everything open); answers the page to send the guest to',
    input: { body: z.strictObject({ bookingId: ZId, purpose: z.enum(CHECKOUT_PURPOSES) }) },
    output: ZCheckoutStarted,
  }),
  session: endpoint({
    id: 'payments.checkoutSession',
    method: 'GET',
    path: '/api/payments/session/{id}',
    resource: 'payment-checkout',
    scopes: [],
    public: true,
    tags: ['payments'],
    summary: "A checkout session's status, amount and description for the guest's success and aborted pages (by its unguessable id)",
    input: { params: z.object({ id: ZCheckoutSessionId }) },
    output: ZCheckoutSessionView,
  }),
  reviews: endpoint({
    id: 'payments.reviews',
    method: 'GET',
    path: '/api/payments/reviews',
    resource: 'payment-checkout',
    scopes: ['banks.read'],
    tags: ['payments'],
    summary: "Provider payments whose amount differs from their checkout session's, parked for an operator (newest first; status open, accepted or dismissed)",
    input: { query: z.object({ status: z.enum(['open', 'accepted', 'dismissed']).optional() }) },
    output: z.object({ data: z.array(ZPaymentReview) }),
  }),
  acceptReview: endpoint({
    id: 'payments.acceptReview',
    method: 'POST',
    path: '/api/payments/reviews/{sessionId}/accept',
    resource: 'payment-checkout',
    scopes: ['banks.update', 'bookings.update'],
    tags: ['payments'],
    summary: "Books a parked provider payment on its booking as it arrived (once) and solves the owner's todo; 409 when decided before",
    input: { params: z.object({ sessionId: ZCheckoutSessionId }) },
    output: ZPaymentReview,
  }),
  dismissReview: endpoint({
    id: 'payments.dismissReview',
    method: 'POST',
    path: '/api/payments/reviews/{sessionId}/dismiss',
    resource: 'payment-checkout',
    scopes: ['banks.update', 'bookings.update'],
    tags: ['payments'],
    summary: "Books nothing of a parked provider payment (it is returned at the provider's) and solves the owner's todo; 409 when decided before",
    input: { params: z.object({ sessionId: ZCheckoutSessionId }) },
    output: ZPaymentReview,
  }),
};

export const paymentNotifyEndpoints = {
  notify: endpoint({
    id: 'payments.notify',
    method: 'POST',
    path: '/api/payments/notify',
    resource: 'payment-notify',
    scopes: [],
    public: true,
    tags: ['payments'],
    summary:
      "The provider's webhook: the Stripe-Signature over the raw body is verified with the tenant's webhook secret (400 when missing, wrong or " +
      'older than 5 minutes), the event stored once by its id with an outbox event in the same transaction; the payment is applied by a consumer',
    maxBodyBytes: 256 * 1024,
    input: { body: z.looseObject({ id: z.string().min(1).max(255), type: z.string().min(1).max(255) }) },
    output: z.object({ received: z.boolean(), duplicate: z.boolean().optional() }),
  }),
};
