import { ZPaymentProvider } from '../../../shared/domain/settings/payment-provider';
import { secretPut } from '../../../functions/data/secrets';
import { paymentProviders } from '../../../functions/data/settings-resources';
import type { AddSeed } from './bulk-put';

/** The webhook signing secret of the demo tenant's stand-in provider (local only; nothing real is paid with it). */
export const DEMO_LOCAL_WEBHOOK_SECRET = 'whsec_local_demo_not_secret';

/**
 * The local stand-in provider of the demo tenant (docs/decisions.md "Payment provider"): the first active checkout
 * provider (sort 0, its name before "Stripe (test)"), so "Take payment online" in `npm start` opens the stand-in's page.
 */
export function seedPaymentProvider(add: AddSeed): void {
  add(
    'localPaymentProvider',
    paymentProviders
      .create(
        'demo',
        'pp-local',
        ZPaymentProvider.parse({
          name: 'Local test provider',
          provider: 'local',
          currencies: [],
          description: 'Stand-in for the online payment provider in local runs: its page signs webhooks like Stripe.',
          hasSecret: true,
        }),
        { also: [secretPut('demo', 'PAYMENTPROVIDER', 'pp-local', { webhookSecret: DEMO_LOCAL_WEBHOOK_SECRET })] },
      )
      .then(() => 1),
  );
}
