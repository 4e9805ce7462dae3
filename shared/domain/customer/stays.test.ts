import { describe, expect, it } from 'vitest';
import { historyBefore, stayCustomers, stayFigures, stayOf, type StaySource } from './stays';

const booking = (o: Partial<StaySource> = {}): StaySource => ({
  id: 'b1',
  bookingNo: 1,
  state: 'confirmed',
  resort: 'r1',
  checkIn: '2027-05-01',
  checkOut: '2027-05-08',
  customer: 'lead',
  rooms: [{ customers: [{ customer: 'lead' }, { customer: 'g1' }] }, { customers: [{ customer: 'g2' }] }],
  ...o,
});

describe('customer stays', () => {
  it('lists the lead first and every guest once', () => {
    expect(stayCustomers(booking())).toEqual(['lead', 'g1', 'g2']);
  });

  it.each([
    ['confirmed', true],
    ['planned', true],
    ['resolved', true],
    ['draft', false],
    ['waiting', false],
    ['aborted', false],
  ] as const)('a %s booking is a stay that counts: %s', (state, counted) => {
    expect(stayOf(booking({ state }), 'g1', '100.00')).toMatchObject({ role: 'guest', type: 'resort', asset: 'r1', counted, amount: '100.00' });
  });

  it.each(['rebooked', 'splitted', 'deleted', 'freed'] as const)('a %s booking is no stay', (state) => {
    expect(stayOf(booking({ state }), 'lead', '1.00')).toBeUndefined();
  });

  it('is no stay of a customer the booking does not list', () => {
    expect(stayOf(booking(), 'someone', '1.00')).toBeUndefined();
  });

  it('sums the counted stays in the base currency, the last stay their latest departure', () => {
    const stays = [
      stayOf(booking({ id: 'a', checkOut: '2026-03-08' }), 'lead', '1000.50')!,
      stayOf(booking({ id: 'b', checkOut: '2027-05-08', currency: 'USD' }), 'lead', '900.00')!,
      stayOf(booking({ id: 'c', state: 'aborted', checkOut: '2028-01-01' }), 'lead', '50.00')!,
    ];
    expect(stayFigures('lead', stays, 'EUR', 'now')).toEqual({
      customer: 'lead',
      stays: 2,
      bookings: 3,
      lastStay: '2027-05-08',
      revenue: 1000.5,
      revenueText: '1000.50',
      currency: 'EUR',
      updatedAt: 'now',
    });
  });

  it('gives a new stay only the stays that ended before it begins', () => {
    const stays = [
      stayOf(booking({ id: 'a', checkIn: '2026-03-01', checkOut: '2026-03-08' }), 'lead', '700.00')!,
      stayOf(booking({ id: 'b', checkIn: '2027-05-01', checkOut: '2027-05-08' }), 'lead', '900.00')!,
    ];
    expect(historyBefore(stays, '2027-05-01', 'EUR')).toEqual({ stays: 1, bookings: 1, revenue: 700, lastStay: '2026-03-08' });
    expect(historyBefore(stays, '2027-05-08', 'EUR')).toEqual({ stays: 2, bookings: 2, revenue: 1600, lastStay: '2027-05-08' });
    expect(historyBefore(stays, '2026-01-01', 'EUR')).toEqual({ stays: 0, bookings: 0, revenue: 0 });
  });
});
