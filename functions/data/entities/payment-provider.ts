import * as z from 'zod';
import { entityKey, globalKey, listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';
import { PAYMENT_REVIEW_STATUSES, ZPaymentReview } from '../../../shared/domain/payment/payment-review';

/**
 * A checkout session started with a payment provider (the stand-in's or Stripe's id): pk `G#PAYSESSION#<sessionId>`.
 * Global, because the guest's success page and the stand-in's page know only the (unguessable) session id; the
 * tenant is kept on the item.
 */
export const paymentSessionKey = (sessionId: string) => globalKey('PAYSESSION', sessionId);

export const PAYMENT_SESSION_STATUSES = ['open', 'paid', 'cancelled'] as const;
export const ZPaymentSessionItem = z.object({
  tenant: z.string(),
  /** The payment provider configuration (PAYMENTPROVIDER id) and its type. */
  providerId: z.string(),
  provider: z.string(),
  bookingId: z.string(),
  bookingNo: z.string().optional(),
  amount: z.string(),
  currency: z.string(),
  description: z.string(),
  purpose: z.enum(['deposit', 'rest', 'invoice', 'open']),
  invoiceId: z.string().optional(),
  customerEmail: z.string().optional(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  status: z.enum(PAYMENT_SESSION_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().optional(),
  /** TTL (epoch seconds). */
  expiresAt: z.number(),
});
export type PaymentSessionItem = z.infer<typeof ZPaymentSessionItem>;
export const paymentSessionItem = itemCodec('PAYSESSION', ZPaymentSessionItem);

/** A provider's webhook event as received, by the provider's event id: pk `T#<tenant>#PAYEVENT#<eventId>`. */
export const providerEventKey = (tenant: string, eventId: string) => entityKey(tenant, 'PAYEVENT', eventId);
export const ZProviderEventItem = z.object({
  provider: z.string(),
  providerId: z.string(),
  type: z.string(),
  /** The raw body exactly as signed. */
  raw: z.string(),
  receivedAt: z.string(),
  /** The checkout session it completes, when it is one. */
  sessionId: z.string().optional(),
});
export const providerEventItem = itemCodec('PAYEVENT', ZProviderEventItem);

export const paymentProviderModels: EntityModel[] = [
  {
    module: 'payment-provider',
    entityType: 'PAYSESSION',
    description: 'A checkout session with a payment provider (amount, booking, return addresses, status); removed by TTL.',
    keys: { table: { pk: 'G#PAYSESSION#<sessionId>', sk: 'ROOT' } },
    access: ['put when a checkout starts', "get by id (stand-in page, the guest's success page)", 'status update when paid'],
  },
  {
    module: 'payment-provider',
    entityType: 'PAYEVENT',
    description: "A provider's webhook event stored raw, once per provider event id (a duplicate delivery fails the put).",
    keys: { table: { pk: 'T#<tenant>#PAYEVENT#<eventId>', sk: 'ROOT' } },
    access: ['conditional put with its outbox event in one transaction'],
  },
  {
    module: 'payment-provider',
    entityType: 'PAYREVIEW',
    description: "A provider payment whose amount differs from its checkout session's (partial, excess), parked for an operator to accept or dismiss.",
    keys: { table: { pk: 'T#<tenant>#PAYREVIEW', sk: '<sessionId>' } },
    access: [
      "conditional put (once per session) in the transaction that adds the todo to the booking's owner",
      "the tenant's review list: ONE Query pk",
      'decision: update with condition status = open (in the payment transaction when accepted)',
    ],
  },
];

/**
 * A provider payment that did not match its checkout session's amount (partial or excess), parked for an operator:
 * pk `T#<tenant>#PAYREVIEW`, sk `<sessionId>` (one per session: a resend parks nothing more). The tenant's review
 * list is one Query of the partition; items stay after a decision (accepted or dismissed) as the record of it.
 */
export const paymentReviewPk = (tenant: string) => listPk(tenant, 'PAYREVIEW');
export const paymentReviewKey = (tenant: string, sessionId: string) => ({ pk: paymentReviewPk(tenant), sk: sessionId });
export { PAYMENT_REVIEW_STATUSES };
export const ZPaymentReviewItem = ZPaymentReview;
export type PaymentReviewItem = z.infer<typeof ZPaymentReviewItem>;
export const paymentReviewItem = itemCodec('PAYREVIEW', ZPaymentReviewItem);
