import type { IncomingMessage, ServerResponse } from 'node:http';
import { format, money } from '../../shared/domain/money';
import { cancelPaymentSession, getPaymentSession } from '../../functions/data/payment-sessions';
import { getSecrets } from '../../functions/data/secrets';
import type { PaymentSessionItem } from '../../functions/data/entities/payment-provider';
import { CHECKOUT_SESSION_PLACEHOLDER } from '../../functions/finance/provider/adapter';
import { LOCAL_CHECKOUT_PATH } from '../../functions/finance/provider/local-adapter';
import { completedEventBody, signedHeaders } from '../../functions/finance/provider/local-events';

/**
 * The local stand-in payment provider's hosted page (`npm start`, the e2e tests), served by the local server only:
 * GET /provider/checkout/<sessionId> shows the amount and description with "Pay" and "Cancel". "Pay" posts a
 * Stripe-shaped `checkout.session.completed`, signed as Stripe signs (Stripe-Signature t=…,v1=HMAC-SHA256), to this
 * server's POST /api/payments/notify, exactly as the real provider calls the webhook, then sends the guest to the
 * success address; "Cancel" to the cancel address. No card data is asked for: it is a stand-in.
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const withSession = (url: string, id: string) => url.replaceAll(CHECKOUT_SESSION_PLACEHOLDER, encodeURIComponent(id));

function page(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;display:flex;justify-content:center;padding:48px 16px;color:#1f2937}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:32px;max-width:420px;width:100%}
h1{font-size:1.1rem;margin:0 0 4px}.note{color:#4b5563;font-size:.85rem;margin:0 0 24px}.amount{font-size:2rem;font-weight:700;margin:8px 0}
form{display:inline}button{font-size:1rem;padding:10px 24px;border-radius:6px;border:1px solid #4338ca;cursor:pointer;margin-right:8px}
.pay{background:#4338ca;color:#fff}.cancel{background:#fff;color:#4338ca}
</style></head><body><main>${body}</main></body></html>`);
}

function checkoutPage(res: ServerResponse, id: string, s: PaymentSessionItem): void {
  const amount = format(money(s.amount, s.currency), 'en-GB');
  const action = `${LOCAL_CHECKOUT_PATH}${encodeURIComponent(id)}`;
  const actions =
    s.status === 'open'
      ? `<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay</button></form>` +
        `<form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
      : `<p>This checkout is ${s.status}.</p><p><a href="${escape(withSession(s.status === 'paid' ? s.successUrl : s.cancelUrl, id))}">Back to the shop</a></p>`;
  page(
    res,
    200,
    `Pay ${amount}`,
    `<h1>Local test payment provider</h1><p class="note">A stand-in for the real provider's hosted page: no card is charged.</p>` +
      `<p>${escape(s.description)}</p><p class="amount" data-testid="amount">${escape(amount)}</p>${actions}`,
  );
}

/** Answers /provider/checkout/<id>[/pay|/cancel]; `notifyUrl` is this server's webhook address. */
export async function serveProviderPage(req: IncomingMessage, res: ServerResponse, url: URL, notifyUrl: string): Promise<void> {
  const m = url.pathname.match(/^\/provider\/checkout\/(cs_local_[0-9a-f]{32})(?:\/(pay|cancel))?$/);
  const session = m ? await getPaymentSession(m[1] as string) : null;
  if (!m || !session) return page(res, 404, 'Not found', '<h1>This checkout does not exist.</h1>');
  const id = m[1] as string;
  const step = m[2];
  if (!step && req.method === 'GET') return checkoutPage(res, id, session);
  if (!step || req.method !== 'POST') return page(res, 405, 'Method not allowed', '<h1>Method not allowed</h1>');
  if (step === 'cancel') {
    await cancelPaymentSession(id);
    res.writeHead(303, { location: withSession(session.cancelUrl, id) }).end();
    return;
  }
  if (session.status !== 'open') return checkoutPage(res, id, session);
  const secrets = (await getSecrets(session.tenant, 'PAYMENTPROVIDER', session.providerId)) ?? {};
  if (!secrets.webhookSecret) return page(res, 500, 'Not set up', '<h1>The stand-in provider has no webhookSecret.</h1>');
  const body = completedEventBody(id, session);
  const answer = await fetch(notifyUrl, { method: 'POST', headers: signedHeaders(secrets.webhookSecret, body), body });
  if (!answer.ok) return page(res, 502, 'Payment failed', `<h1>The shop refused the payment notification (${answer.status}).</h1>`);
  res.writeHead(303, { location: withSession(session.successUrl, id) }).end();
}
