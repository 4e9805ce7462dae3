import { staff } from '../../../shared/auth/actor';
import { ulid } from 'ulid';
import type { z } from 'zod';
import type { ZCreditApply, ZCreditCreate, ZCreditFromBooking, ZCreditListQuery } from '../../../shared/api/credits';
import { passes } from '../../../shared/auth/permissions';
import type { Principal } from '../../../shared/auth/principal';
import { dateIn } from '../../../shared/calendar-date';
import { paymentSummary, type BookingPayment } from '../../../shared/domain/booking/payment';
import { creditableMinor, creditView, isOpen, minorOf, type CreditKind, type CreditNote, type StoredCredit } from '../../../shared/domain/credit/credit';
import { fromMinor, money, toString } from '../../../shared/domain/money';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../shared/errors';
import { backoff, MAX_ATTEMPTS } from '../../booking/index';
import { changeBooking } from '../../booking/index';
import { planPayment, recordPayment, removePayment } from '../../booking/index';
import { sendTransaction } from '../../data/booking-changes';
import { getBooking } from '../../data/bookings';
import { creditApplyWrites, creditCreateWrites, creditUndoWrites, creditVoidWrites, getCredit, listCredits, readCreditCounter } from '../../data/credits';
import type { BookingItem } from '../../data/entities/booking';
import { getTenant } from '../../data/tenants';
import { currencyBook } from '../../pricing/index';
import { ownerName } from './owners';

/** Credit notes: list, create (by hand, from a cancelled booking), apply, undo, void (docs/decisions.md "Credits"). */

const refused = (description: string) => new ConflictError(description, 'CREDIT_REFUSED');
const notOpen = (c: StoredCredit) => new ConflictError(`Credit note ${c.no} is ${c.voided ? 'voided' : 'expired'}`, 'CREDIT_NOT_OPEN');
const exceeded = (c: StoredCredit, amount: string) => new ConflictError(`Credit note ${c.no} has less than ${amount} ${c.currency} left`, 'CREDIT_EXCEEDED');

export const todayOf = async (tenant: string) => dateIn((await getTenant(tenant))?.timezone ?? 'Europe/Berlin', new Date());

/** The booking's owner for a kind of note: an agency booking's agency, a direct booking's customer. */
const ownerOf = (b: BookingItem, kind: CreditKind) => (kind === 'agency' ? b.agency : b.agency ? undefined : b.customer);

function minorIn(amount: string, currency: string, path: string): number {
  try {
    return minorOf(amount, currency);
  } catch {
    throw new ValidationError(`${amount} has more decimals than ${currency} has`, [{ path, message: `too many decimals for ${currency}` }]);
  }
}

/** An agency user (agencies.self without agencies.read) reads its own agency's notes only. */
function ownOnly(principal: Principal, kind: CreditKind): string | undefined {
  if (kind !== 'agency' || passes(principal, 'agencies.read')) return undefined;
  if (!principal.agencyId) throw new ForbiddenError();
  return principal.agencyId;
}

async function note(principal: Principal, kind: CreditKind, id: string): Promise<StoredCredit> {
  const c = await getCredit(principal.tenant, kind, id);
  const own = ownOnly(principal, kind);
  if (!c || (own !== undefined && c.owner !== own)) throw new NotFoundError(`credit note ${id} does not exist`);
  return c;
}

export async function listNotes(principal: Principal, kind: CreditKind, q: z.output<typeof ZCreditListQuery>): Promise<CreditNote[]> {
  const own = ownOnly(principal, kind);
  const owner = own ?? q.owner;
  const today = await todayOf(principal.tenant);
  return (await listCredits(principal.tenant, kind))
    .filter((c) => (owner === undefined || c.owner === owner) && (q.from === undefined || c.date >= q.from) && (q.to === undefined || c.date <= q.to))
    .filter((c) => q.open === undefined || isOpen(c, today) === (q.open === 'true'))
    .map((c) => creditView(c, today));
}

export async function getNote(principal: Principal, kind: CreditKind, id: string): Promise<CreditNote> {
  return creditView(await note(principal, kind, id), await todayOf(principal.tenant));
}

/** Writes a new note with the next number; a lost race for the number reads the counter again. */
async function writeNew(tenant: string, make: (no: number) => StoredCredit): Promise<StoredCredit> {
  for (let attempt = 1; ; attempt++) {
    const read = await readCreditCounter(tenant);
    const c = make((read ?? 0) + 1);
    if (!(await sendTransaction(creditCreateWrites(tenant, c, read)))) return c;
    if (attempt >= MAX_ATTEMPTS) throw new ConflictError('Too many credit notes at the same time; try again');
    await backoff(attempt);
  }
}

export async function createByHand(principal: Principal, kind: CreditKind, body: z.output<typeof ZCreditCreate>): Promise<CreditNote> {
  const { tenant } = principal;
  const book = await currencyBook(tenant);
  if (!book.currencies.some((c) => c.code === body.currency))
    throw new ValidationError(`${body.currency} is not an active currency`, [{ path: 'body.currency', message: 'not an active currency' }]);
  const minor = minorIn(body.amount, body.currency, 'body.amount');
  const name = await ownerName(tenant, kind, body.owner);
  if (name === undefined) throw new NotFoundError(`${kind} ${body.owner} does not exist`);
  const today = await todayOf(tenant);
  const now = new Date().toISOString();
  const id = ulid();
  const c = await writeNew(tenant, (no) => ({
    id,
    no,
    kind,
    owner: body.owner,
    ownerName: name,
    currency: body.currency,
    amount: toString(money(body.amount, body.currency)),
    remainingMinor: minor,
    reason: body.reason,
    date: today,
    ...(body.expires ? { expires: body.expires } : {}),
    applications: {},
    createdAt: now,
    ...(principal.userId ? { createdBy: principal.userId } : {}),
  }));
  return creditView(c, today);
}

/**
 * The note of a cancelled booking paid beyond what it still owes: ONE booking change holds the booking's negative
 * credit payment (so its paid equals its total again), the note and its number. The counter is read on every attempt
 * of the change (recordPayment's `extra` cannot read), hence applyBookingChange with planPayment directly.
 */
export async function createFromBooking(
  principal: Principal,
  kind: CreditKind,
  bookingId: string,
  body: z.output<typeof ZCreditFromBooking>,
): Promise<{ credit: CreditNote; payment: BookingPayment }> {
  const { tenant } = principal;
  const today = await todayOf(tenant);
  let made: { credit: StoredCredit; payment: BookingPayment } | undefined;
  await changeBooking(staff(principal), bookingId, 'payment', async (b, ctx) => {
    if (b.state !== 'aborted') throw refused(`Booking ${b.bookingNo} is ${b.state}: only a cancelled booking gives a credit note`);
    const owner = ownerOf(b, kind);
    if (!owner) throw refused(`Booking ${b.bookingNo} is not a booking of ${kind === 'agency' ? 'an agency' : 'a direct customer'}`);
    const currency = b.currency ?? 'EUR';
    const creditable = creditableMinor(b);
    if (creditable <= 0) throw new ConflictError(`Booking ${b.bookingNo} was not paid beyond what it owes: nothing to credit`, 'NOTHING_TO_CREDIT');
    const amount = toString(fromMinor(creditable, currency));
    const read = await readCreditCounter(tenant);
    const id = ulid();
    const reason = body.reason ?? `Booking ${b.bookingNo} cancelled`;
    const payment = await planPayment(
      tenant,
      b,
      { amount: `-${amount}`, method: 'credit', source: { kind: 'credit', id: `${id}:${b.id}` }, text: reason },
      ctx.now,
      principal.userId,
    );
    const credit: StoredCredit = {
      id,
      no: (read ?? 0) + 1,
      kind,
      owner,
      ...(kind === 'customer' && b.customerName ? { ownerName: b.customerName } : {}),
      currency,
      amount,
      remainingMinor: creditable,
      booking: { id: b.id, bookingNo: b.bookingNo, paymentId: payment.id },
      reason,
      date: today,
      ...(body.expires ? { expires: body.expires } : {}),
      applications: {},
      createdAt: ctx.now,
      ...(principal.userId ? { createdBy: principal.userId } : {}),
    };
    if (kind === 'agency') {
      const name = await ownerName(tenant, kind, owner);
      if (name) credit.ownerName = name;
    }
    made = { credit, payment };
    return { next: { received: [...(b.received ?? []), payment] }, lastAction: 'payment', extra: creditCreateWrites(tenant, credit, read) };
  });
  if (!made) throw new Error('no credit note planned');
  return { credit: creditView(made.credit, today), payment: made.payment };
}

/** 409 CREDIT_NOT_OPEN for a voided or expired note, CREDIT_EXCEEDED when less than `minor` is left. */
function refuseBeyond(c: StoredCredit, minor: number, amount: string, today: string): void {
  if (c.voided || (c.expires !== undefined && c.expires < today)) throw notOpen(c);
  if (c.remainingMinor < minor) throw exceeded(c, amount);
}

const APPLICABLE = new Set(['draft', 'confirmed', 'planned', 'waiting']);

/** Applies `amount` of a note to a later booking of its owner: the credit payment and the lowered note in one transaction. */
export async function applyNote(
  principal: Principal,
  kind: CreditKind,
  id: string,
  body: z.output<typeof ZCreditApply>,
): Promise<{ credit: CreditNote; payment: BookingPayment }> {
  const { tenant } = principal;
  const today = await todayOf(tenant);
  const c = await note(principal, kind, id);
  const minor = minorIn(body.amount, c.currency, 'body.amount');
  const amount = toString(money(body.amount, c.currency));
  refuseBeyond(c, minor, amount, today);
  const b = await getBooking(tenant, body.bookingId);
  if (!b) throw new NotFoundError(`booking ${body.bookingId} does not exist`);
  if (ownerOf(b, kind) !== c.owner) throw refused(`Booking ${b.bookingNo} is not a booking of the note's ${kind}`);
  if (!APPLICABLE.has(b.state)) throw refused(`Booking ${b.bookingNo} is ${b.state}: a credit applies to an open booking`);
  let outcome;
  for (let round = 1; !outcome; round++) {
    try {
      outcome = await recordPayment(staff(principal), b.id, {
        amount,
        currency: c.currency,
        method: 'credit',
        source: { kind: 'credit', id: `${c.id}:${b.id}` },
        text: `Credit note ${c.no}`,
        extra: (payment, fresh) => {
          const open = money(paymentSummary(fresh, today).open, fresh.currency ?? 'EUR');
          if (money(payment.amount, fresh.currency ?? 'EUR').minor > open.minor)
            throw refused(`${payment.amount} ${fresh.currency ?? 'EUR'} is more than the ${toString(open)} booking ${fresh.bookingNo} has open`);
          const application = {
            paymentId: payment.id,
            booking: fresh.id,
            bookingNo: fresh.bookingNo,
            amount,
            bookingAmount: payment.amount,
            bookingCurrency: fresh.currency ?? 'EUR',
            date: payment.date,
            at: payment.createdAt,
            ...(principal.userId ? { by: principal.userId } : {}),
          };
          return creditApplyWrites(tenant, c, application, minor, today);
        },
      });
    } catch (err) {
      // Every attempt lost (the note's condition or a busy booking): used up meanwhile → 409, else another round.
      if (err instanceof ConflictError && err.message === 'CONFLICT') {
        const now = await getCredit(tenant, kind, id);
        if (now) refuseBeyond(now, minor, amount, today);
        if (round < 3) continue;
      }
      throw err;
    }
  }
  if (!outcome.applied) throw refused(`Credit note ${c.no} is applied to booking ${b.bookingNo} already: undo it to apply another amount`);
  return { credit: creditView((await getCredit(tenant, kind, id)) as StoredCredit, today), payment: outcome.payment };
}

/** Undoes an application: the payment leaves the booking and its amount returns to the note, one transaction. */
export async function undoApplication(principal: Principal, kind: CreditKind, id: string, paymentId: string): Promise<CreditNote> {
  const { tenant } = principal;
  const c = await note(principal, kind, id);
  const a = c.applications[paymentId];
  if (!a) throw new NotFoundError(`credit note ${c.no} has no application ${paymentId}`);
  if (c.voided) throw notOpen(c);
  await removePayment(staff(principal), a.booking, paymentId, () =>
    creditUndoWrites(tenant, c, paymentId, minorOf(a.amount, c.currency), new Date().toISOString()),
  );
  return creditView((await getCredit(tenant, kind, id)) as StoredCredit, await todayOf(tenant));
}

/** Voids a note: what is left can no longer be applied (and leaves the agency's balance). */
export async function voidNote(principal: Principal, kind: CreditKind, id: string, reason: string): Promise<CreditNote> {
  const { tenant } = principal;
  for (let attempt = 1; ; attempt++) {
    const c = await note(principal, kind, id);
    if (c.voided) throw notOpen(c);
    const voided = { at: new Date().toISOString(), ...(principal.userId ? { by: principal.userId } : {}), reason };
    if (!(await sendTransaction(creditVoidWrites(tenant, c, voided)))) return creditView({ ...c, voided }, await todayOf(tenant));
    if (attempt >= MAX_ATTEMPTS) throw new ConflictError(`Too many changes to credit note ${c.no} at the same time; try again`);
    await backoff(attempt);
  }
}
