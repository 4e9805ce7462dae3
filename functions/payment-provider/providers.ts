import { ERROR_MESSAGES } from '../../shared/api/errors';
import { CHECKOUT_PROVIDER_TYPES, type PaymentProvider, type ZPaymentProvider } from '../../shared/domain/settings/payment-provider';
import { UnprocessableError } from '../../shared/errors';
import { readerOf } from '../data/readers';
import { getSecrets } from '../data/secrets';
import type { Entity } from '../data/repository/types';
import type { CheckoutAdapter } from './adapter';
import { localAdapter } from './local-adapter';
import { stripeAdapter, type StripeAdapterOptions } from './stripe-adapter';

const providers = readerOf<typeof ZPaymentProvider>('PAYMENTPROVIDER');

export interface ResolvedProvider {
  id: string;
  config: PaymentProvider;
  adapter: CheckoutAdapter;
}

/** Test seam: options every Stripe adapter gets (a stubbed fetch). */
let stripeOptions: StripeAdapterOptions = {};
export function setStripeOptionsForTests(options: StripeAdapterOptions): void {
  stripeOptions = options;
}

function adapterFor(config: PaymentProvider, secrets: Record<string, string>): CheckoutAdapter {
  return config.provider === 'stripe' ? stripeAdapter(secrets, stripeOptions) : localAdapter(secrets);
}

const isCheckout = (p: PaymentProvider) => (CHECKOUT_PROVIDER_TYPES as readonly string[]).includes(p.provider);

/**
 * The tenant's provider for a checkout in `currency`: the active configuration of a checkout type (stripe, local)
 * accepting the currency, lowest `sort` first, then by name. 422 PAYMENT_PROVIDER_MISSING when there is none.
 */
export async function checkoutProvider(tenant: string, currency: string): Promise<ResolvedProvider> {
  const page = await providers.list(tenant, { limit: 100 });
  const candidates = page.data
    .filter((p) => p.active && isCheckout(p) && (p.currencies.length === 0 || p.currencies.includes(currency)))
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  const chosen = candidates[0];
  if (!chosen) throw new UnprocessableError(`No active online payment provider accepts ${currency}`, ERROR_MESSAGES.paymentProviderMissing);
  return resolve(tenant, chosen);
}

/** The configuration a session was started with (a webhook's metadata names it), inactive ones included: money already paid still lands. */
export async function providerById(tenant: string, id: string): Promise<ResolvedProvider | null> {
  const found = await providers.get(tenant, id);
  return found && isCheckout(found) ? resolve(tenant, found) : null;
}

async function resolve(tenant: string, entity: Entity<typeof ZPaymentProvider>): Promise<ResolvedProvider> {
  const secrets = (await getSecrets(tenant, 'PAYMENTPROVIDER', entity.id)) ?? {};
  return { id: entity.id, config: entity, adapter: adapterFor(entity, secrets) };
}
