import type { ProjectedChange, TransactionProjection } from '../../platform/index';
import { projectionsOf } from '../../platform/index';
import type { BookingItem } from '../../data/entities/booking';
import { paymentLedgerWrites } from '../../data/payments';
import { todoIndexWrites } from '../../data/todos';

/**
 * The read models written in the booking's own transaction (docs/recipes-background.md, "A projection"): the booking
 * commit (lifecycle/apply.ts, and the waiting list's offer) asks `projectBookingChange` for their writes. A new one is
 * one entry here; a read model that may lag behind the booking is a stream projection instead (events/stream-projections.ts).
 */

/** What the commit knows of a change besides before and after: the action (`create` for a new booking). */
export interface BookingChangeFacts {
  action: string;
}

export type BookingProjection = TransactionProjection<BookingItem, BookingChangeFacts>;
export type BookingChange = ProjectedChange<BookingItem, BookingChangeFacts>;

export const BOOKING_PROJECTIONS: readonly BookingProjection[] = [
  /** The todo lists (open, own, all): one index item per todo of the booking. */
  { name: 'todo-index', items: ({ tenant, before, after }) => todoIndexWrites(tenant, before, after) },
  /** The payment ledger: one item per payment received on the booking. */
  { name: 'payment-ledger', items: ({ tenant, before, after }) => paymentLedgerWrites(tenant, before, after) },
];

/** The writes of every registered projection for one booking change. */
export const projectBookingChange: (change: BookingChange) => ReturnType<BookingProjection['items']> = projectionsOf(BOOKING_PROJECTIONS);
