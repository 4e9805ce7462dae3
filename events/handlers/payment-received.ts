import { confirmOnlineHold } from '../../functions/booking/index';
import { applyProviderPayment } from '../../functions/finance/index';
import { PaymentReceived } from '../payment-events';
import { sqsConsumer } from '../lib/sqs-consumer';

/**
 * A provider's payment arrived (POST /api/payments/notify): record it on the booking once, with its receipt mail, when
 * it matches its checkout session, and confirm the online hold it pays (or place it again, or flag it for a refund); a differing amount is parked for review, anything else logged and acknowledged
 * (a forged or confused event is not retried into the dead-letter queue, and books nothing).
 */
export const handler = sqsConsumer('payment-received', PaymentReceived, async (detail, log) => {
  const outcome = await applyProviderPayment(detail);
  const about = {
    bookingId: detail.bookingId,
    sessionId: detail.sessionId,
    providerEventId: detail.providerEventId,
    amount: detail.amount,
    currency: detail.currency,
  };
  if ('refused' in outcome)
    log.warn('provider payment refused: it does not match a checkout session of this tenant and booking', { ...about, reason: outcome.refused });
  else if ('review' in outcome)
    log.warn('provider payment parked for review: its amount differs from the checkout session', { ...about, reason: outcome.review, parked: outcome.parked });
  else if ('removed' in outcome) log.warn('provider payment paid before and taken off the booking since: not applied again', about);
  else {
    log.info('provider payment', { ...about, applied: outcome.applied, paymentId: outcome.payment.id });
    // An online hold is confirmed by this payment only (docs/decisions/online-holds.md); a repeat changes nothing.
    if (outcome.booking.online) {
      const confirmed = await confirmOnlineHold(detail.tenant, outcome.booking.id);
      log.info('online hold', { ...about, outcome: confirmed });
    }
  }
});
