import type { CreateBooking } from '../../shared/api/bookings';
import { actorPrincipal, type Actor } from '../../shared/auth/actor';
import { ForbiddenError } from '../../shared/errors';
import type { BookingPayment } from '../../shared/domain/booking/payment';
import type { BookingItem } from '../data/entities/booking';
import type { TransactItem } from '../data/transactions';
import { agencyOnly, readBooking as readFor, requireAccess } from './bookings/access';
import { cancelBookingFor, type CancelInput } from './bookings/lifecycle/actions';
import { applyBookingChange, type ChangeAction, type ChangePlanner } from './bookings/lifecycle/apply';
import { deletePaymentById } from './bookings/payments/delete';
import { recordPayment as recordFor, removePayment as removeFor, type PaymentInput, type PaymentOutcome } from './bookings/payments/record';
import { createBookingFor } from './bookings/service';
import { visibility } from './list/visibility';

/**
 * The booking area's use cases, by verb, called with the actor who acts (shared/auth/actor.ts; docs/decisions/actor.md).
 * Each checks access itself, from the actor: staff by their scopes, agency and assets; a job or a channel by what it
 * is granted. Other areas and the consumers call these, never the internals behind them.
 */

/**
 * POST /api/bookings, and a channel's booking: the one create path (numbered, todos, event in the change primitive). A
 * guest creates nothing here: a guest's only create is an online hold (functions/booking/online/hold/hold.ts
 * `holdOnline`, the book-checkout Lambda's; not on the face, so the other Lambdas do not bundle it).
 */
export const createBooking = (actor: Actor, input: CreateBooking): Promise<BookingItem> => {
  if (actor.kind === 'guest') throw new ForbiddenError();
  return createBookingFor(actorPrincipal(actor), input);
};

/** One booking: 404 unknown, 403 without access. */
export const readBooking = (actor: Actor, id: string): Promise<BookingItem> => readFor(actorPrincipal(actor), id);

/** 403 unless the actor may see (scope `bookings.read`) or change (`bookings.update`) this booking. */
export const requireBookingAccess = (actor: Actor, booking: BookingItem, scope: string): Promise<void> => requireAccess(actorPrincipal(actor), booking, scope);

/** Whether the actor acts for its agency only (an agency user without the staff scope). */
export const actsForAgencyOnly = (actor: Actor, scope: string): boolean => agencyOnly(actorPrincipal(actor), scope);

/** The filter terms that keep a list to the bookings the actor may see. */
export const bookingVisibility = (actor: Actor) => visibility(actorPrincipal(actor));

/**
 * Any change of a booking through THE change primitive (state machine, inventory, history, todos, event in one
 * transaction): `plan` says what the action changes; another area's own writes go in its `extra`.
 */
export const changeBooking = (actor: Actor, id: string, action: ChangeAction, plan: ChangePlanner): Promise<BookingItem> =>
  applyBookingChange(actorPrincipal(actor), id, action, plan);

/** POST /api/bookings/{id}/cancell. */
export const cancelBooking = (actor: Actor, id: string, input: CancelInput = {}): Promise<BookingItem> => cancelBookingFor(actorPrincipal(actor), id, input);

/** A payment received on a booking; applied once per key (a repeat answers the first). */
export const recordPayment = (actor: Actor, bookingId: string, input: PaymentInput): Promise<PaymentOutcome> =>
  recordFor(actorPrincipal(actor), bookingId, input);

/** Takes a payment off a booking, with the caller's own writes in the same transaction. */
export const removePayment = (
  actor: Actor,
  bookingId: string,
  paymentId: string,
  extra?: (payment: BookingPayment, booking: BookingItem) => TransactItem[],
): Promise<{ booking: BookingItem; payment: BookingPayment }> => removeFor(actorPrincipal(actor), bookingId, paymentId, extra);

/** DELETE /api/payments/{id}: a payment found by its id (optionally on one booking, with the caller's own rule). */
export const deletePayment = (actor: Actor, paymentId: string, opts: Parameters<typeof deletePaymentById>[2] = {}): Promise<BookingItem> =>
  deletePaymentById(actorPrincipal(actor), paymentId, opts);
