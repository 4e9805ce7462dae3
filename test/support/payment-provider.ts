import { ZPaymentProvider } from '../../shared/domain/settings/payment-provider';
import { secretPut } from '../../functions/data/secrets';
import { paymentProviders } from '../../functions/data/settings-resources';

export const LOCAL_WEBHOOK_SECRET = 'whsec_local_test_secret';

/** An active provider configuration of `provider` with its write-only secrets, as /config/paymentprovider stores it. */
export async function providerConfig(
  tenant: string,
  id: string,
  provider: 'local' | 'stripe',
  secrets: Record<string, string> = { webhookSecret: LOCAL_WEBHOOK_SECRET },
  extra: Record<string, unknown> = {},
) {
  return paymentProviders.create(tenant, id, ZPaymentProvider.parse({ name: `${provider} ${id}`, provider, hasSecret: true, ...extra }), {
    also: [secretPut(tenant, 'PAYMENTPROVIDER', id, secrets)],
  });
}
