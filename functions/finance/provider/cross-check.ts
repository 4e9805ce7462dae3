import { money } from '../../../shared/domain/money';
import type { PaymentReceivedDetail } from '../../../events/payment-events';
import type { PaymentSessionItem } from '../../data/entities/payment-provider';

/**
 * What a provider's payment may do (docs/decisions.md "Payment provider", "The webhook cross-check"): a validly
 * signed event is still only a claim. It applies only when it names a checkout session this tenant started, for
 * the booking the session is for, in the session's currency and for exactly its amount. A positive amount that
 * differs (partial, excess) is parked for an operator; anything else is refused (logged and acknowledged, nothing
 * booked).
 */
export type CrossCheck =
  | { verdict: 'apply' }
  | { verdict: 'review'; reason: 'partial' | 'excess' }
  | { verdict: 'refuse'; reason: 'unknownSession' | 'otherBooking' | 'currency' | 'notPositive' | 'amount' };

type Claim = Pick<PaymentReceivedDetail, 'tenant' | 'sessionId' | 'bookingId' | 'amount' | 'currency'>;

export function crossCheck(claim: Claim, session: PaymentSessionItem | null): CrossCheck {
  // Another tenant's session is as unknown as none: its existence is nothing a forger learns from here.
  if (!session || session.tenant !== claim.tenant) return { verdict: 'refuse', reason: 'unknownSession' };
  if (session.bookingId !== claim.bookingId) return { verdict: 'refuse', reason: 'otherBooking' };
  if (claim.currency.toUpperCase() !== session.currency.toUpperCase()) return { verdict: 'refuse', reason: 'currency' };
  let paid: number;
  let asked: number;
  try {
    paid = money(claim.amount, session.currency).minor;
    asked = money(session.amount, session.currency).minor;
  } catch {
    return { verdict: 'refuse', reason: 'amount' };
  }
  if (paid <= 0) return { verdict: 'refuse', reason: 'notPositive' };
  if (paid < asked) return { verdict: 'review', reason: 'partial' };
  if (paid > asked) return { verdict: 'review', reason: 'excess' };
  return { verdict: 'apply' };
}
