import { paymentNotifyEndpoints as api } from '../../../shared/api/payment-provider';
import { headerOf } from '../../lib/headers';
import { action, resourceHandler } from '../../lib/http';
import { SIGNATURE_HEADER } from '../provider/signature';
import { receiveWebhook } from './service';

/**
 * The payment provider's webhook (docs/decisions.md "Payment provider"): a Lambda of its own, public (the signature
 * is the authentication), that only verifies, stores and queues; the raw body is what the signature covers.
 */
const notifyAction = action(api.notify, async ({ event, tenant }) => {
  const raw = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : (event.body ?? '');
  return receiveWebhook(raw, headerOf(event.headers, SIGNATURE_HEADER), tenant);
});

export const handler = resourceHandler('payment-notify', [notifyAction]);
