import { staff } from '../../../shared/auth/actor';
import { ulid } from 'ulid';
import type { Principal } from '../../../shared/auth/principal';
import type { BankEntry } from '../../../shared/domain/bank/bank';
import { convert, type BookingPayment } from '../../../shared/domain/booking/payment';
import { fromMinor, money, toString } from '../../../shared/domain/money';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors';
import { absMinor, assignWrite, getEntry, unassignWrite } from '../../data/bank-entries';
import { getBooking } from '../../data/bookings';
import { changeBooking } from '../../booking/index';
import { planPayment, recordPayment, removePayment, type PaymentInput } from '../../booking/index';
import { openOf } from './suggest';

/**
 * Bank entries assigned to bookings (docs/decisions.md "Banks and bank entries"): the booking's payment and the
 * entry's assigned amount change in ONE transaction (recordPayment's `extra`), whose condition keeps the entry from
 * being assigned beyond its amount or twice to one booking, even when two requests race.
 */
export const TEMPORARY_PREFIX = 'tmp-';
export const isTemporary = (p: Pick<BookingPayment, 'key'>) => p.key.startsWith(`manual:${TEMPORARY_PREFIX}`);

const overAssigned = (why: string) => new ConflictError(why, 'BANK_ENTRY_OVER_ASSIGNED');

export async function entryOrThrow(tenant: string, id: string): Promise<BankEntry> {
  const entry = await getEntry(tenant, id);
  if (!entry) throw new NotFoundError(`No bank entry ${id}`);
  return entry;
}

export interface AssignInput {
  booking: string;
  amount?: string;
  milestone?: 'deposit' | 'rest';
  text?: string;
  rt?: string;
  rate?: string;
  rateType: 'stored' | 'fixed';
}

export async function assignEntry(principal: Principal, entryId: string, input: AssignInput) {
  const { tenant } = principal;
  const entry = await entryOrThrow(tenant, entryId);
  const openMinor = absMinor(entry) - entry.assignedMinor;
  let minor: number;
  try {
    minor = input.amount === undefined ? openMinor : money(input.amount, entry.currency).minor;
  } catch {
    throw new ValidationError(`${input.amount} has too many decimals for ${entry.currency}`, [{ path: 'body.amount', message: 'too many decimals' }]);
  }
  if (minor <= 0) throw new ValidationError('Assign more than 0', [{ path: 'body.amount', message: 'must be more than 0' }]);
  if (entry.assignments[input.booking]) throw overAssigned(`Entry ${entryId} is already assigned to booking ${input.booking}`);
  if (minor > openMinor) throw overAssigned(`Only ${openOf(entry)} ${entry.currency} of entry ${entryId} is open`);
  if (input.rateType === 'fixed' && input.rate === undefined)
    throw new ValidationError('rateType fixed needs a rate', [{ path: 'query.rate', message: 'Required' }]);

  const signed = toString(fromMinor(entry.amount.startsWith('-') ? -minor : minor, entry.currency));
  const booking = await getBooking(tenant, input.booking);
  if (!booking) throw new NotFoundError(`booking ${input.booking} does not exist`);
  const bookingCurrency = booking.currency ?? 'EUR';
  const fixed = input.rateType === 'fixed' && input.rate !== undefined && bookingCurrency !== entry.currency;
  const payment: PaymentInput = {
    // A fixed rate (the bank's own conversion) is applied here; the stored rate of the day by recordPayment.
    amount: fixed ? convert(signed, input.rate!, bookingCurrency) : signed,
    currency: fixed ? bookingCurrency : entry.currency,
    method: 'bank',
    date: entry.date,
    reference: entry.reference.slice(0, 200) || undefined,
    text: fixed ? [`${signed} ${entry.currency} at ${input.rate}`, input.text].filter(Boolean).join('; ') : input.text,
    milestone: input.milestone,
    source: { kind: 'bankentry', id: `${entry.id}:${input.booking}` },
    extra: (p, b) => [assignWrite(tenant, entry, input.booking, minor, { paymentId: p.id, amount: signed, bookingNo: b.bookingNo, at: p.createdAt })],
  };
  let outcome: { booking: { version: number }; payment: BookingPayment; applied: boolean };
  try {
    outcome = input.rt ? await replaceTemporary(principal, input.booking, input.rt, payment) : await recordPayment(staff(principal), input.booking, payment);
  } catch (err) {
    // The entry's condition failed on every attempt: another assignment took what was open meanwhile.
    if (err instanceof ConflictError && err.message === 'CONFLICT') throw overAssigned(`Entry ${entryId} has less open than ${signed} now`);
    throw err;
  }
  if (!outcome.applied) throw overAssigned(`Entry ${entryId} is already assigned to booking ${input.booking}`);
  const after = await entryOrThrow(tenant, entryId);
  return { entry: { ...after, open: openOf(after) }, payment: outcome.payment, bookingVersion: outcome.booking.version };
}

/**
 * The entry replaces a temporary payment (body `rt`): the temporary payment leaves and the entry's payment lands in
 * ONE booking change (planPayment as recordPayment plans it), so the booking never counts both or neither.
 */
async function replaceTemporary(principal: Principal, bookingId: string, temporaryId: string, input: PaymentInput) {
  let payment: BookingPayment | undefined;
  let applied = false;
  const booking = await changeBooking(staff(principal), bookingId, 'payment', async (b, ctx) => {
    const key = `${input.source!.kind}:${input.source!.id}`;
    const before = b.received?.find((p) => p.key === key);
    if (before) {
      [payment, applied] = [before, false];
      return { next: {}, unchanged: true };
    }
    const temporary = b.received?.find((p) => p.id === temporaryId && isTemporary(p));
    if (!temporary) throw new NotFoundError(`booking ${b.bookingNo} has no temporary payment ${temporaryId}`);
    payment = await planPayment(ctx.tenant, b, input, ctx.now, principal.userId);
    applied = true;
    const received = [...(b.received ?? []).filter((p) => p.id !== temporaryId), payment];
    return { next: { received }, lastAction: 'payment', extra: input.extra?.(payment, b) };
  });
  return { booking, payment: payment as BookingPayment, applied };
}

/** Undoes an assignment: the payment leaves the booking and its amount goes back to the entry, in one transaction. */
export async function unassignEntry(principal: Principal, entryId: string, paymentId: string) {
  const entry = await entryOrThrow(principal.tenant, entryId);
  const found = Object.entries(entry.assignments).find(([, a]) => a.paymentId === paymentId);
  if (!found) throw new NotFoundError(`Entry ${entryId} has no payment ${paymentId}`);
  const [bookingId, a] = found;
  const minor = Math.abs(money(a.amount, entry.currency).minor);
  const { booking } = await removePayment(staff(principal), bookingId, paymentId, () => [unassignWrite(principal.tenant, entry, bookingId, minor)]);
  const after = await entryOrThrow(principal.tenant, entryId);
  return { entry: { ...after, open: openOf(after) }, bookingVersion: booking.version };
}

/** A temporary payment: announced by the guest, counted on the booking until the bank entry replaces it (`rt`). */
export async function addTemporary(
  principal: Principal,
  input: { booking: string; amount: string; currency?: string; date?: string; reference?: string; text?: string },
) {
  const { payment } = await recordPayment(staff(principal), input.booking, {
    amount: input.amount,
    currency: input.currency,
    date: input.date,
    method: 'bank',
    reference: input.reference,
    text: input.text,
    source: { kind: 'manual', id: `${TEMPORARY_PREFIX}${ulid()}` },
  });
  return payment;
}
