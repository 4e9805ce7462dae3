import { describe, expect, it } from 'vitest';
import { MAX_STAY_NIGHTS } from '../../shared/domain/inventory/stay';
import { countsOf, longestStayOf } from './booking-counts';

const at = (state: string, checkIn?: string, checkOut?: string) =>
  ({ state, checkIn, checkOut, createdAt: '2027-01-01T00:00:00.000Z' }) as Parameters<typeof countsOf>[0][number];

describe('longestStayOf', () => {
  it('is the longest stay among the bookings in the house, whatever the cancelled ones held', () => {
    const counts = countsOf([at('confirmed', '2027-03-01', '2027-03-08'), at('draft', '2027-03-02', '2027-03-05'), at('deleted', '2027-01-01', '2027-02-20')]);
    expect(longestStayOf(counts)).toBe(7);
  });

  it('counts a booking without dates as no nights', () => {
    expect(longestStayOf(countsOf([at('draft')]))).toBe(0);
    expect(longestStayOf(countsOf([at('draft'), at('waiting', '2027-03-01', '2027-03-03')]))).toBe(2);
  });

  it('is MAX_STAY_NIGHTS when the nights do not add up to the staying bookings (counts from before the nights)', () => {
    expect(longestStayOf({ total: 2, state_confirmed: 2, year_2027: 2 })).toBe(MAX_STAY_NIGHTS);
    expect(longestStayOf({ total: 3, state_confirmed: 3, nights_4: 2 })).toBe(MAX_STAY_NIGHTS);
    expect(longestStayOf({})).toBe(0);
  });
});
