import { describe, expect, it } from 'vitest';
import { CANCELLATION_FEE_TYPE, creditableMinor, creditView, isOpen, type StoredCredit } from './credit';

const note = (patch: Partial<StoredCredit> = {}): StoredCredit => ({
  id: 'C1',
  no: 1,
  kind: 'agency',
  owner: 'ag-1',
  currency: 'EUR',
  amount: '100.00',
  remainingMinor: 4000,
  reason: 'r',
  date: '2027-01-01',
  applications: {
    p2: { paymentId: 'p2', booking: 'b2', amount: '50.00', bookingAmount: '50.00', bookingCurrency: 'EUR', date: '2027-01-03', at: '2027-01-03T00:00:00Z' },
    p1: { paymentId: 'p1', booking: 'b1', amount: '10.00', bookingAmount: '10.00', bookingCurrency: 'EUR', date: '2027-01-02', at: '2027-01-02T00:00:00Z' },
  },
  createdAt: '2027-01-01T00:00:00Z',
  ...patch,
});

describe('credit notes', () => {
  it('a cancelled booking owes its cancellation fee lines only: the rest of what it received is creditable', () => {
    const calculation = [
      { type: 'room_cost', total: '300.00' },
      { type: CANCELLATION_FEE_TYPE, total: '50.00' },
    ];
    expect(creditableMinor({ calculation, received: [{ amount: '200.00' }, { amount: '100.00' }] })).toBe(25000);
    expect(creditableMinor({ calculation, received: [{ amount: '30.00' }] })).toBe(-2000);
    expect(creditableMinor({ currency: 'JPY', calculation: [], received: [{ amount: '1200' }] })).toBe(1200);
  });

  it('is open while not voided, not expired and something is left; the view answers the rest as decimal text, applications oldest first', () => {
    expect(isOpen(note(), '2027-02-01')).toBe(true);
    expect(isOpen(note({ remainingMinor: 0 }), '2027-02-01')).toBe(false);
    expect(isOpen(note({ expires: '2027-01-31' }), '2027-02-01')).toBe(false);
    expect(isOpen(note({ expires: '2027-02-01' }), '2027-02-01')).toBe(true);
    expect(isOpen(note({ voided: { at: 'x', reason: 'y' } }), '2027-02-01')).toBe(false);
    const view = creditView(note(), '2027-02-01');
    expect(view).toMatchObject({ remaining: '40.00', open: true });
    expect(view.applications.map((a) => a.paymentId)).toEqual(['p1', 'p2']);
    expect('remainingMinor' in view).toBe(false);
  });
});
