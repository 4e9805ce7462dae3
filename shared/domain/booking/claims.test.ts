import { describe, expect, it } from 'vitest';
import { bookingUnits } from './claims';

describe('bookingUnits', () => {
  it('derives every room on every night up to the night before check-out, night by night', () => {
    expect(bookingUnits({ resort: 'r', checkIn: '2027-01-30', checkOut: '2027-02-01', rooms: [{ room: 'a' }, { room: 'b' }] })).toEqual([
      { asset: 'r', unit: 'a', night: '2027-01-30' },
      { asset: 'r', unit: 'b', night: '2027-01-30' },
      { asset: 'r', unit: 'a', night: '2027-01-31' },
      { asset: 'r', unit: 'b', night: '2027-01-31' },
    ]);
  });

  it("derives a trip's beds per cabin as stored on the booking", () => {
    expect(
      bookingUnits({
        schedule: 's',
        rooms: [
          { room: 'c1', beds: ['1', '2'] },
          { room: 'c2', beds: ['4'] },
        ],
      }),
    ).toEqual([
      { asset: 's', unit: 'c1', bed: '1' },
      { asset: 's', unit: 'c1', bed: '2' },
      { asset: 's', unit: 'c2', bed: '4' },
    ]);
    expect(bookingUnits({ rooms: [{ room: 'x' }] })).toEqual([]);
  });
});
