import { money, toString } from '../../../shared/domain/money';
import { ValidationError } from '../../../shared/errors';
import { putPaymentSession } from '../../data/payment-sessions';
import { checkoutProvider } from './providers';

export interface CheckoutInput {
  bookingId: string;
  /** Decimal text in `currency`, more than 0. */
  amount: string;
  currency: string;
  description: string;
  /** Where the provider sends the guest after paying; `{CHECKOUT_SESSION_ID}` is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
  purpose: 'deposit' | 'rest' | 'invoice' | 'open';
  invoiceId?: string;
  customerEmail?: string;
}

/**
 * Starts a hosted checkout with the tenant's active provider (Stripe, or the local stand-in in `npm start` and the
 * tests) and keeps the session (G#PAYSESSION#<id>) for the stand-in's page and the guest's success page. The money
 * lands on the booking only when the provider's signed webhook arrives (POST /api/payments/notify).
 */
export async function startCheckout(tenant: string, input: CheckoutInput): Promise<{ url: string; sessionId: string }> {
  const currency = input.currency.toUpperCase();
  let amount: string;
  try {
    amount = toString(money(input.amount, currency));
  } catch {
    throw new ValidationError(`${input.amount} is not an amount in ${currency}`, [{ path: 'amount', message: 'not an amount' }]);
  }
  if (money(amount, currency).minor <= 0)
    throw new ValidationError('There is nothing to pay', [{ path: 'amount', message: 'must be more than 0' }], 'NOTHING_TO_PAY');
  const provider = await checkoutProvider(tenant, currency);
  const metadata = {
    tenant,
    providerId: provider.id,
    bookingId: input.bookingId,
    purpose: input.purpose,
    ...(input.invoiceId ? { invoiceId: input.invoiceId } : {}),
  };
  const { sessionId, url } = await provider.adapter.createSession({
    amount,
    currency,
    description: input.description,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    ...(input.customerEmail ? { customerEmail: input.customerEmail } : {}),
    metadata,
  });
  await putPaymentSession(sessionId, {
    tenant,
    providerId: provider.id,
    provider: provider.config.provider,
    bookingId: input.bookingId,
    amount,
    currency,
    description: input.description,
    purpose: input.purpose,
    ...(input.invoiceId ? { invoiceId: input.invoiceId } : {}),
    ...(input.customerEmail ? { customerEmail: input.customerEmail } : {}),
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    createdAt: new Date().toISOString(),
  });
  return { url, sessionId };
}
