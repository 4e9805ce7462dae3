import { UnprocessableError } from '../../../shared/errors';
import type { CheckoutAdapter } from './adapter';
import { activeCheckoutConfigs, withSecrets, type ProviderConfig } from './configs';
import { localAdapter } from './local-adapter';
import { stripeAdapter, type StripeAdapterOptions } from './stripe-adapter';

export interface ResolvedProvider extends ProviderConfig {
  adapter: CheckoutAdapter;
}

/** Test seam: options every Stripe adapter gets (a stubbed fetch). */
let stripeOptions: StripeAdapterOptions = {};
export function setStripeOptionsForTests(options: StripeAdapterOptions): void {
  stripeOptions = options;
}

/** The adapter of a configuration: Stripe Checkout, or the local stand-in. */
export function adapterFor(p: ProviderConfig): CheckoutAdapter {
  return p.config.provider === 'stripe' ? stripeAdapter(p.secrets, stripeOptions) : localAdapter(p.secrets);
}

/**
 * The tenant's provider for a checkout in `currency`: the first active configuration of a checkout type accepting
 * the currency (configs.ts order). 422 PAYMENT_PROVIDER_MISSING when there is none.
 */
export async function checkoutProvider(tenant: string, currency: string): Promise<ResolvedProvider> {
  const chosen = (await activeCheckoutConfigs(tenant)).find((p) => p.currencies.length === 0 || p.currencies.includes(currency));
  if (!chosen) throw new UnprocessableError(`No active online payment provider accepts ${currency}`, 'PAYMENT_PROVIDER_MISSING');
  const p = await withSecrets(tenant, chosen);
  return { ...p, adapter: adapterFor(p) };
}
