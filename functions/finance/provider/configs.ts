import { CHECKOUT_PROVIDER_TYPES, type PaymentProvider, type ZPaymentProvider } from '../../../shared/domain/settings/payment-provider';
import { readerOf } from '../../data/readers';
import type { Entity } from '../../data/repository/types';
import { getSecrets } from '../../data/secrets';

/**
 * The tenant's payment provider configurations (/config/paymentprovider) with their write-only secrets, read only
 * by the code that uses them. No adapter here: the webhook Lambda verifies with the secret alone.
 */
const providers = readerOf<typeof ZPaymentProvider>('PAYMENTPROVIDER');

export interface ProviderConfig {
  id: string;
  config: PaymentProvider;
  secrets: Record<string, string>;
}

export const isCheckoutProvider = (p: PaymentProvider): boolean => (CHECKOUT_PROVIDER_TYPES as readonly string[]).includes(p.provider);

/** Active configurations of a checkout type (stripe, local), lowest `sort` first, then by name. */
export async function activeCheckoutConfigs(tenant: string): Promise<Entity<typeof ZPaymentProvider>[]> {
  const page = await providers.list(tenant, { limit: 100 });
  return page.data.filter((p) => p.active && isCheckoutProvider(p)).sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
}

/** One configuration by id (inactive ones too: money already paid through it still lands), null if not a checkout type. */
export async function checkoutConfigById(tenant: string, id: string): Promise<Entity<typeof ZPaymentProvider> | null> {
  const found = await providers.get(tenant, id);
  return found && isCheckoutProvider(found) ? found : null;
}

export async function withSecrets(tenant: string, entity: Entity<typeof ZPaymentProvider>): Promise<ProviderConfig> {
  return { id: entity.id, config: entity, secrets: (await getSecrets(tenant, 'PAYMENTPROVIDER', entity.id)) ?? {} };
}
