import { describe, expect, it } from 'vitest';
import { BOOKING_STATES } from '../../../shared/domain/booking/states';
import { bookingAssetIndexKey, bookingHeaderItem, bookingHistoryKey, bookingIndexKey, bookingItem, bookingKey, bookingNoCounterKey } from './booking';
import { counterKey } from './master-data';

const booking = {
  id: 'bk1',
  bookingNo: 42,
  state: 'confirmed' as const,
  resort: 'r1',
  checkIn: '2026-03-14',
  checkOut: '2026-03-21',
  rooms: [{ room: 'room-7', noOfPax: 2 }],
  version: 1,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

describe('booking items', () => {
  it('keys the header, its history and its place in the list by check-in, else created day', () => {
    expect(bookingKey('acme', 'bk1')).toEqual({ pk: 'T#acme#BOOKING#bk1', sk: 'ROOT' });
    expect(bookingHistoryKey('acme', 'bk1', 3)).toEqual({ pk: 'T#acme#BOOKING#bk1', sk: 'HISTORY#00000003' });
    expect(bookingIndexKey('acme', booking)).toEqual({ gsi1pk: 'T#acme#BOOKING', gsi1sk: '2026-03-14#bk1' });
    expect(bookingIndexKey('acme', { id: 'bk2', createdAt: booking.createdAt }).gsi1sk).toBe('2026-01-02#bk2');
  });

  it('keys the calendars by asset (resort, else vessel) and check-out day; no asset or no dates, no entry', () => {
    expect(bookingAssetIndexKey('acme', booking)).toEqual({ gsi2pk: 'T#acme#BOOKINGAT#r1', gsi2sk: '2026-03-21#bk1' });
    expect(bookingAssetIndexKey('acme', { id: 'bk3', vessel: 'v1', checkOut: '2026-04-01' })).toEqual({
      gsi2pk: 'T#acme#BOOKINGAT#v1',
      gsi2sk: '2026-04-01#bk3',
    });
    expect(bookingAssetIndexKey('acme', { id: 'bk4', vessel: 'v1' })).toEqual({});
    expect(bookingHeaderItem('acme', booking)).toMatchObject({ pk: 'T#acme#BOOKING#bk1', gsi1sk: '2026-03-14#bk1', gsi2sk: '2026-03-21#bk1' });
  });

  it('round-trips the header and refuses a state the spec does not name', () => {
    const item = bookingItem.toItem({ ...bookingKey('acme', 'bk1'), ...bookingIndexKey('acme', booking) }, booking);
    expect(bookingItem.fromItem(item)).toEqual(booking);
    expect(() => bookingItem.fromItem({ ...item, state: 'cancelled' })).toThrow();
    expect(BOOKING_STATES).toEqual(['draft', 'confirmed', 'planned', 'aborted', 'rebooked', 'resolved', 'deleted', 'freed', 'splitted', 'waiting']);
  });

  it('keeps the booking number in the counter partition under its own sort key', () => {
    expect(bookingNoCounterKey('acme')).toEqual({ pk: 'T#acme#COUNTER', sk: 'BOOKINGNO' });
    expect(bookingNoCounterKey('acme').pk).toBe(counterKey('acme', 'CUSTOMER').pk);
  });
});
