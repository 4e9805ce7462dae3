import type { ClubBooking } from '../../../shared/api/club';
import type { PaymentSummary } from '../../../shared/domain/booking/payment';
import { fromMinor, money, toString } from '../../../shared/domain/money';

/**
 * The lead's money on a club booking (docs/decisions/club.md "Money on the card"): total, paid, open and what is paid
 * on site (the on-site lines not owed before arrival: `onSiteLater`), so that total = paid + open + on site, as the
 * guest's price box shows it. An overpaid booking owes nothing: open is never negative here. Once the guest has
 * arrived the on-site lines are owed: they are in open, and `onSite` is left out.
 */
export function leadMoney(s: PaymentSummary): Required<Pick<ClubBooking, 'total' | 'paid' | 'open'>> & Pick<ClubBooking, 'onSite'> {
  const open = money(s.open, s.currency).minor > 0 ? s.open : toString(fromMinor(0, s.currency));
  return { total: s.total, paid: s.paid, open, ...(money(s.onSiteLater, s.currency).minor !== 0 ? { onSite: s.onSiteLater } : {}) };
}
