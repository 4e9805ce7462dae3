import Stripe from 'stripe';
import { minorOf, parseStripeStyleEvent, type CheckoutAdapter } from './adapter';

export interface StripeAdapterOptions {
  /** A fetch for Stripe's HTTP calls (tests stub it; no network). Default: the platform's. */
  fetch?: typeof fetch;
}

/**
 * Stripe Checkout: the guest pays on Stripe's hosted page, so no card data ever touches the product. The session
 * carries tenant, provider configuration, booking, purpose and invoice as metadata (on the session and on its
 * payment intent), which its `checkout.session.completed` event brings back. Secrets: `secretKey` (sk_...),
 * `webhookSecret` (whsec_...).
 */
export function stripeAdapter(secrets: Record<string, string>, options: StripeAdapterOptions = {}): CheckoutAdapter {
  return {
    async createSession(request) {
      if (!secrets.secretKey) throw new Error('The Stripe provider has no secretKey');
      const stripe = new Stripe(secrets.secretKey, {
        maxNetworkRetries: 2,
        timeout: 10_000,
        ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch) } : {}),
      });
      const metadata: Record<string, string> = { ...request.metadata };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: minorOf(request.amount, request.currency),
              product_data: { name: request.description },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.metadata.bookingId,
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        metadata,
        payment_intent_data: { metadata },
      });
      if (!session.url) throw new Error(`Stripe answered the checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },
    parseWebhook(rawBody, signature, now) {
      return parseStripeStyleEvent(rawBody, signature, secrets.webhookSecret ?? '', now);
    },
  };
}
