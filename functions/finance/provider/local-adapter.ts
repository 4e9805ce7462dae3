import { randomBytes } from 'node:crypto';
import { parseStripeStyleEvent, type CheckoutAdapter } from './adapter';

/** The stand-in's checkout page, served by the local server (infra/local/provider-page.ts). */
export const LOCAL_CHECKOUT_PATH = '/provider/checkout/';

/**
 * The local stand-in provider (`npm start`, the tests): its "hosted page" is served by the local server at
 * `/provider/checkout/<sessionId>` on the origin of the success address; "Pay" posts a Stripe-shaped, Stripe-signed
 * `checkout.session.completed` to /api/payments/notify. Session ids carry 128 random bits, as Stripe's do.
 */
export function localAdapter(secrets: Record<string, string>): CheckoutAdapter {
  return {
    createSession(request) {
      const sessionId = `cs_local_${randomBytes(16).toString('hex')}`;
      const url = new URL(`${LOCAL_CHECKOUT_PATH}${sessionId}`, new URL(request.successUrl).origin).toString();
      return Promise.resolve({ sessionId, url });
    },
    parseWebhook(rawBody, signature, now) {
      return parseStripeStyleEvent(rawBody, signature, secrets.webhookSecret ?? '', now);
    },
  };
}
