import { BOOKING_STATES, type BookingState } from './states';

/**
 * The booking lifecycle (ISSUE-14): ONE explicit state machine. The spec (2 §4) names the states and the actions
 * and leaves the allowed transitions to the server; they are this table, written out in docs/booking-states.md.
 * `transition` is the only place that decides whether an action may run in a state and which state follows;
 * `holdsInventory` decides whether a state holds its room-nights or beds (the change primitive derives what to take
 * and release from it, so inventory always equals what the holding bookings hold).
 */

export const BOOKING_ACTIONS = [
  'cancel',
  'store',
  'checkin',
  'checkout',
  'revert',
  'release',
  'free',
  'rebook',
  'revertRebook',
  'move',
  'changeRoom',
  'changeDates',
  'lockRoom',
  'unlockRoom',
  'changeRooms',
  'splitByCustomer',
  'reference',
  'document',
  'language',
  'agency',
  'changeCalculation',
  'payment',
  'onsite',
  'removeCancellationFee',
  'change',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** `same`: the action keeps the state (a change inside it). */
type Target = BookingState | 'same';

/** The states that hold inventory; every other state holds none. */
const HOLDING: ReadonlySet<BookingState> = new Set<BookingState>(['draft', 'confirmed', 'planned']);

/** The holding states, in the spec's order. */
export const holdingStates = (): BookingState[] => BOOKING_STATES.filter((s) => HOLDING.has(s));

/** A draft (option, until its option date), a confirmed and a planned booking hold their nights or beds; no other. */
export function holdsInventory(state: BookingState): boolean {
  return HOLDING.has(state);
}

/** The states a changed booking that is still open can be in (rooms, dates, schedule, locks may change). */
const OPEN = ['draft', 'confirmed', 'planned', 'waiting'] as const;
/** Every state but deleted: a cancelled booking still gets its voucher or the agency's credit note attached. */
const KEPT = BOOKING_STATES.filter((s) => s !== 'deleted');
const same = (states: readonly BookingState[]) => Object.fromEntries(states.map((s) => [s, 'same'])) as Partial<Record<BookingState, Target>>;

/** action → (state it may run in → the state it leads to). A pair not in the table is refused. */
export const TRANSITIONS: Readonly<Record<BookingAction, Partial<Record<BookingState, Target>>>> = {
  /** Cancel: releases; a cancelled booking answers unchanged (repeatable, as since the booking core). */
  cancel: { draft: 'aborted', confirmed: 'aborted', planned: 'aborted', waiting: 'aborted', aborted: 'same' },
  /** Store: confirm an option, a planned or a waiting booking (takes its inventory), or save a confirmed one. */
  store: { draft: 'confirmed', planned: 'confirmed', waiting: 'confirmed', confirmed: 'same' },
  checkin: { confirmed: 'same' },
  checkout: { confirmed: 'same' },
  /**
   * Revert: back to the state before the last cancel, free or release (taking the inventory again or 409); on a
   * checked-in confirmed booking it undoes the check-in (issue 22: the state stays, `checkedInAt` goes).
   */
  revert: { confirmed: 'same', aborted: 'same', freed: 'same', resolved: 'same' },
  /** Release with a reason: an option or a planned booking gives its inventory back and shows as released. */
  release: { draft: 'resolved', planned: 'resolved' },
  /** Free: an option, planned or waiting booking is given up (also what an expired option becomes). */
  free: { draft: 'freed', planned: 'freed', waiting: 'freed' },
  /** Rebook: the booking continues as a new booking (new number); this one becomes rebooked. */
  rebook: { draft: 'rebooked', confirmed: 'rebooked', planned: 'rebooked' },
  revertRebook: { rebooked: 'same' },
  move: same(OPEN),
  changeRoom: same(OPEN),
  changeDates: same(OPEN),
  lockRoom: same(OPEN),
  unlockRoom: same(OPEN),
  /** The rooms and persons of an open booking: add or remove a room, set, replace or remove persons, sort (rooms.ts). */
  changeRooms: same(OPEN),
  /** Split by customer: one new booking per customer takes over; this one becomes splitted. */
  splitByCustomer: { draft: 'splitted', confirmed: 'splitted', planned: 'splitted' },
  /** The booking file's facts (booking-extras): references, documents and language in any state but deleted. */
  reference: same(KEPT),
  document: same(KEPT),
  language: same(KEPT),
  /** The agency re-prices (commission follows it), so only while the booking is open. */
  agency: same(OPEN),
  /** Editing the calculation (lines, prices, terms, milestones: functions/booking/calculation) of an open booking. */
  changeCalculation: same(OPEN),
  /**
   * Payment: money received or refunded (functions/booking/bookings/payments); a cancelled booking still gets its refund. Not
   * a split booking: it counts no money (its parts hold it), so a payment there would count nowhere.
   */
  payment: same(KEPT.filter((s) => s !== 'splitted')),
  /**
   * Onsite items (functions/finance/pos): products sold to the guests of a confirmed or planned booking, also while checked in
   * and after check-out (a late bar bill, paying the open items at departure): the guard refuses nothing more.
   */
  onsite: same(['confirmed', 'planned']),
  /** The operator waives a cancelled booking's fee afterwards (DELETE calculation/{id}/removeCancellationFee). */
  removeCancellationFee: { aborted: 'same' },
  /**
   * The header change (POST {id}/change, issue 29): dates, resort or schedule, customer, source, category, language,
   * option date of an open booking in one change; the new units are taken first, the price figured again.
   */
  change: same(OPEN),
};

/** The states `revert` and `revertRebook` lead back to (stored on the header when the booking left them). */
export const RESTORABLE: readonly BookingState[] = ['draft', 'confirmed', 'planned', 'waiting'];

export type Transition = { ok: true; to: BookingState } | { ok: false; reason: string };

/** The state an action leads to from a state, or why it is refused. `revert`'s target is the header's previousState. */
export function transition(state: BookingState, action: BookingAction, previousState?: BookingState): Transition {
  const target = TRANSITIONS[action][state];
  if (target === undefined) return { ok: false, reason: `${action} is not allowed for a booking in state ${state}` };
  if (action === 'revert' && state === 'confirmed') return { ok: true, to: state };
  if (action === 'revert' || action === 'revertRebook') {
    const to = previousState && RESTORABLE.includes(previousState) ? previousState : 'confirmed';
    return { ok: true, to };
  }
  return { ok: true, to: target === 'same' ? state : target };
}

/** What besides the state decides an action (the booking file's buttons and the server's guards agree). */
export interface LifecycleView {
  state: BookingState;
  previousState?: BookingState;
  checkedInAt?: string;
  checkedOutAt?: string;
  type?: 'resort' | 'trip';
  resort?: string;
  schedule?: string;
  rooms: { locked?: boolean; customers?: unknown[] }[];
}

/** What a checked-out booking no longer allows. */
const AFTER_CHECKOUT_REFUSED: ReadonlySet<BookingAction> = new Set<BookingAction>([
  'move',
  'changeRoom',
  'changeDates',
  'changeRooms',
  'lockRoom',
  'unlockRoom',
  'splitByCustomer',
  'change',
]);

/** Why an allowed state still refuses the action for this booking (checked in twice, a stay moved to a schedule…). */
export function guard(b: LifecycleView, action: BookingAction): string | undefined {
  const trip = b.schedule !== undefined;
  // A checked-out stay or trip is over: its rooms, dates and persons are what happened (the bill may still change).
  if (b.checkedOutAt && AFTER_CHECKOUT_REFUSED.has(action)) return 'the booking is checked out';
  switch (action) {
    case 'checkin':
      return b.checkedInAt ? 'the booking is already checked in' : undefined;
    case 'revert':
      // A confirmed booking reverts only its check-in (not a checkout: that is the final bill's business).
      if (b.state !== 'confirmed') return undefined;
      if (!b.checkedInAt) return 'the booking is not checked in';
      return b.checkedOutAt ? 'the booking is checked out' : undefined;
    case 'checkout':
      if (!b.checkedInAt) return 'the booking is not checked in';
      return b.checkedOutAt ? 'the booking is already checked out' : undefined;
    case 'cancel':
    case 'free':
    case 'release':
    case 'rebook':
      return b.checkedInAt && b.state !== 'aborted' ? 'the booking is checked in' : undefined;
    case 'move':
      return trip ? undefined : 'only a trip moves to another schedule';
    case 'changeDates':
      return trip ? 'a trip takes its dates from its schedule' : undefined;
    case 'lockRoom':
      return b.rooms.every((r) => r.locked) ? 'every room is locked' : undefined;
    case 'unlockRoom':
      return b.rooms.some((r) => r.locked) ? undefined : 'no room is locked';
    case 'splitByCustomer':
      return b.rooms.reduce((n, r) => n + (r.customers?.length ?? 0), 0) > 1 ? undefined : 'the booking has fewer than two customers';
    default:
      return undefined;
  }
}

/** The actions this booking allows now, in the table's order (the booking file shows these as buttons). */
export function allowedActions(b: LifecycleView): BookingAction[] {
  return BOOKING_ACTIONS.filter((a) => transition(b.state, a, b.previousState).ok && guard(b, a) === undefined);
}

/** GET /api/bookings/actionStates: per action, the states it may run in (the table, for clients). */
export function actionStates(): Record<BookingAction, BookingState[]> {
  return Object.fromEntries(BOOKING_ACTIONS.map((a) => [a, BOOKING_STATES.filter((s) => TRANSITIONS[a][s] !== undefined)])) as Record<
    BookingAction,
    BookingState[]
  >;
}
