import type { CancellationFeePreview, CancellationFeeTerms } from '../../../../shared/api/booking-cancel-fee';
import type { Principal } from '../../../../shared/auth/principal';
import { bookingTotal, cancellationFee, cancellationFeeLine, withoutFee } from '../../../../shared/domain/booking/cancellation';
import { guard, transition } from '../../../../shared/domain/booking/lifecycle';
import { CANCELLATION_FEE_TYPE } from '../../../../shared/domain/credit/credit';
import { add, fromMinor, money, subtract, toString, type Money } from '../../../../shared/domain/money';
import { ConflictError, NotFoundError } from '../../../../shared/errors';
import { getBooking } from '../../../data/bookings';
import { read } from '../../../data/readers';
import type { BookingItem } from '../../../data/entities/booking';
import { requireAccess } from '../access';

/** The text of the fee line (the booking file shows it in its language by the line's type). */
export const CANCELLATION_FEE_TEXT = 'Cancellation fee';

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
 * active default terms. Named with their id and where they came from, so the preview can say so.
 */
export async function cancellationTermsOf(tenant: string, b: Pick<BookingItem, 'termsOfPayment' | 'calculation'>): Promise<CancellationFeeTerms | undefined> {
  const named = (t: { id: string; name: string; cancellationFeePercent?: number; cancellationFeeValue?: number }, source: CancellationFeeTerms['source']) => ({
    id: t.id,
    name: t.name,
    source,
    ...(t.cancellationFeePercent !== undefined ? { cancellationFeePercent: t.cancellationFeePercent } : {}),
    ...(t.cancellationFeeValue !== undefined ? { cancellationFeeValue: t.cancellationFeeValue } : {}),
  });
  if (b.termsOfPayment) {
    const own = await read.termsOfPayment.get(tenant, b.termsOfPayment);
    if (own) return named(own, 'booking');
  }
  const definition = pricedBy(b);
  const ofDefinition = definition ? (await read.priceDefinitions.get(tenant, definition))?.termsOfPayment : undefined;
  if (ofDefinition) {
    const terms = await read.termsOfPayment.get(tenant, ofDefinition);
    if (terms?.active) return named(terms, 'priceDefinition');
  }
  const page = await read.termsOfPayment.list(tenant, { limit: 100 });
  const fallback = page.data.find((t) => t.isDefault && t.active);
  return fallback ? named(fallback, 'default') : undefined;
}

/** What a cancel of this booking charges, as the cancel writes it (planCancellationFee). */
export interface CancellationFeePlan {
  currency: string;
  /** The booking's total before the cancel (its lines without fee lines). */
  total: Money;
  /** What the cancelled booking owes: the new fee line's, or the fee lines already there. */
  fee: Money;
  /** The line the cancel adds; none when the terms name no fee or a fee line is already on the booking. */
  line?: ReturnType<typeof cancellationFeeLine>;
  /** `terms`: the terms' fee; `line`: a fee line already on the booking (added by hand) is the fee; `none`. */
  from: 'terms' | 'line' | 'none';
  terms?: CancellationFeeTerms;
}

/**
 * THE fee of a cancel (not waived): the cancel writes `line`, and the cancel dialog's preview
 * (GET /api/bookings/{id}/cancellationFee) shows this same plan, so the two cannot name different fees.
 */
export async function planCancellationFee(tenant: string, b: BookingItem): Promise<CancellationFeePlan> {
  const currency = b.currency ?? 'EUR';
  const rest = withoutFee(b.calculation) ?? [];
  const total = bookingTotal(rest, currency);
  const feeLines = (b.calculation ?? []).filter((l) => l.type === CANCELLATION_FEE_TYPE);
  // A fee line already there (by hand) is the fee: the cancel adds no second one.
  if (feeLines.length) {
    const fee = feeLines.reduce((s, l) => add(s, money(l.total, currency)), fromMinor(0, currency));
    return { currency, total, fee, from: 'line' };
  }
  const terms = await cancellationTermsOf(tenant, b);
  const fee = cancellationFee(rest, currency, terms);
  if (fee.minor <= 0) return { currency, total, fee: fromMinor(0, currency), from: 'none', ...(terms ? { terms } : {}) };
  const sort = rest.reduce((m, l) => Math.max(m, l.sort), 0) + 1;
  return { currency, total, fee, line: cancellationFeeLine(fee, sort, CANCELLATION_FEE_TEXT), from: 'terms', ...(terms ? { terms } : {}) };
}

/**
 * GET /api/bookings/{id}/cancellationFee: what a cancel of the booking would charge now, and what of the money
 * received a refund or credit note could move (docs/decisions.md, "Cancellation fee preview"). 404 for an unknown
 * booking; 409 BOOKING_STATE_CONFLICT where the cancel would be refused, and for a cancelled booking (its fee is
 * already on it).
 */
export async function previewCancellationFee(principal: Principal, id: string): Promise<CancellationFeePreview> {
  const b = await getBooking(principal.tenant, id);
  if (!b) throw new NotFoundError(`booking ${id} does not exist`);
  await requireAccess(principal, b, 'bookings.read');
  const refuse = (why: string) => new ConflictError(`Booking ${b.bookingNo} is ${b.state}: no cancellation fee to preview (${why})`, 'BOOKING_STATE_CONFLICT');
  if (b.state === 'aborted') throw refuse('it is already cancelled; its fee is its cancellationFee lines');
  const step = transition(b.state, 'cancel', b.previousState);
  if (!step.ok) throw refuse(step.reason);
  const why = guard(b, 'cancel');
  if (why) throw refuse(why);
  const plan = await planCancellationFee(principal.tenant, b);
  const { currency } = plan;
  const paid = (b.received ?? []).reduce((s, p) => add(s, money(p.amount, currency)), fromMinor(0, currency));
  const beyond = subtract(paid, plan.fee);
  return {
    booking: b.id,
    currency,
    total: toString(plan.total),
    fee: toString(plan.fee),
    from: plan.from,
    ...(plan.line ? { line: plan.line } : {}),
    ...(plan.terms ? { terms: plan.terms } : {}),
    basis: plan.from !== 'terms' ? 'none' : (plan.terms?.cancellationFeeValue ?? 0) > 0 ? 'value' : 'percent',
    paid: toString(paid),
    refundable: toString(beyond.minor > 0 ? beyond : fromMinor(0, currency)),
    refundableIfWaived: toString(paid.minor > 0 ? paid : fromMinor(0, currency)),
  };
}
