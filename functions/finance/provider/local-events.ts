import { randomBytes } from 'node:crypto';
import type { PaymentSessionItem } from '../../data/entities/payment-provider';
import { minorOf } from './adapter';
import { signatureHeader } from './signature';

/**
 * The event the local stand-in sends when its "Pay" is pressed: shaped like Stripe's `checkout.session.completed`
 * (the fields the product reads, and the usual ones around them), so the webhook path is the real one.
 */
export function completedEventBody(
  sessionId: string,
  session: PaymentSessionItem,
  now = Date.now(),
  eventId = `evt_local_${randomBytes(12).toString('hex')}`,
): string {
  const created = Math.floor(now / 1000);
  const metadata = {
    tenant: session.tenant,
    providerId: session.providerId,
    bookingId: session.bookingId,
    purpose: session.purpose,
    ...(session.invoiceId ? { invoiceId: session.invoiceId } : {}),
  };
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_subtotal: minorOf(session.amount, session.currency),
        amount_total: minorOf(session.amount, session.currency),
        currency: session.currency.toLowerCase(),
        client_reference_id: session.bookingId,
        customer_details: session.customerEmail ? { email: session.customerEmail } : null,
        customer_email: session.customerEmail ?? null,
        payment_intent: `pi_local_${randomBytes(12).toString('hex')}`,
        metadata,
        created,
      },
    },
  });
}

/** The headers the stand-in posts the event with: Stripe's signature over `t.body` with the webhook secret. */
export function signedHeaders(secret: string, body: string, now = Date.now()): Record<string, string> {
  return { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signatureHeader(secret, body, Math.floor(now / 1000)) };
}
