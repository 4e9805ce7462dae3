import { describe, expect, it, vi } from 'vitest';
import type { BankEntry } from '../../../shared/domain/bank/bank';
import type { BookingListRead, ListedBooking } from '../../data/booking-list';
import { candidates, rank, referencedNumbers } from './suggest';

/** The tenant's bookings the mocked list reads serve: the list index's range by check-in and its filters. */
const stored: ListedBooking[] = [];
vi.mock('../../data/booking-list', () => ({
  firstBookings: async (_tenant: string, read: BookingListRead, limit: number) =>
    stored
      .filter((b) => (read.from === undefined || (b.checkIn ?? '') >= read.from) && (read.to === undefined || (b.checkIn ?? '') <= read.to))
      .filter((b) =>
        read.filter.every((f) => !('field' in f) || f.op !== 'in' || (f.value as unknown[]).includes((b as unknown as Record<string, unknown>)[f.field])),
      )
      .slice(0, limit),
}));
vi.mock('../../data/bookings', () => ({ lastBookingNo: async () => Math.max(0, ...stored.map((b) => b.bookingNo)) }));

const entry = (reference: string, amount: string, counterparty = ''): BankEntry => ({
  id: 'bk-1_20270302_h',
  bankId: 'bk-1',
  date: '2027-03-02',
  amount,
  currency: 'EUR',
  reference,
  counterparty,
  iban: '',
  source: 'csv',
  assignedMinor: 0,
  assignments: {},
  createdAt: '2027-03-02T00:00:00Z',
});
const booking = (id: string, bookingNo: number, customerName: string, total: string, deposit: string, received: string[] = []) =>
  ({
    id,
    bookingNo,
    customerName,
    currency: 'EUR',
    calculation: [{ total }],
    payments: [
      { amount: deposit, due: '2027-03-01', type: 'deposit' },
      { amount: (Number(total) - Number(deposit)).toFixed(2), due: '2027-08-01', type: 'rest' },
    ],
    received: received.map((amount) => ({ amount })),
  }) as unknown as ListedBooking;

describe('suggested booking of an entry', () => {
  const bookings = [
    booking('b1', 1042, 'Anna Schmidt', '1000.00', '300.00'),
    booking('b2', 1043, 'John Miller', '800.00', '240.00'),
    booking('b3', 1044, 'Paid Up', '100.00', '30.00', ['100.00']),
  ];

  it('ranks the booking number, then the name, then an amount due', () => {
    expect(rank(entry('Anzahlung Buchung 1042', '300.00'), bookings, '2027-03-02').map((s) => [s.booking, s.score, s.reasons])).toEqual([
      ['b1', 125, ['bookingNo', 'amount']],
    ]);
    expect(rank(entry('Deposit', '240.00', 'MILLER JOHN'), bookings, '2027-03-02').map((s) => [s.booking, s.reasons])).toEqual([['b2', ['name', 'amount']]]);
    expect(rank(entry('Rest 1043 Schmidt', '10.00'), bookings, '2027-03-02').map((s) => s.booking)).toEqual(['b2', 'b1']);
  });

  it('suggests nothing for money out, a fully assigned entry or a paid booking', () => {
    expect(rank(entry('1042', '-300.00'), bookings, '2027-03-02')).toEqual([]);
    expect(rank({ ...entry('1042', '300.00'), assignedMinor: 30000 }, bookings, '2027-03-02')).toEqual([]);
    expect(rank(entry('1044 Paid Up', '70.00'), bookings, '2027-03-02')).toEqual([]);
  });
});

describe('a booking number in the reference wins over a name', () => {
  const kowalski = (id: string, bookingNo: number, customerName: string, checkIn: string) =>
    ({ ...booking(id, bookingNo, customerName, '1000.00', '300.00'), state: 'confirmed', checkIn }) as ListedBooking;

  it('suggests booking 88 for "Buchung 88 Elena Kowalski", not #4 of another Kowalski, whatever its arrival', async () => {
    // #4 arrives soon and its deposit is the amount; #88 arrives two years later (outside the window near the entry).
    stored.splice(0, stored.length, kowalski('b4', 4, 'Jan Kowalski', '2027-04-01'), kowalski('b88', 88, 'Elena Kowalski', '2029-06-01'));
    const e = entry('Buchung 88 Elena Kowalski', '300.00', 'ELENA KOWALSKI');
    const found = await candidates('t', [e]);
    const ranked = rank(e, found, '2027-03-02');
    expect(ranked.map((s) => [s.bookingNo, s.reasons])).toEqual([
      [88, ['bookingNo', 'name', 'amount']],
      [4, ['name', 'amount']],
    ]);
  });

  it('ranks a number alone above a name and an amount together', () => {
    const b = [kowalski('b4', 4, 'Jan Kowalski', '2027-04-01'), kowalski('b88', 88, 'Other Person', '2027-04-01')];
    expect(rank(entry('Buchung 88 Kowalski', '300.00'), b, '2027-03-02').map((s) => s.bookingNo)).toEqual([88, 4]);
  });

  it('looks up only numbers that can be booking numbers', () => {
    expect(referencedNumbers([entry('Buchung 88 vom 12.03.2027 RE 0042', '1.00', 'DE89370400440532013000')], 100)).toEqual([88, 12]);
  });
});
