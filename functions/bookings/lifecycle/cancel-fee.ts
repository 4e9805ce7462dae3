import type { CancellationTerms } from '../../../shared/domain/booking/cancellation';
import { read } from '../../data/readers';
import type { BookingItem } from '../../data/entities/booking';

/** The price definition that priced the booking: the first engine line's (the engine takes its terms from it too). */
function pricedBy(b: Pick<BookingItem, 'calculation'>): string | undefined {
  for (const line of b.calculation ?? []) {
    const s = line.source;
    if ((s?.kind === 'entry' || s?.kind === 'base') && typeof s.definition === 'string') return s.definition;
  }
  return undefined;
}

/**
 * The terms of payment whose cancellation fee a cancel applies (docs/booking-states.md, "Cancelling"): the booking's
 * own (`termsOfPayment`, set when named at booking or changed by changeTerms), else the terms of the price definition
 * that priced it (the engine's choice, shared/domain/pricing/engine/milestones.ts `termsFor`), else the operator's
 * active default terms.
 */
export async function cancellationTermsOf(tenant: string, b: Pick<BookingItem, 'termsOfPayment' | 'calculation'>): Promise<CancellationTerms | undefined> {
  if (b.termsOfPayment) {
    const own = await read.termsOfPayment.get(tenant, b.termsOfPayment);
    if (own) return own;
  }
  const definition = pricedBy(b);
  const named = definition ? (await read.priceDefinitions.get(tenant, definition))?.termsOfPayment : undefined;
  if (named) {
    const terms = await read.termsOfPayment.get(tenant, named);
    if (terms?.active) return terms;
  }
  const page = await read.termsOfPayment.list(tenant, { limit: 100 });
  return page.data.find((t) => t.isDefault && t.active);
}
