import { describe, expect, it } from 'vitest';
import { getPaymentSession } from '../../data/payment-sessions';
import { providerConfig } from '../../../test/support/payment-provider';
import { startCheckout } from './checkout';

const input = {
  bookingId: 'b-1',
  amount: '120.5',
  currency: 'EUR',
  description: 'Deposit booking 1001',
  successUrl: 'http://localhost:3000/payment/success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:3000/payment/aborted?session_id={CHECKOUT_SESSION_ID}',
  purpose: 'deposit' as const,
};

describe('startCheckout', () => {
  it('starts a session with the local stand-in: its page on the success origin, the session kept open', async () => {
    const tenant = 'prov-checkout-local';
    await providerConfig(tenant, 'pp-local', 'local');
    const { url, sessionId } = await startCheckout(tenant, input);
    expect(sessionId).toMatch(/^cs_local_[0-9a-f]{32}$/);
    expect(url).toBe(`http://localhost:3000/provider/checkout/${sessionId}`);
    expect(await getPaymentSession(sessionId)).toMatchObject({
      tenant,
      providerId: 'pp-local',
      provider: 'local',
      amount: '120.50',
      currency: 'EUR',
      status: 'open',
    });
  });

  it('refuses without an active provider for the currency, and refuses nothing to pay', async () => {
    const tenant = 'prov-checkout-none';
    await expect(startCheckout(tenant, input)).rejects.toMatchObject({ statusCode: 422, message: 'PAYMENT_PROVIDER_MISSING' });
    await providerConfig(tenant, 'pp-usd', 'local', undefined, { currencies: ['USD'] });
    await providerConfig(tenant, 'pp-off', 'local', undefined, { active: false });
    await expect(startCheckout(tenant, input)).rejects.toMatchObject({ statusCode: 422 });
    await expect(startCheckout(tenant, { ...input, currency: 'USD', amount: '0' })).rejects.toMatchObject({ statusCode: 400, message: 'NOTHING_TO_PAY' });
  });
});
