import { minorOf, parseStripeStyleEvent, type CheckoutAdapter } from './adapter';

export interface StripeAdapterOptions {
  /** A fetch for Stripe's HTTP calls (tests stub it; no network). Default: the platform's. */
  fetch?: typeof fetch;
  /** Default https://api.stripe.com. */
  baseUrl?: string;
}

/** The API version the calls are made with (the installed `stripe` package's). */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** Stripe's form encoding of nested parameters: `a[b][0][c]=v`. */
export function stripeForm(params: Record<string, unknown>, prefix = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    const key = prefix ? `${prefix}[${k}]` : k;
    if (Array.isArray(v))
      v.forEach((item, i) =>
        out.push(
          ...(typeof item === 'object'
            ? stripeForm(item as Record<string, unknown>, `${key}[${i}]`)
            : [`${encodeURIComponent(`${key}[${i}]`)}=${encodeURIComponent(String(item))}`]),
        ),
      );
    else if (v !== null && typeof v === 'object') out.push(...stripeForm(v as Record<string, unknown>, key));
    else out.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  }
  return out;
}

/**
 * Stripe Checkout: the guest pays on Stripe's hosted page, so no card data ever touches the product. The session
 * carries tenant, provider configuration, booking, purpose and invoice as metadata (on the session and on its
 * payment intent), which its `checkout.session.completed` event brings back. Secrets: `secretKey` (sk_...),
 * `webhookSecret` (whsec_...).
 *
 * The call is the one `stripe.checkout.sessions.create` makes (form-encoded POST /v1/checkout/sessions, the same
 * Stripe-Version, an idempotency key), written out because the `stripe` package (340 KB minified) alone exceeds a
 * Lambda's bundle budget; stripe-adapter.test.ts sends the same parameters through the package and compares.
 */
export function stripeAdapter(secrets: Record<string, string>, options: StripeAdapterOptions = {}): CheckoutAdapter {
  return {
    async createSession(request) {
      if (!secrets.secretKey) throw new Error('The Stripe provider has no secretKey');
      const metadata: Record<string, string> = { ...request.metadata };
      const params = stripeCheckoutParams(
        request.amount,
        request.currency,
        request.description,
        request.successUrl,
        request.cancelUrl,
        metadata,
        request.customerEmail,
      );
      const res = await (options.fetch ?? fetch)(`${options.baseUrl ?? 'https://api.stripe.com'}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secrets.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'stripe-version': STRIPE_API_VERSION,
          'idempotency-key': `checkout-${crypto.randomUUID()}`,
        },
        body: stripeForm(params).join('&'),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await res.json().catch(() => ({}))) as { id?: string; url?: string; error?: { message?: string; type?: string } };
      if (!res.ok) throw new Error(`Stripe refused the checkout session (${res.status} ${body.error?.type ?? ''}): ${body.error?.message ?? 'no message'}`);
      if (!body.id || !body.url) throw new Error('Stripe answered the checkout session without id or url');
      return { sessionId: body.id, url: body.url };
    },
    parseWebhook(rawBody, signature, now) {
      return parseStripeStyleEvent(rawBody, signature, secrets.webhookSecret ?? '', now);
    },
  };
}

/** The parameters of `stripe.checkout.sessions.create` for one payment of `amount`. */
export function stripeCheckoutParams(
  amount: string,
  currency: string,
  description: string,
  successUrl: string,
  cancelUrl: string,
  metadata: Record<string, string>,
  customerEmail?: string,
) {
  return {
    mode: 'payment' as const,
    line_items: [
      { quantity: 1, price_data: { currency: currency.toLowerCase(), unit_amount: minorOf(amount, currency), product_data: { name: description } } },
    ],
    success_url: successUrl,
    cancel_url: cancelUrl,
    client_reference_id: metadata.bookingId,
    ...(customerEmail ? { customer_email: customerEmail } : {}),
    metadata,
    payment_intent_data: { metadata },
  };
}
