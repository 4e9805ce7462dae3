import { applyProviderPayment } from '../../functions/payment-provider/service';
import { PaymentReceived } from '../payment-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/** A provider's payment arrived (POST /api/payments/notify): record it on the booking once, with its receipt mail. */
export const handler = sqsConsumer('payment-received', PaymentReceived, async (detail, log) => {
  const outcome = await applyProviderPayment(detail);
  if ('removed' in outcome)
    log.warn('provider payment paid before and taken off the booking since: not applied again', { bookingId: detail.bookingId, sessionId: detail.sessionId });
  else log.info('provider payment', { bookingId: detail.bookingId, sessionId: detail.sessionId, applied: outcome.applied, paymentId: outcome.payment.id });
});
