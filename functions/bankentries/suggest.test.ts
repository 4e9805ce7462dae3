import { describe, expect, it } from 'vitest';
import type { BankEntry } from '../../shared/domain/bank/bank';
import type { ListedBooking } from '../data/booking-list';
import { rank } from './suggest';

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
      ['b1', 85, ['bookingNo', 'amount']],
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
