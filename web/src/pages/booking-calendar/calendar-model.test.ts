import { describe, expect, it } from 'vitest';
import type { CalendarAnswer } from '../../../../shared/api/booking-calendar';
import { buildModel, occupancyPerDay, rangeOf, wizardUrl, windowOf } from './calendar-model';

const NOW = '2027-05-03T12:00:00.000Z';
const resort: CalendarAnswer = {
  asset: 'rs-1',
  type: 'resort',
  from: '2027-05-01',
  to: '2027-05-08',
  rows: [
    { id: 'r1', name: '101' },
    { id: 'r2', name: '102' },
    { id: 'r3', name: '103', closed: true },
  ],
  bookings: [
    // Began before the range: clipped to its first column.
    { id: 'b1', bookingNo: 7, state: 'confirmed', checkIn: '2027-04-28', checkOut: '2027-05-03', rooms: [{ room: 'r1' }] },
    { id: 'b2', state: 'draft', checkIn: '2027-05-06', checkOut: '2027-05-12', rooms: [{ room: 'r2' }] },
  ],
  blockers: [{ id: 'bl-1', room: 'r2', from: '2027-05-02', to: '2027-05-04', reason: 'OutOfOrder' }],
};

describe('calendar model', () => {
  it('lays bookings and blockers over the day columns, clipped to the range', () => {
    const m = buildModel(resort, NOW);
    expect(m.days).toEqual(['2027-05-01', '2027-05-02', '2027-05-03', '2027-05-04', '2027-05-05', '2027-05-06', '2027-05-07']);
    expect(m.spans.map((s) => [s.kind, s.row, s.start, s.end, s.display.state])).toEqual([
      ['booking', 0, 0, 2, 'confirmed'],
      ['booking', 1, 5, 7, 'draft'],
      ['blocker', 1, 1, 3, 'outOfOrder'],
    ]);
    expect([...m.held[0]!]).toEqual([0, 0, -1, -1, -1, -1, -1]);
    expect([...m.held[1]!]).toEqual([-1, 2, 2, -1, -1, 1, 1]);
    expect(occupancyPerDay(m)).toEqual([1, 1, 0, 0, 0, 1, 1]);
  });

  it('starts the wizard for a drag over free cells only, with the rooms and the nights dragged', () => {
    const m = buildModel(resort, NOW);
    expect(wizardUrl(m, 'rs-1', 'resort', rangeOf({ row: 1, col: 4 }, { row: 0, col: 3 }))).toBe(
      '/booking/wizard?resort=rs-1&checkIn=2027-05-04&checkOut=2027-05-06&rooms=r1%2Cr2',
    );
    expect(wizardUrl(m, 'rs-1', 'resort', rangeOf({ row: 0, col: 1 }, { row: 0, col: 2 }))).toBeUndefined();
    // A closed room is not for sale.
    expect(wizardUrl(m, 'rs-1', 'resort', rangeOf({ row: 2, col: 4 }, { row: 2, col: 4 }))).toBeUndefined();
  });

  it('has a row per cabin bed on a vessel and books the schedule under the drag', () => {
    const vessel: CalendarAnswer = {
      asset: 'vs-1',
      type: 'vessel',
      from: '2027-03-01',
      to: '2027-03-15',
      rows: [
        { id: 'c1', name: 'Cabin 1', beds: ['1', '2'] },
        { id: 'c2', name: 'Cabin 2', beds: ['1', '2'] },
      ],
      bookings: [
        { id: 't1', state: 'confirmed', checkIn: '2027-03-01', checkOut: '2027-03-08', schedule: 'sc-1', rooms: [{ room: 'c1', beds: ['2'] }] },
        { id: 't2', state: 'confirmed', checkIn: '2027-03-01', checkOut: '2027-03-08', schedule: 'sc-1', rooms: [{ room: 'c2' }] },
      ],
      blockers: [],
      schedules: [
        { id: 'sc-1', from: '2027-03-01', to: '2027-03-08' },
        { id: 'sc-2', from: '2027-03-08', to: '2027-03-15' },
      ],
    };
    const m = buildModel(vessel, NOW);
    expect(m.rows.map((r) => `${r.room}/${r.bed}`)).toEqual(['c1/1', 'c1/2', 'c2/1', 'c2/2']);
    expect(m.spans.map((s) => s.row)).toEqual([1, 2, 3]);
    expect(wizardUrl(m, 'vs-1', 'vessel', rangeOf({ row: 0, col: 0 }, { row: 0, col: 2 }))).toBe('/booking/wizard?schedule=sc-1&cabins=c1');
    expect(wizardUrl(m, 'vs-1', 'vessel', rangeOf({ row: 0, col: 8 }, { row: 3, col: 9 }))).toBe('/booking/wizard?schedule=sc-2&cabins=c1%2Cc2');
    expect(wizardUrl(m, 'vs-1', 'vessel', rangeOf({ row: 0, col: 6 }, { row: 0, col: 5 }))).toBe('/booking/wizard?schedule=sc-1&cabins=c1');
    // Across two schedules (column 7 is the second one's first day): none.
    expect(wizardUrl(m, 'vs-1', 'vessel', rangeOf({ row: 0, col: 6 }, { row: 0, col: 7 }))).toBeUndefined();
  });

  it('windows the rows and columns in view', () => {
    expect(windowOf({ top: 470, left: 780, height: 470, width: 780 }, 200, 90, 2)).toEqual({ row0: 8, row1: 22, col0: 8, col1: 22 });
    expect(windowOf({ top: 0, left: 0, height: 10_000, width: 10_000 }, 5, 7)).toEqual({ row0: 0, row1: 4, col0: 0, col1: 6 });
  });
});
