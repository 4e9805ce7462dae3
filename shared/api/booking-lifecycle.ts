import * as z from 'zod';
import { BOOKING_ACTIONS } from '../domain/booking/lifecycle';
import { BOOKING_STATES } from '../domain/booking/states';
import { ZIsoDate } from '../domain/inventory/stay';
import { ZBooking } from './bookings';
import { endpoint } from './endpoint';
import { ZId } from './resource';

/**
 * The booking lifecycle's calls (ISSUE-14, docs/booking-states.md), Lambda `bookingactions`. Spec 2 §7 lists them
 * by name under /api/bookings; each acts on one booking, so each is `/api/bookings/{id}/<name>` (cancel stays
 * `{id}/cancell` in shared/api/bookings.ts). A refused action answers 409 BOOKING_STATE_CONFLICT naming the state
 * and the action, a taken room or bed 409 ROOM_NOT_AVAILABLE, and nothing is written.
 */

const tags = ['bookings'];
const resource = 'bookingactions' as const;
const STAFF = ['bookings.update'] as const;
/** Agency users (agencies.self) may confirm or give up their own agency's options. */
const STAFF_OR_AGENCY = ['bookings.update', 'agencies.self'] as const;
const ZIdParams = z.object({ id: ZId });

/** The fields every lifecycle call shares: POST /api/bookings/{id}/<path>, answering the changed booking. */
const call = (name: string, path: string, summary: string) => ({
  id: `bookingactions.${name}`,
  method: 'POST' as const,
  path: `/api/bookings/{id}/${path}`,
  resource,
  scopes: STAFF as readonly string[],
  tags,
  summary,
  output: ZBooking,
});

/**
 * Rebook and its revert run in a Lambda of their own (`booking-rebook`): the rebook prices the new booking with the
 * pricing engine, which would take `bookingactions` past its bundle budget (docs/decisions.md, "Lambda bundles").
 */
const rebookCall = (name: string, path: string, summary: string) => ({
  ...call(name, path, summary),
  id: `booking-rebook.${name}`,
  resource: 'booking-rebook' as const,
});

export const ZReleaseBooking = z.strictObject({ reason: z.string().trim().min(1).max(500) });
export const ZChangeRoom = z.strictObject({ from: ZId, to: ZId, beds: z.array(z.string().min(1).max(20)).max(30).optional() });
export const ZChangeDates = z.strictObject({ checkIn: ZIsoDate, checkOut: ZIsoDate });
/** Issue 22: a check-in before the arrival day is refused (409) unless the caller confirms it with `early: true`. */
export const ZCheckin = z.strictObject({ early: z.boolean().optional() });

export const bookingLifecycleEndpoints = {
  store: endpoint({
    ...call('store', 'store', 'Confirms a draft, planned or waiting booking (a waiting one takes its inventory now); gives the reservationNo'),
    scopes: STAFF_OR_AGENCY,
    input: { params: ZIdParams },
  }),
  checkin: endpoint({
    ...call(
      'checkin',
      'checkin',
      'Checks a confirmed booking in (all its rooms); before the arrival day 409 BOOKING_STATE_CONFLICT unless the body says early: true. Undone by revert',
    ),
    input: { params: ZIdParams, body: ZCheckin.optional() },
  }),
  checkout: endpoint({
    ...call('checkout', 'checkout', 'Checks a checked-in booking out: resolved, shown as confirmed-resolved; it keeps the nights it used'),
    input: { params: ZIdParams },
  }),
  revert: endpoint({
    ...call(
      'revert',
      'revert',
      'Reverts the last cancel, free or release: back to the state before, taking the inventory again (409 when taken meanwhile); on a checked-in booking undoes the check-in',
    ),
    input: { params: ZIdParams },
  }),
  release: endpoint({
    ...call('release', 'release', 'Releases an option or planned booking with a reason: its inventory is given back, it shows as released'),
    input: { params: ZIdParams, body: ZReleaseBooking },
  }),
  free: endpoint({
    ...call('free', 'free', 'Frees an option, planned or waiting booking: state freed, inventory given back'),
    scopes: STAFF_OR_AGENCY,
    input: { params: ZIdParams },
  }),
  move: endpoint({
    ...call(
      'move',
      'move/{schedule}',
      "Moves a trip's cabins and persons to another schedule of its vessel; the beds there are taken first or nothing changes",
    ),
    input: { params: z.object({ id: ZId, schedule: ZId }) },
  }),
  changeRoom: endpoint({
    ...call(
      'changeRoom',
      'changeRoom',
      'Replaces one room (or cabin) of the booking by another of the same resort (or vessel); the new one is taken first or nothing changes',
    ),
    input: { params: ZIdParams, body: ZChangeRoom },
  }),
  changeDates: endpoint({
    ...call(
      'changeDates',
      'rooms/{roomId}/date',
      'New dates for a resort stay (all its rooms move together; {roomId} is one of them); the new nights are taken first or nothing changes',
    ),
    input: { params: z.object({ id: ZId, roomId: ZId }), body: ZChangeDates },
  }),
  lockUnlockRoom: endpoint({
    ...call(
      'lockUnlockRoom',
      'lockUnlockRoom/{roomBooking}',
      'Locks or unlocks one room of the booking ({roomBooking}: its room id); a locked room is kept out of moves and room changes',
    ),
    input: { params: z.object({ id: ZId, roomBooking: ZId }) },
  }),
  rebook: endpoint({
    ...rebookCall(
      'rebook',
      'rebook',
      'Rebooks a stay to new dates: a new booking (new bookingNo) takes the nights, priced for them by the engine; this one becomes rebooked and releases; all or nothing',
    ),
    input: { params: ZIdParams, body: ZChangeDates },
  }),
  rebookSchedule: endpoint({
    ...rebookCall(
      'rebookSchedule',
      'rebook/{schedule}',
      'Rebooks a trip to another schedule of its vessel: a new booking takes the beds there, priced for that departure by the engine; this one becomes rebooked and releases',
    ),
    input: { params: z.object({ id: ZId, schedule: ZId }) },
  }),
  revertRebook: endpoint({
    ...rebookCall(
      'revertRebook',
      'revertRebook',
      'Reverts a rebook: this booking takes its units back (409 when sold meanwhile) and the booking it was rebooked to is cancelled',
    ),
    input: { params: ZIdParams },
  }),
  splitByCustomer: endpoint({
    ...call(
      'splitByCustomer',
      'splitByCustomer',
      'Splits the booking into one new booking per customer (their rooms or beds); this one becomes splitted; all or nothing',
    ),
    input: { params: ZIdParams },
  }),
  /**
   * Spec 2 §7 (DELETE): `calculation/{id}/removeCancellationFee`, {id} the booking (its one calculation). The operator
   * waives the fee of a cancelled booking afterwards: its `cancellationFee` lines go (what it owes drops, what it can
   * credit grows), a history item says so; a booking without a fee answers unchanged (idempotent). 409
   * BOOKING_STATE_CONFLICT for a booking that is not cancelled, 404 for an unknown one (docs/booking-states.md).
   */
  removeCancellationFee: endpoint({
    ...call(
      'removeCancellationFee',
      'removeCancellationFee',
      "Removes a cancelled booking's cancellation fee lines (waived afterwards); answered unchanged when it has none; 409 when not cancelled",
    ),
    method: 'DELETE',
    path: '/api/bookings/calculation/{id}/removeCancellationFee',
    input: { params: ZIdParams },
  }),
  actionStates: endpoint({
    id: 'bookingactions.actionStates',
    method: 'GET',
    path: '/api/bookings/actionStates',
    resource,
    scopes: ['bookings.read', 'agencies.self'],
    tags,
    summary: 'The lifecycle table: per action the states it may run in, and the states that hold inventory',
    input: {},
    output: z.object({
      actions: z.record(z.enum(BOOKING_ACTIONS), z.array(z.enum(BOOKING_STATES))),
      holdingStates: z.array(z.enum(BOOKING_STATES)),
    }),
  }),
};
