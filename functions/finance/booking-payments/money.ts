import { staff } from '../../../shared/auth/actor';
import type { Principal } from '../../../shared/auth/principal';
import { paymentSummary, type BookingPayment, type PaymentMethod } from '../../../shared/domain/booking/payment';
import { money } from '../../../shared/domain/money';
import { ConflictError, NotFoundError } from '../../../shared/errors';
import { getBooking } from '../../data/bookings';
import type { BookingItem } from '../../data/entities/booking';
import { requireBookingAccess } from '../../booking/index';
import { changeBooking } from '../../booking/index';
import { deletePayment } from '../../booking/index';
import { recordPayment, type PaymentInput } from '../../booking/index';
import { todayOf } from './status';

/**
 * Money in and out of a booking by hand (docs/decisions.md, "Payments on bookings"): every call goes through
 * recordPayment/removePayment or one `payment` change, so history, etag and the ledger follow.
 */

/** POST /api/bookings/{id}/payment: a manual payment (its own id is its key). */
export async function addPayment(principal: Principal, id: string, input: Omit<PaymentInput, 'source' | 'key' | 'extra'>): Promise<BookingItem> {
  return (await recordPayment(staff(principal), id, input)).booking;
}

/** 409 PAYMENT_NOT_MANUAL: bank, provider, credit and POS payments are undone where they came from. */
function manualOnly(b: BookingItem, p: BookingPayment): void {
  if (p.source.kind !== 'manual')
    throw new ConflictError(
      `Payment ${p.id} of booking ${b.bookingNo} came from ${p.source.kind} ${p.source.id}: undo it there (bank entry, provider refund, credit, POS)`,
      'PAYMENT_NOT_MANUAL',
    );
}

/**
 * DELETE /api/bookings/{id}/payment/{paymentId} and POST /api/payments/remove: only manual payments, through the same
 * path as DELETE /api/bookings/payment/{id} (functions/booking/bookings/payments/delete.ts), so the ledger keeps the payment
 * marked reversed and its reversal whichever call deleted it: no cent leaves the ledger unrecorded.
 */
export const deleteManualPayment = (principal: Principal, id: string, paymentId: string): Promise<BookingItem> =>
  deletePayment(staff(principal), paymentId, { booking: id, only: manualOnly });

/** POST /api/bookings/{id}/markPaid: the open amount as one payment; nothing open is 409 NOTHING_OPEN. */
export async function markPaid(principal: Principal, id: string, body: { method: PaymentMethod; date?: string; reference?: string }): Promise<BookingItem> {
  const current = await getBooking(principal.tenant, id);
  if (!current) throw new NotFoundError(`booking ${id} does not exist`);
  await requireBookingAccess(staff(principal), current, 'bookings.update');
  // The open amount as of the header each attempt reads: a payment landing meanwhile is not paid twice. Open as the
  // status says it today (docs/pricing.md "What a booking owes"): fees paid on site only once the guest has arrived.
  const today = await todayOf(principal.tenant);
  const openOf = (b: BookingItem): string => {
    const open = paymentSummary(b, today).open;
    if (money(open, b.currency ?? 'EUR').minor <= 0)
      throw new ConflictError(`Booking ${b.bookingNo} has nothing open (${open} ${b.currency ?? 'EUR'})`, 'NOTHING_OPEN');
    return open;
  };
  openOf(current);
  // Keyed by the version it settles: a double click on the same version records it once.
  const outcome = await recordPayment(staff(principal), id, {
    amount: openOf,
    method: body.method,
    ...(body.date ? { date: body.date } : {}),
    ...(body.reference ? { reference: body.reference } : {}),
    text: 'markPaid',
    key: `markPaid:${current.version}`,
  });
  return outcome.booking;
}

/** POST /api/payments/ref: sets (empty: removes) a payment's reference through one `payment` change. */
export async function setReference(principal: Principal, bookingId: string, paymentId: string, reference: string): Promise<BookingItem> {
  return changeBooking(staff(principal), bookingId, 'payment', (b) => {
    const found = b.received?.find((p) => p.id === paymentId);
    if (!found) throw new NotFoundError(`booking ${b.bookingNo} has no payment ${paymentId}`);
    if ((found.reference ?? '') === reference) return { next: {}, unchanged: true };
    const changed = ({ reference: _old, ...rest }: BookingPayment): BookingPayment => (reference ? { ...rest, reference } : rest);
    return { next: { received: (b.received ?? []).map((p) => (p.id === paymentId ? changed(p) : p)) }, lastAction: 'paymentReference' };
  });
}
