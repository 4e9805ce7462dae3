import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from './signature';
import { STRIPE_API_VERSION, stripeAdapter, stripeCheckoutParams } from './stripe-adapter';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A fetch that records the request and answers like Stripe (no network). */
function stubFetch(sent: Sent[], answer: { status: number; body: unknown }): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]).entries());
    sent.push({ url: String(url), headers, body: String(init?.body ?? '') });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json', 'request-id': 'req_1' } });
  }) as typeof fetch;
}

const request = {
  amount: '250.5',
  currency: 'EUR',
  description: 'Deposit booking 1001 & co',
  successUrl: 'https://book.example.org/payment/success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://book.example.org/payment/aborted?session_id={CHECKOUT_SESSION_ID}',
  customerEmail: 'guest@example.org',
  metadata: { tenant: 'acme', providerId: 'pp-1', bookingId: 'b-1', purpose: 'deposit' as const },
};
const session = { id: 'cs_test_a1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' };

describe('Stripe Checkout adapter', () => {
  it('creates a hosted checkout session: the call stripe.checkout.sessions.create makes, metadata included', async () => {
    const ours: Sent[] = [];
    const adapter = stripeAdapter({ secretKey: 'sk_test_123', webhookSecret: 'whsec_1' }, { fetch: stubFetch(ours, { status: 200, body: session }) });
    expect(await adapter.createSession(request)).toEqual({ sessionId: 'cs_test_a1', url: session.url });
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ url: 'https://api.stripe.com/v1/checkout/sessions' });
    expect(ours[0]?.headers).toMatchObject({ authorization: 'Bearer sk_test_123', 'stripe-version': STRIPE_API_VERSION });
    expect(ours[0]?.headers['idempotency-key']).toMatch(/^checkout-/);
    const form = new URLSearchParams(ours[0]?.body);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('25050');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('metadata[tenant]')).toBe('acme');
    expect(form.get('payment_intent_data[metadata][bookingId]')).toBe('b-1');

    // The stripe package, given the same parameters, sends the same form body.
    const theirs: Sent[] = [];
    const stripe = new Stripe('sk_test_123', {
      httpClient: Stripe.createFetchHttpClient(stubFetch(theirs, { status: 200, body: session })),
      maxNetworkRetries: 0,
    });
    const params = stripeCheckoutParams(
      request.amount,
      request.currency,
      request.description,
      request.successUrl,
      request.cancelUrl,
      { ...request.metadata },
      request.customerEmail,
    );
    await stripe.checkout.sessions.create(params);
    expect(new URLSearchParams(theirs[0]?.body).toString()).toBe(form.toString());
    expect(theirs[0]?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
  });

  it("answers Stripe's refusal as an error and needs a secret key", async () => {
    const sent: Sent[] = [];
    const refusing = stripeAdapter(
      { secretKey: 'sk_test_bad' },
      { fetch: stubFetch(sent, { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } } }) },
    );
    await expect(refusing.createSession(request)).rejects.toThrow(/401.*Invalid API Key/);
    await expect(stripeAdapter({}, { fetch: stubFetch(sent, { status: 200, body: session }) }).createSession(request)).rejects.toThrow(/secretKey/);
    expect(sent).toHaveLength(1);
  });

  it('reads a completed checkout from a signed event with the webhook secret only', () => {
    const adapter = stripeAdapter({ secretKey: 'sk', webhookSecret: 'whsec_1' });
    const raw = JSON.stringify({
      id: 'evt_9',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_a1',
          object: 'checkout.session',
          amount_total: 25050,
          currency: 'eur',
          payment_status: 'paid',
          customer_details: { email: 'g@example.org' },
          metadata: request.metadata,
        },
      },
    });
    expect(adapter.parseWebhook(raw, signatureHeader('whsec_1', raw))).toEqual({
      id: 'evt_9',
      type: 'checkout.session.completed',
      sessionId: 'cs_test_a1',
      completed: { sessionId: 'cs_test_a1', amount: '250.50', currency: 'EUR', email: 'g@example.org', metadata: request.metadata },
    });
    expect(() => adapter.parseWebhook(raw, signatureHeader('sk', raw))).toThrow(/not valid/);
  });
});
