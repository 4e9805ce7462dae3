import { describe, expect, it } from 'vitest';
import { depositPaid, milestonesPaid, unpaidDue } from './payment-status';

const booking = (received: string[]) => ({
  currency: 'EUR',
  calculation: [{ total: '1000.00' }],
  payments: [
    { text: 'Rest', amount: '700.00', due: '2027-05-01', type: 'rest' },
    { text: 'Deposit', amount: '300.00', due: '2027-01-10', type: 'deposit' },
  ],
  received: received.map((amount) => ({ amount })),
});

describe('what the payments cover of each milestone', () => {
  it('lays the payments over the milestones in due order, refunds included', () => {
    expect(milestonesPaid(booking(['250.00', '100.00'])).map((m) => [m.type, m.paid, m.open])).toEqual([
      ['deposit', '300.00', '0.00'],
      ['rest', '50.00', '650.00'],
    ]);
    expect(milestonesPaid(booking(['400.00', '-200.00'])).map((m) => [m.type, m.paid, m.open])).toEqual([
      ['deposit', '200.00', '100.00'],
      ['rest', '0.00', '700.00'],
    ]);
  });

  it('knows which milestones fell due unpaid and whether the deposit is paid', () => {
    expect(unpaidDue(booking(['100.00']), '2027-01-10')).toEqual([]);
    expect(unpaidDue(booking(['100.00']), '2027-01-11').map((m) => m.type)).toEqual(['deposit']);
    expect(unpaidDue(booking(['300.00']), '2027-06-01').map((m) => m.type)).toEqual(['rest']);
    expect([depositPaid(booking(['299.99'])), depositPaid(booking(['300.00'])), depositPaid({ ...booking(['5']), payments: [] })]).toEqual([
      false,
      true,
      false,
    ]);
  });
});
