import type { Principal } from '../../../../shared/auth/principal';
import type { BookingAction } from '../../../../shared/domain/booking/lifecycle';
import { validateStay } from '../../../../shared/domain/inventory/stay';
import { ConflictError, NotFoundError, ValidationError } from '../../../../shared/errors';
import type { BookingItem } from '../../../data/entities/booking';
import { withoutCancelFee, withoutFee } from '../../../../shared/domain/booking/cancellation';
import { dateIn } from '../../../../shared/calendar-date';
import { getTenant } from '../../../data/tenants';
import { applyBookingChange, refused, type ChangePlanner } from './apply';
import { planCancellationFee } from './cancel-fee';
import { placeOnSchedule, requireResortRoom } from './placement';

/**
 * The lifecycle actions (docs/booking-states.md): each is the state machine's transition plus the header fields it
 * sets, applied through applyBookingChange (one transaction with the inventory it takes and releases).
 */

const run = (principal: Principal, id: string, action: BookingAction, plan: ChangePlanner = () => ({ next: {} })) =>
  applyBookingChange(principal, id, action, plan);

/** What the cancel dialog sends (both optional: the cancel of the booking core sends nothing). */
export interface CancelInput {
  reason?: string;
  /** The operator waives the terms' cancellation fee: no fee line is written. */
  waiveFee?: boolean;
}

export { CANCELLATION_FEE_TEXT } from './cancel-fee';

/**
 * POST /api/bookings/{id}/cancell: aborted, inventory released; the reason kept; the terms' cancellation fee written
 * as one `cancellationFee` line (not when waived, nor when the terms name none); a cancelled booking answers unchanged.
 */
export const cancelBookingFor = (principal: Principal, id: string, input: CancelInput = {}) =>
  run(principal, id, 'cancel', async (b, { tenant, now }) => {
    const base = { cancelationDate: now, previousState: b.state, ...(input.reason ? { cancelReason: input.reason } : {}) };
    const rest = withoutFee(b.calculation) ?? [];
    // Waived: no fee, also none added by hand before. A fee line already there (by hand) is the fee: not a second one.
    if (input.waiveFee) return { next: { ...base, ...(b.calculation && rest.length !== b.calculation.length ? { calculation: rest } : {}) } };
    // The fee the preview showed (GET {id}/cancellationFee): the same plan, a fee line already there being the fee.
    const { line } = await planCancellationFee(tenant, b);
    return { next: line ? { ...base, calculation: [...rest, line] } : base };
  });

/**
 * DELETE calculation/{id}/removeCancellationFee: the operator waives a cancelled booking's fee afterwards. Every
 * `cancellationFee` line goes (the cancel's and one added by hand), so the booking owes nothing and what it received
 * can be refunded or credited whole (`creditableMinor`). The milestones stay as they are: the cancel did not change
 * them, and a cancelled booking's milestones are not payable (docs/booking-states.md, "Cancelling"). Without a fee
 * line it answers the booking unchanged, nothing written (a second call, a waived cancel).
 */
export const removeCancellationFee = (principal: Principal, id: string) =>
  run(principal, id, 'removeCancellationFee', (b) => {
    const rest = withoutFee(b.calculation) ?? [];
    if (rest.length === (b.calculation ?? []).length) return { next: {}, unchanged: true };
    return { next: { calculation: rest } };
  });

/**
 * store: confirm a draft, planned or waiting booking (waiting takes its inventory now; a reservationNo is given). A
 * waiting trip holds no beds: they are picked from the free ones of its cabins now (docs/decisions.md, "Option
 * expiry and waiting list").
 */
export const storeBooking = (principal: Principal, id: string) =>
  run(principal, id, 'store', async (b, { tenant }) => {
    if (b.state !== 'waiting') return { next: {} };
    if (b.schedule === undefined) return { next: { offeredAt: undefined } };
    const placed = await placeOnSchedule(
      tenant,
      b,
      b.schedule,
      b.rooms.map((r) => ({ ...r, beds: undefined })),
    );
    return { next: { rooms: placed.rooms, offeredAt: undefined }, picked: placed.picked };
  });

/**
 * checkin: all rooms in. Before the arrival day (today in the operator's time zone) only when the caller confirms it
 * (`early: true`): a check-in days ahead is a slip of the mouse more often than a plan (issue 22).
 */
export const checkinBooking = (principal: Principal, id: string, input: { early?: boolean } = {}) =>
  run(principal, id, 'checkin', async (b, { tenant, now }) => {
    if (b.checkIn && !input.early) {
      const today = dateIn((await getTenant(tenant))?.timezone ?? 'Europe/Berlin', new Date(now));
      if (b.checkIn > today) throw refused(b, 'checkin', `the arrival is on ${b.checkIn}, after today ${today}: check in early with early: true`);
    }
    return { next: { checkedInAt: now, rooms: b.rooms.map((r) => ({ ...r, checkedIn: r.checkedIn ?? now })) } };
  });

/** checkout: the stay is done; the booking shows as confirmed-resolved and keeps the nights it used. */
export const checkoutBooking = (principal: Principal, id: string) =>
  run(principal, id, 'checkout', (b, { now }) => ({
    next: { checkedOutAt: now, resolved: true, resolvedDate: now, rooms: b.rooms.map((r) => ({ ...r, checkedOut: r.checkedOut ?? now })) },
  }));

/**
 * revert: back to the state before the last cancel, free or release, taking the inventory again (or 409); a cancel's
 * reason and the fee line it wrote go with it. On a checked-in confirmed booking it undoes the check-in (history: `revertCheckin`).
 */
export const revertBooking = (principal: Principal, id: string) =>
  run(principal, id, 'revert', (b) => {
    if (b.state === 'confirmed') {
      return { next: { checkedInAt: undefined, rooms: b.rooms.map((r) => ({ ...r, checkedIn: undefined })) }, lastAction: 'revertCheckin' };
    }
    return {
      next: {
        previousState: undefined,
        resolved: undefined,
        resolvedDate: undefined,
        releaseReason: undefined,
        cancelationDate: undefined,
        cancelReason: undefined,
        freedDate: undefined,
        ...(b.state === 'aborted' && b.calculation ? { calculation: withoutCancelFee(b.calculation) } : {}),
      },
    };
  });

/** release (reason): an option or planned booking gives its inventory back; shows as released. */
export const releaseBooking = (principal: Principal, id: string, reason: string) =>
  run(principal, id, 'release', (b, { now }) => ({ next: { previousState: b.state, resolved: true, resolvedDate: now, releaseReason: reason } }));

/** free: an option, planned or waiting booking is given up (an expired option too). */
export const freeBooking = (principal: Principal, id: string) =>
  run(principal, id, 'free', (b, { now }) => ({ next: { previousState: b.state, freedDate: now } }));

function requireUnlocked(b: BookingItem, action: BookingAction, roomIds?: string[]): void {
  const locked = b.rooms.find((r) => r.locked && (!roomIds || roomIds.includes(r.room)));
  if (locked) throw refused(b, action, `room ${locked.room} is locked`);
}

/** rooms/{roomId}/date: new dates for a resort stay (all its rooms move together; the new nights are taken first). */
export const changeDates = (principal: Principal, id: string, roomId: string, dates: { checkIn: string; checkOut: string }) =>
  run(principal, id, 'changeDates', (b) => {
    if (!b.rooms.some((r) => r.room === roomId)) throw new NotFoundError(`room ${roomId} is not a room of booking ${b.bookingNo}`);
    validateStay(dates);
    requireUnlocked(b, 'changeDates');
    return { next: { checkIn: dates.checkIn, checkOut: dates.checkOut } };
  });

/** changeRoom: one room (or cabin) of the booking for another of the same resort (or vessel); the new one is taken first. */
export const changeRoom = (principal: Principal, id: string, body: { from: string; to: string; beds?: string[] }) =>
  run(principal, id, 'changeRoom', async (b, { tenant }) => {
    const index = b.rooms.findIndex((r) => r.room === body.from);
    if (index < 0) throw new NotFoundError(`room ${body.from} is not a room of booking ${b.bookingNo}`);
    if (b.rooms.some((r) => r.room === body.to)) {
      throw new ValidationError(`Room ${body.to} is already in the booking`, [{ path: 'body.to', message: 'already in the booking' }]);
    }
    requireUnlocked(b, 'changeRoom', [body.from]);
    const old = b.rooms[index] as BookingItem['rooms'][number];
    if (b.schedule === undefined) {
      await requireResortRoom(tenant, b, body.to);
      return { next: { rooms: b.rooms.map((r, i) => (i === index ? { ...old, room: body.to } : r)) } };
    }
    const placed = await placeOnSchedule(tenant, b, b.schedule, [{ ...old, room: body.to, beds: body.beds }]);
    return { next: { rooms: b.rooms.map((r, i) => (i === index ? (placed.rooms[0] as typeof r) : r)) }, picked: placed.picked };
  });

/** move/{schedule}: a trip's cabins and persons to another schedule of the same vessel (beds there taken first). */
export const moveToSchedule = (principal: Principal, id: string, schedule: string) =>
  run(principal, id, 'move', async (b, { tenant }) => {
    // Already there (a repeated move): answered as it is, like a repeated cancel.
    if (schedule === b.schedule) return { next: {}, unchanged: true };
    requireUnlocked(b, 'move');
    const placed = await placeOnSchedule(
      tenant,
      b,
      schedule,
      b.rooms.map((r) => ({ ...r, beds: undefined })),
    );
    return { next: { schedule, rooms: placed.rooms, ...placed.header }, picked: placed.picked };
  });

/** lockUnlockRoom/{roomBooking}: toggles the lock of one room of the booking (a locked room is kept out of changes). */
export async function lockUnlockRoom(principal: Principal, id: string, room: string, read: (id: string) => Promise<BookingItem>) {
  const current = await read(id);
  const found = current.rooms.find((r) => r.room === room);
  if (!found) throw new NotFoundError(`room ${room} is not a room of booking ${current.bookingNo}`);
  const action: BookingAction = found.locked ? 'unlockRoom' : 'lockRoom';
  return run(principal, id, action, (b) => {
    const r = b.rooms.find((x) => x.room === room);
    if (!r || Boolean(r.locked) !== Boolean(found.locked))
      throw new ConflictError(`Room ${room} of booking ${b.bookingNo} changed meanwhile; try again`, 'CONFLICT');
    return { next: { rooms: b.rooms.map((x) => (x.room === room ? { ...x, locked: !found.locked } : x)) } };
  });
}
