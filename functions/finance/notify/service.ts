import { ValidationError } from '../../../shared/errors';
import { PaymentReceived } from '../../../events/payment-events';
import { outboxPut } from '../../data/outbox';
import { recordProviderEvent } from '../../data/provider-events';
import type { TransactItem } from '../../data/transactions';
import { parseStripeStyleEvent, WebhookSignatureError, type ProviderEvent } from '../provider/adapter';
import { activeCheckoutConfigs, checkoutConfigById, withSecrets, type ProviderConfig } from '../provider/configs';

const TENANT = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** Which tenant and configuration an event claims (its checkout metadata), read before anything is trusted. */
function claimed(rawBody: string): { tenant?: string; providerId?: string } {
  try {
    const metadata = (JSON.parse(rawBody) as { data?: { object?: { metadata?: Record<string, unknown> } } }).data?.object?.metadata ?? {};
    return {
      ...(typeof metadata.tenant === 'string' ? { tenant: metadata.tenant } : {}),
      ...(typeof metadata.providerId === 'string' ? { providerId: metadata.providerId } : {}),
    };
  } catch {
    return {};
  }
}

const refused = (reason: string) =>
  new ValidationError(`The webhook is refused: ${reason}`, [{ path: 'headers.stripe-signature', message: reason }], 'WEBHOOK_SIGNATURE_INVALID');

/**
 * Verifies the event against the secret of the configuration it names (its metadata: tenant and providerId, put on
 * the session at checkout), else of each active checkout configuration of the host's tenant. A forged tenant or
 * configuration only picks a secret the forger does not have.
 */
async function verified(
  rawBody: string,
  signature: string | undefined,
  hostTenant: string,
  now: number,
): Promise<{ tenant: string; provider: ProviderConfig; event: ProviderEvent }> {
  const claim = claimed(rawBody);
  const tenant = claim.tenant ?? hostTenant;
  if (!TENANT.test(tenant)) throw refused('unknown tenant');
  const configs = claim.providerId ? [await checkoutConfigById(tenant, claim.providerId)].filter((c) => c !== null) : await activeCheckoutConfigs(tenant);
  let failure = 'no provider is configured';
  for (const config of configs) {
    const provider = await withSecrets(tenant, config);
    try {
      return { tenant, provider, event: parseStripeStyleEvent(rawBody, signature, provider.secrets.webhookSecret ?? '', now) };
    } catch (err) {
      if (!(err instanceof WebhookSignatureError)) throw err;
      failure = err.message;
    }
  }
  throw refused(failure);
}

/**
 * POST /api/payments/notify: verify, then store the raw event once by the provider's event id together with its
 * outbox event (a completed checkout → PaymentReceived) in ONE transaction. A duplicate delivery fails the put's
 * condition and is answered as received (the provider stops retrying) without writing anything. No booking work
 * happens here, so the answer is fast; the payment-received consumer applies the payment.
 */
export async function receiveWebhook(
  rawBody: string,
  signature: string | undefined,
  hostTenant: string,
  now = Date.now(),
): Promise<{ received: true; duplicate?: true }> {
  const { tenant, provider, event } = await verified(rawBody, signature, hostTenant, now);
  const items: TransactItem[] = [];
  const paid = event.completed;
  if (paid) {
    items.push(
      outboxPut(tenant, PaymentReceived, {
        provider: provider.config.provider,
        providerId: provider.id,
        providerEventId: event.id,
        sessionId: paid.sessionId,
        bookingId: paid.metadata.bookingId,
        amount: paid.amount,
        currency: paid.currency,
        purpose: paid.metadata.purpose,
        ...(paid.metadata.invoiceId ? { invoiceId: paid.metadata.invoiceId } : {}),
        ...(paid.email ? { email: paid.email } : {}),
      }),
    );
  }
  const stored = await recordProviderEvent(
    tenant,
    event.id,
    {
      provider: provider.config.provider,
      providerId: provider.id,
      type: event.type,
      raw: rawBody,
      receivedAt: new Date(now).toISOString(),
      ...(event.sessionId ? { sessionId: event.sessionId } : {}),
    },
    items,
  );
  return stored === 'duplicate' ? { received: true, duplicate: true } : { received: true };
}
