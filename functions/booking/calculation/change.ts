import type { Principal } from '../../../shared/auth/principal';
import type { Refusal } from '../../../shared/domain/booking/calculation-edit';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import { applyBookingChange, type ChangeContext } from '../bookings/lifecycle/apply';

/**
 * Every calculation call is one `changeCalculation` change through THE change primitive (applyBookingChange): the
 * header by version, a history item with the call's own lastAction, the outbox event; a refusal throws before
 * anything is written.
 */
export type CalculationPlanner = (b: BookingItem, ctx: ChangeContext) => Promise<Partial<BookingItem>> | Partial<BookingItem>;

export function changeCalculation(principal: Principal, id: string, lastAction: string, plan: CalculationPlanner): Promise<BookingItem> {
  return applyBookingChange(principal, id, 'changeCalculation', async (b, ctx) => ({ next: await plan(b, ctx), lastAction }));
}

/** A refusal in the spec's error shape: 400 ValidationError naming the field, or 409 CALCULATION_LINE_REFUSED. */
export function refuse(r: Refusal, path = 'body'): Error {
  return r.status === 400 ? new ValidationError(r.reason, [{ path, message: r.reason }]) : new ConflictError(r.reason, 'CALCULATION_LINE_REFUSED');
}

/** The line `sort` of the booking, or 404 naming it. */
export function lineOf(b: BookingItem, sort: number) {
  const line = b.calculation?.find((l) => l.sort === sort);
  if (!line) throw new NotFoundError(`booking ${b.bookingNo} has no calculation line ${sort}`);
  return line;
}
