import { ulid } from 'ulid';
import type { Principal } from '../../../../shared/auth/principal';
import type { BookingPayment } from '../../../../shared/domain/booking/payment';
import { money } from '../../../../shared/domain/money';
import { ConflictError, NotFoundError } from '../../../../shared/errors';
import { getEntry, unassignWrite } from '../../../data/bank-entries';
import { paymentOfLedger } from '../../../data/booking-derived';
import { getBooking } from '../../../data/bookings';
import type { BookingItem } from '../../../data/entities/booking';
import { paymentLedgerPut } from '../../../data/payments';
import type { TransactItem } from '../../../data/transactions';
import { requireAccess } from '../access';
import { removePayment } from './record';

/**
 * DELETE /api/bookings/payment/{id} (issue 29, docs/decisions.md "Booking changes"): a received payment deleted by
 * its id, through removePayment (one `payment` change: the header without it, a history item naming who, the
 * milestones and their todos settled again from what is left). A manual payment goes; a bank entry's payment goes
 * and the entry is open again (its assignment undone in the same transaction, the entry stays); a provider, credit
 * or POS payment answers 409 PAYMENT_NOT_MANUAL (refund it where it came from). Nothing is silently erased: the
 * ledger keeps the payment's item, marked reversed (who, when, why), and a reversal item of the opposite amount.
 */

/** 409 for payments undone where they came from. */
function deletable(b: BookingItem, p: BookingPayment): void {
  if (p.source.kind === 'manual' || p.source.kind === 'bankentry') return;
  const how =
    p.source.kind === 'provider' ? 'refund it through the payment provider' : `undo it at its ${p.source.kind === 'pos' ? 'POS sale' : 'credit note'}`;
  throw new ConflictError(
    `Payment ${p.id} of booking ${b.bookingNo} came from ${p.source.kind} ${p.source.id}: it cannot be deleted, ${how}`,
    'PAYMENT_NOT_MANUAL',
  );
}

const negate = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);

/** The ledger's record: the payment's item kept, marked reversed, and its reversal of the opposite amount. */
function ledgerRecord(tenant: string, b: BookingItem, p: BookingPayment, at: { now: string; by?: string; reason?: string }): TransactItem[] {
  const marks = { reversedAt: at.now, ...(at.by ? { reversedBy: at.by } : {}), ...(at.reason ? { reverseReason: at.reason } : {}) };
  const reversal: BookingPayment = {
    ...p,
    id: ulid(),
    key: `reversal:${p.id}`,
    amount: negate(p.amount),
    paidAmount: negate(p.paidAmount),
    date: at.now.slice(0, 10),
    createdAt: at.now,
    ...(at.by ? { createdBy: at.by } : {}),
  };
  return [paymentLedgerPut(tenant, b, p, marks), paymentLedgerPut(tenant, b, reversal, { reversalOf: p.id, ...marks })];
}

/**
 * `only`: a stricter check of which payments the caller may delete (the older DELETE /api/bookings/{id}/payment/{paymentId}
 * and POST /api/payments/remove take manual ones only); whatever the caller, the ledger keeps its record.
 */
export async function deletePaymentById(
  principal: Principal,
  paymentId: string,
  opts: { booking?: string; reason?: string; only?: (b: BookingItem, p: BookingPayment) => void } = {},
): Promise<BookingItem> {
  const check = opts.only ?? deletable;
  const { tenant } = principal;
  const bookingId = opts.booking ?? (await paymentOfLedger(tenant, paymentId))?.booking;
  if (!bookingId) throw new NotFoundError(`payment ${paymentId} does not exist`);
  const current = await getBooking(tenant, bookingId);
  if (!current) throw new NotFoundError(`booking ${bookingId} does not exist`);
  await requireAccess(principal, current, 'bookings.update');
  const found = current.received?.find((p) => p.id === paymentId);
  if (!found) throw new NotFoundError(`booking ${current.bookingNo} has no payment ${paymentId}`);
  check(current, found);
  // A bank payment: the entry as it is now (its assignment to this booking is undone in the same transaction).
  const entryId = found.source.kind === 'bankentry' ? found.source.id.split(':')[0] : undefined;
  const entry = entryId ? await getEntry(tenant, entryId) : null;
  const now = new Date().toISOString();
  const { booking } = await removePayment(principal, bookingId, paymentId, (p, b) => {
    check(b, p);
    const writes = ledgerRecord(tenant, b, p, { now, by: principal.userId, reason: opts.reason });
    const assigned = entry?.assignments[bookingId];
    if (entry && assigned?.paymentId === p.id) writes.push(unassignWrite(tenant, entry, bookingId, Math.abs(money(assigned.amount, entry.currency).minor)));
    return writes;
  });
  return booking;
}
