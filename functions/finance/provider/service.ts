import { system } from '../../../shared/auth/actor';
import type { PaymentReceivedDetail } from '../../../events/payment-events';
import { recordPayment, type PaymentOutcome } from '../../booking/index';
import { getBooking } from '../../data/bookings';
import { getPaymentSession, paymentSessionPaid } from '../../data/payment-sessions';
import { crossCheck, type CrossCheck } from './cross-check';
import { mailPut } from '../../messaging/index';
import { receiptMail } from './receipt';
import { parkForReview } from './reviews';

export type ProviderPaymentOutcome =
  | PaymentOutcome
  | { applied: false; removed: true }
  | { applied: false; refused: Extract<CrossCheck, { verdict: 'refuse' }>['reason'] }
  | { applied: false; review: 'partial' | 'excess'; parked: boolean };

/**
 * Applies a provider's payment to its booking (the payment-received consumer): recordPayment as the system, keyed by
 * the checkout session (`provider:<sessionId>`), so the same payment arriving through two different provider events
 * still lands once. The session is marked paid and the receipt mail queued in the SAME transaction as the payment,
 * so a payment applied once mails once; a payment applied before writes nothing. The paid mark is written only over
 * an unpaid session, so even two deliveries racing past the check above cannot both apply.
 *
 * Before anything, the event is cross-checked against the stored session (./cross-check.ts): the booking, amount,
 * currency and purpose are the session's, never the event's; a differing amount is parked for review.
 */
export async function applyProviderPayment(detail: PaymentReceivedDetail): Promise<ProviderPaymentOutcome> {
  const session = await getPaymentSession(detail.sessionId);
  const check = crossCheck(detail, session);
  if (check.verdict === 'refuse') return { applied: false, refused: check.reason };
  const ours = session as NonNullable<typeof session>;
  if (ours.status === 'paid') {
    // Paid before: the payment and this mark were one write. Its key answers while the payment is on the booking; a
    // payment taken off since (by whoever may) is not put back by a provider's late resend.
    const booking = await getBooking(detail.tenant, detail.bookingId);
    const payment = booking?.received?.find((p) => p.key === `provider:${detail.sessionId}`);
    return booking && payment ? { applied: false, booking, payment } : { applied: false, removed: true };
  }
  if (check.verdict === 'review') return { applied: false, review: check.reason, ...(await parkForReview(detail, ours, check.reason)) };
  const email = detail.email ?? ours.customerEmail;
  const description = ours.description;
  const purpose = ours.purpose;
  return recordPayment(system(detail.tenant, 'payment-consumer'), ours.bookingId, {
    amount: ours.amount,
    currency: ours.currency,
    method: 'provider',
    source: { kind: 'provider', id: detail.sessionId },
    reference: detail.sessionId,
    text: description,
    ...(purpose === 'deposit' || purpose === 'rest' ? { milestone: purpose } : {}),
    extra: (payment, booking) => [
      paymentSessionPaid(detail.sessionId, payment.createdAt),
      ...(email
        ? mailPut(detail.tenant, {
            ...receiptMail(email, booking.language, {
              bookingNo: String(booking.bookingNo),
              amount: payment.paidAmount,
              currency: payment.paidCurrency,
              description,
              date: payment.date,
              sessionId: detail.sessionId,
            }),
            booking: booking.id,
          })
        : []),
    ],
  });
}
