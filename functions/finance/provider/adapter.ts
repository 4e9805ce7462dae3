import * as z from 'zod';
import { fromMinor, money, toString } from '../../../shared/domain/money';
import { ValidationError } from '../../../shared/errors';
import { verifySignature, WebhookSignatureError } from './signature';

/** What the product puts on a checkout session (and gets back on its events): whose money it is and what for. */
export interface CheckoutMetadata {
  tenant: string;
  providerId: string;
  bookingId: string;
  purpose: 'deposit' | 'rest' | 'invoice' | 'open';
  invoiceId?: string;
}

export interface CheckoutRequest {
  amount: string;
  currency: string;
  description: string;
  /** May hold `{CHECKOUT_SESSION_ID}`, which the provider replaces with the session id (Stripe's convention). */
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  metadata: CheckoutMetadata;
}

/** A provider's webhook event, verified and reduced to what the product uses. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** For `checkout.session.completed` with payment_status `paid`: the money that arrived. */
  completed?: { sessionId: string; amount: string; currency: string; email?: string; metadata: CheckoutMetadata };
  /** The checkout session the event is about, when it is one. */
  sessionId?: string;
}

/** A payment provider: starts a hosted checkout (no card data touches the product) and verifies its webhooks. */
export interface CheckoutAdapter {
  createSession(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Verifies the signature over the raw body and parses the event; throws WebhookSignatureError or ValidationError. */
  parseWebhook(rawBody: string, signature: string | undefined, now?: number): ProviderEvent;
}

export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** Minor units (Stripe's `unit_amount`, `amount_total`) of a decimal amount. */
export const minorOf = (amount: string, currency: string): number => money(amount, currency).minor;

const ZMetadata = z.object({
  tenant: z.string().min(1),
  providerId: z.string().min(1),
  bookingId: z.string().min(1),
  purpose: z.enum(['deposit', 'rest', 'invoice', 'open']),
  invoiceId: z.string().min(1).optional(),
});

/** The part of a Stripe event the product reads (Stripe adds many more fields; they are kept in the raw event). */
const ZStripeEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1),
  data: z.object({
    object: z.looseObject({
      id: z.string().optional(),
      object: z.string().optional(),
      amount_total: z.number().int().nullish(),
      currency: z.string().nullish(),
      payment_status: z.string().nullish(),
      customer_details: z.looseObject({ email: z.string().nullish() }).nullish(),
      customer_email: z.string().nullish(),
      metadata: z.record(z.string(), z.string()).nullish(),
    }),
  }),
});

/** Signature checked with Stripe's semantics, then the event read; the stand-in signs and shapes its events the same. */
export function parseStripeStyleEvent(rawBody: string, signature: string | undefined, secret: string, now?: number): ProviderEvent {
  // A provider without a webhook secret accepts nothing (an empty HMAC key would be anyone's).
  if (!secret) throw new WebhookSignatureError(signature ? 'mismatch' : 'missing');
  verifySignature(signature, rawBody, secret, now);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new ValidationError('The event is not JSON', [], 'INVALID_JSON');
  }
  const parsed = ZStripeEvent.safeParse(json);
  if (!parsed.success)
    throw new ValidationError('The event is not a provider event', [{ path: 'body', message: parsed.error.issues[0]?.message ?? 'invalid' }]);
  const event = parsed.data;
  const object = event.data.object;
  const isSession = object.object === 'checkout.session' && typeof object.id === 'string';
  const out: ProviderEvent = { id: event.id, type: event.type, ...(isSession ? { sessionId: object.id } : {}) };
  if (event.type === 'checkout.session.completed' && isSession && object.payment_status === 'paid') {
    const metadata = ZMetadata.safeParse(object.metadata ?? {});
    if (!metadata.success || typeof object.amount_total !== 'number' || !object.currency)
      throw new ValidationError('The completed checkout lacks its amount or metadata', [
        { path: 'body.data.object', message: 'amount_total, currency and metadata are required' },
      ]);
    const currency = object.currency.toUpperCase();
    const email = object.customer_details?.email ?? object.customer_email ?? undefined;
    out.completed = {
      sessionId: object.id as string,
      amount: toString(fromMinor(object.amount_total, currency)),
      currency,
      ...(email ? { email } : {}),
      metadata: metadata.data,
    };
  }
  return out;
}

export { WebhookSignatureError };
