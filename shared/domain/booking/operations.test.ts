import { describe, expect, it } from 'vitest';
import type { BookingHeader } from './booking';
import { arrivalCounts, bookedProducts, dueBy, endOfDay, guestsAt, inHouseOn } from './operations';

const booking = (id: string, no: number, checkIn: string, checkOut: string, extra: Partial<BookingHeader> = {}): BookingHeader => ({
  id,
  bookingNo: no,
  state: 'confirmed',
  checkIn,
  checkOut,
  rooms: [{ room: 'r1', noOfPax: 2 }],
  version: 1,
  createdAt: 't',
  updatedAt: 't',
  ...extra,
});

describe('the day of the booking extras', () => {
  const a = booking('a', 1, '2027-10-01', '2027-10-04', {
    payments: [
      { text: 'Deposit', amount: '30.10', due: '2027-09-01', type: 'deposit' },
      { text: 'Rest', amount: '70.20', due: '2027-10-03', type: 'rest' },
    ],
  });
  const b = booking('b', 2, '2027-10-03', '2027-10-05', {
    state: 'draft',
    currency: 'USD',
    payments: [{ text: 'All', amount: '5', due: '2027-10-03', type: 'rest' }],
  });
  const gone = booking('c', 3, '2027-10-03', '2027-10-05', { state: 'aborted' });

  it('is in house from the arrival night up to the night before departure', () => {
    expect(['2027-09-30', '2027-10-01', '2027-10-03', '2027-10-04'].map((d) => inHouseOn(a, d))).toEqual([false, true, true, false]);
  });

  it('lists arrivals, departures and in house per day, without bookings that do not come', () => {
    const days = endOfDay([gone, b, a], '2027-10-03', '2027-10-04');
    expect(days.map((d) => [d.date, d.arrivals.map((x) => x.id), d.departures.map((x) => x.id), d.inHouse.map((x) => x.id)])).toEqual([
      ['2027-10-03', ['b'], [], ['a', 'b']],
      ['2027-10-04', [], ['a'], ['b']],
    ]);
  });

  it('sums the milestones due by the day per currency, exactly', () => {
    expect(dueBy([a, b], '2027-10-02')).toEqual([{ currency: 'EUR', amount: '30.10' }]);
    expect(dueBy([a, b], '2027-10-03')).toEqual([
      { currency: 'EUR', amount: '100.30' },
      { currency: 'USD', amount: '5.00' },
    ]);
    expect(endOfDay([a, b], '2027-10-04', '2027-10-04')[0]!.due).toEqual([
      { currency: 'EUR', amount: '100.30' },
      { currency: 'USD', amount: '5.00' },
    ]);
  });

  it('counts arrivals and persons per day', () => {
    expect(arrivalCounts([a, b, gone], '2027-10-01', 3)).toEqual([
      { date: '2027-10-01', bookings: 1, persons: 2 },
      { date: '2027-10-02', bookings: 0, persons: 0 },
      { date: '2027-10-03', bookings: 1, persons: 2 },
    ]);
  });

  it('names the persons in house, one line per place booked', () => {
    const named = { ...a, customerName: 'Ana Lima', rooms: [{ room: 'r1', noOfPax: 2, customers: [{ customer: 'cu1', bed: '1' }] }] };
    const guests = guestsAt([named, gone], '2027-10-02', new Map([['cu1', 'Ana Lima']]), new Map([['r1', 'Room 101']]));
    expect(guests.map((g) => [g.name, g.roomName, g.bed])).toEqual([
      ['Ana Lima', 'Room 101', '1'],
      ['Ana Lima +1', 'Room 101', undefined],
    ]);
  });

  it('answers the product and add-on lines as the booked products', () => {
    const line = (type: string, text: string, source: Record<string, unknown>) => ({
      sort: 1,
      type,
      customerType: 'adult',
      text,
      amount: 2,
      price: '25.00',
      total: '50.00',
      editable: true,
      deletable: true,
      unique: false,
      source,
    });
    const products = bookedProducts({
      calculation: [line('resort', 'Garden room', { kind: 'entry' }), line('addon', 'Transfer', { kind: 'supplement', supplement: 'sp1' })],
    });
    expect(products).toEqual([{ sort: 1, type: 'addon', text: 'Transfer', amount: 2, price: '25.00', total: '50.00', product: 'sp1' }]);
  });
});
