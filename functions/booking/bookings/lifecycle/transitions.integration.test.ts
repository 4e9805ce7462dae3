import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../../../shared/api/errors';
import { addDays } from '../../../../shared/calendar-date';
import { guard, transition, type BookingAction } from '../../../../shared/domain/booking/lifecycle';
import { BOOKING_STATES } from '../../../../shared/domain/booking/states';
import { adminOf } from '../../../../test/support/tokens';
import { bookingItems, resortItems, resortWithRooms } from '../../../../test/support/booking-fixtures';
import { getBooking } from '../../../data/bookings';
import { inventoryMismatches } from './inventory-check';
import { act, type Booking, cancel, create, option, seedState, stay } from '../../../../test/support/booking-lifecycle';

/**
 * Every lifecycle call in every state through the handlers on DynamoDB Local: an allowed one answers the state of
 * the table and keeps the inventory equal to what the bookings hold; a refused one answers 409
 * BOOKING_STATE_CONFLICT naming the state and the action, and changes nothing (header, history, inventory).
 */

type Call = (token: string, b: Booking, other: string) => ReturnType<typeof act>;
const CALLS: [BookingAction, Call][] = [
  ['cancel', (t, b) => cancel(t, b.id)],
  ['store', (t, b) => act(t, b.id, 'store')],
  ['checkin', (t, b) => act(t, b.id, 'checkin', { early: true })],
  ['checkout', (t, b) => act(t, b.id, 'checkout')],
  ['revert', (t, b) => act(t, b.id, 'revert')],
  ['release', (t, b) => act(t, b.id, 'release', { reason: 'group did not confirm' })],
  ['free', (t, b) => act(t, b.id, 'free')],
  ['move', (t, b) => act(t, b.id, 'move/sc-none')],
  ['changeRoom', (t, b, other) => act(t, b.id, 'changeRoom', { from: b.rooms[0]?.room, to: other })],
  [
    'changeDates',
    (t, b) => act(t, b.id, `rooms/${b.rooms[0]?.room}/date`, { checkIn: addDays(b.checkIn as string, 1), checkOut: addDays(b.checkOut as string, 1) }),
  ],
  ['lockRoom', (t, b) => act(t, b.id, `lockUnlockRoom/${b.rooms[0]?.room}`)],
  ['splitByCustomer', (t, b) => act(t, b.id, 'splitByCustomer')],
  ['rebook', (t, b) => act(t, b.id, 'rebook', { checkIn: addDays(b.checkIn as string, 1), checkOut: addDays(b.checkOut as string, 1) })],
  ['change', (t, b) => act(t, b.id, 'change', { checkIn: addDays(b.checkIn as string, 1), checkOut: addDays(b.checkOut as string, 1), source: 'Phone' })],
];

describe('every lifecycle call in every state (a resort stay)', () => {
  it('answers the table: allowed → the next state with the inventory in step, refused → 409 naming state and action, nothing changed', async () => {
    const tenant = 'lc-table';
    const token = await adminOf(tenant);
    const seen = { allowed: 0, refused: 0 };
    for (const state of BOOKING_STATES) {
      // A resort per state: the checks below read all of its inventory, which stays small this way.
      const { resortId, roomIds } = await resortWithRooms(tenant, 2, `rs-${state}`);
      const [room, other] = roomIds as [string, string];
      let day = '2027-01-01';
      for (const [action, call] of CALLS) {
        const created = await create(token, stay(resortId, [room], day, 2, state === 'draft' ? option() : {}));
        expect(created.status, `create for ${state}/${action}`).toBe(201);
        day = addDays(day, 4);
        const before = state === 'confirmed' || state === 'draft' ? created.body : await seedState(tenant, created.body.id, state);
        const itemsBefore = await resortItems(tenant, resortId);
        const historyBefore = await bookingItems(tenant, before.id);
        const res = await call(token, before, other);
        const step = transition(state, action);
        const why = step.ok ? guard(before, action) : step.reason;
        const label = `${action} in ${state}`;
        if (why === undefined && step.ok) {
          seen.allowed++;
          expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(200);
          expect(res.body.state, label).toBe(state === 'aborted' && action === 'cancel' ? 'aborted' : step.to);
        } else {
          seen.refused++;
          expect(res.status, label).toBe(409);
          const error = ZApiError.parse(res.body);
          expect(error.message, label).toBe('BOOKING_STATE_CONFLICT');
          expect(error.description, label).toBe(`Booking ${before.bookingNo} is ${state}: ${action} is refused (${why})`);
          expect(await getBooking(tenant, before.id), label).toEqual(before);
          expect(await bookingItems(tenant, before.id), label).toEqual(historyBefore);
          expect(await resortItems(tenant, resortId), label).toEqual(itemsBefore);
        }
        expect(await inventoryMismatches(tenant, { resort: resortId }), label).toEqual([]);
      }
    }
    // Every pair was called; the unit table (shared/domain/booking/lifecycle.test.ts) pins which are which.
    expect(seen.allowed + seen.refused).toBe(BOOKING_STATES.length * CALLS.length);
    expect(seen.allowed).toBeGreaterThan(20);
  }, 120_000);
});
