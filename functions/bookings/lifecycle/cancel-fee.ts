import type { CancellationTerms } from '../../../shared/domain/booking/cancellation';
import { read } from '../../data/readers';
import type { BookingItem } from '../../data/entities/booking';

/**
 * The terms of payment whose cancellation fee a cancel applies (docs/booking-states.md, "Cancelling"): the booking's
 * own (`termsOfPayment`, set when priced or changed by changeTerms), else the operator's active default terms.
 */
export async function cancellationTermsOf(tenant: string, b: Pick<BookingItem, 'termsOfPayment'>): Promise<CancellationTerms | undefined> {
  if (b.termsOfPayment) {
    const own = await read.termsOfPayment.get(tenant, b.termsOfPayment);
    if (own) return own;
  }
  const page = await read.termsOfPayment.list(tenant, { limit: 100 });
  return page.data.find((t) => t.isDefault && t.active);
}
