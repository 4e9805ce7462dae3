import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../../shared/api/bookings';
import type { Principal } from '../../../../shared/auth/principal';
import { mayRemoveFee } from './booking-calculation-fee';

const who = (scopes: string[]): Principal => ({ tenant: 't', userId: 'u', userType: 'employee', scopes });
const bookingIn = (state: string) => ({ id: 'bk-1', bookingNo: 7, state, rooms: [{}] }) as unknown as Booking;
const fee = { type: 'cancellationFee' };

describe('mayRemoveFee', () => {
  it.each([
    ['the fee line of a cancelled booking, bookings.update', 'aborted', fee, ['bookings.update'], true],
    ['an administrator', 'aborted', fee, ['admin'], true],
    ['another line', 'aborted', { type: 'room_cost' }, ['bookings.update'], false],
    ['a confirmed booking', 'confirmed', fee, ['bookings.update'], false],
    ['a user who only reads', 'aborted', fee, ['bookings.read'], false],
    ['no line', 'aborted', undefined, ['bookings.update'], false],
  ] as const)('offers the removal or not: %s', (_what, state, line, scopes, offered) => {
    expect(mayRemoveFee(bookingIn(state), line, who([...scopes]))).toBe(offered);
  });
});
