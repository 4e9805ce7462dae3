import { addDays } from '../../shared/calendar-date';
import { bookingUnits } from '../../shared/domain/booking/claims';
import { holdsInventory } from '../../shared/domain/booking/lifecycle';
import type { BookingState } from '../../shared/domain/booking/states';
import { invoke } from './invoke';
import { commitBookingChange } from '../../functions/data/booking-changes';
import { getBooking } from '../../functions/data/bookings';
import type { BookingItem } from '../../functions/data/entities/booking';
import { outboxPut } from '../../functions/data/outbox';
import { BookingChanged } from '../../events/booking-events';
import { handler as actions } from '../../functions/booking/actions/lambda';
import { handler as rebooks } from '../../functions/booking/rebook/lambda';
import { handler as bookings } from '../../functions/booking/bookings/lambda';

/** Calls of the lifecycle tests (through the two handlers, as API Gateway routes them). */

export type Booking = BookingItem;

export const create = (token: string, body: unknown) => invoke<Booking>(bookings, 'POST', '/api/bookings', { token, body });
export const stay = (resort: string, rooms: string[], checkIn: string, nights: number, extra: Record<string, unknown> = {}) => ({
  resort,
  checkIn,
  checkOut: addDays(checkIn, nights),
  rooms: rooms.map((room) => ({ room, noOfPax: 1 })),
  ...extra,
});
/** An option (draft) as the create takes it: with an option date two weeks ahead (docs/decisions.md, "Booking wizard"). */
export const option = (): { state: 'draft'; optionDate: string } => ({
  state: 'draft',
  optionDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
});
export const cancel = (token: string, id: string) => invoke<Booking>(bookings, 'POST', `/api/bookings/${id}/cancell`, { token });
/** rebook, rebook/{schedule}, revertRebook and change are answered by their own Lambda (booking-rebook), the rest by bookingactions. */
export const act = (token: string, id: string, path: string, body?: unknown) =>
  invoke<Booking>(/^(rebook|revertRebook|change)(\/|$)/.test(path) ? rebooks : actions, 'POST', `/api/bookings/${id}/${path}`, { token, body });
export const actionStatesOf = (token: string) => invoke(actions, 'GET', '/api/bookings/actionStates', { token });

/**
 * Puts a booking into a state through the change primitive itself (a state no action reaches directly in a test:
 * rebooked, deleted, splitted…), releasing its inventory when the state holds none.
 */
export async function seedState(tenant: string, id: string, state: BookingState, patch: Partial<BookingItem> = {}): Promise<BookingItem> {
  const current = (await getBooking(tenant, id)) as BookingItem;
  const next: BookingItem = { ...current, ...patch, state, version: current.version + 1 };
  const owner = { kind: 'booking' as const, id };
  const release = holdsInventory(state) ? [] : bookingUnits(current).map((u) => ({ ...u, owner }));
  const payload = { bookingId: id, bookingNo: current.bookingNo, state, action: 'seed', from: current.state, to: state, version: next.version };
  const event = outboxPut(tenant, BookingChanged, payload);
  const outcome = await commitBookingChange(tenant, { current, next, take: [], release, genders: [], counters: [], created: [], event });
  if (!outcome.ok) throw new Error(`seeding ${id} as ${state} failed`);
  return next;
}
