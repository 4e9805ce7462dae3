import { describe, expect, it } from 'vitest';
import { blockerClaimsIn, MAX_BLOCKER_NIGHTS, planBlocker, ZAddBlocker } from './blocker';
import { acceptClaims, resortStayUnits } from './claims';
import { addDays } from '../../calendar-date';
import { nightsOf } from './stay';

const room = { id: '101', name: 'Garden 101' };
const booked = acceptClaims([], resortStayUnits('R', ['101'], nightsOf('2026-06-03', '2026-06-05')), { kind: 'booking', id: 'BK1' });

describe('blocker input', () => {
  it('takes the reasons exactly as the spec spells them', () => {
    for (const reason of ['Maintanance', 'OutOfOrder', 'Event']) {
      expect(ZAddBlocker.safeParse({ room: '101', from: '2026-06-01', to: '2026-06-02', reason }).success).toBe(true);
    }
    for (const reason of ['Maintenance', 'outOfOrder', 'event', '']) {
      expect(ZAddBlocker.safeParse({ room: '101', from: '2026-06-01', to: '2026-06-02', reason }).success).toBe(false);
    }
    expect(ZAddBlocker.safeParse({ room: '101', from: '2026-06-31', to: '2026-07-02', reason: 'Event' }).success).toBe(false);
  });
});

describe('planBlocker', () => {
  it('claims the nights from `from` to the night before `to` with the reason; the departure day of a stay is free', () => {
    const claims = planBlocker('R', room, { room: '101', from: '2026-06-05', to: '2026-06-07', reason: 'Maintanance' }, 'K1', booked);
    expect(claims).toEqual([
      { asset: 'R', unit: '101', night: '2026-06-05', owner: { kind: 'blocker', id: 'K1', reason: 'Maintanance' } },
      { asset: 'R', unit: '101', night: '2026-06-06', owner: { kind: 'blocker', id: 'K1', reason: 'Maintanance' } },
    ]);
  });

  it('cannot be placed over a booked night: 409 naming the booking and the first booked night', () => {
    expect(() => planBlocker('R', room, { room: '101', from: '2026-06-01', to: '2026-06-10', reason: 'Event' }, 'K1', booked)).toThrow(
      expect.objectContaining({ statusCode: 409, message: 'ROOM_NOT_AVAILABLE', description: 'Room Garden 101 is booked by booking BK1 on 2026-06-03' }),
    );
  });

  it('cannot be placed over another blocker; refuses an empty or too long range (400)', () => {
    const blocked = acceptClaims([], resortStayUnits('R', ['101'], ['2026-06-01']), { kind: 'blocker', id: 'K0', reason: 'OutOfOrder' });
    expect(() => planBlocker('R', room, { room: '101', from: '2026-06-01', to: '2026-06-02', reason: 'Event' }, 'K1', blocked)).toThrow(
      expect.objectContaining({ statusCode: 409, description: 'Room Garden 101 is blocked (OutOfOrder K0) on 2026-06-01' }),
    );
    expect(() => planBlocker('R', room, { room: '101', from: '2026-06-02', to: '2026-06-02', reason: 'Event' }, 'K1', [])).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
    expect(() =>
      planBlocker('R', room, { room: '101', from: '2026-01-01', to: addDays('2026-01-01', MAX_BLOCKER_NIGHTS + 1), reason: 'Event' }, 'K1', []),
    ).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});

describe('blockerClaimsIn', () => {
  it("finds the room's blocker nights in the range and never a booking's", () => {
    const claims = [...booked, ...planBlocker('R', room, { room: '101', from: '2026-06-05', to: '2026-06-08', reason: 'Event' }, 'K1', booked)];
    expect(blockerClaimsIn(claims, 'R', '101', '2026-06-01', '2026-06-07').map((c) => c.night)).toEqual(['2026-06-05', '2026-06-06']);
    expect(blockerClaimsIn(claims, 'R', '102', '2026-06-01', '2026-06-30')).toEqual([]);
  });
});
