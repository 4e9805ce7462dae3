import { describe, expect, it } from 'vitest';
import { paymentSummary } from '../../../shared/domain/booking/payment';
import { money } from '../../../shared/domain/money';
import { leadMoney } from './money';

/**
 * The club card's money (docs/decisions/club.md "Money on the card"): a booking with 60.00 paid on site and the rest
 * paid in advance read "Total 323.25 · Paid 263.25 · Open 0.00" and did not add up; the on-site part is its own figure
 * now, so total = paid + open + on site.
 */
const booking = (checkIn: string, received: string[], extra: object = {}) => ({
  currency: 'EUR',
  checkIn,
  calculation: [
    { total: '263.25', type: 'room' },
    { total: '60.00', type: 'supplement', customerType: 'OnSite' },
  ],
  payments: [{ amount: '263.25', due: '2031-01-01', type: 'deposit' }],
  received: received.map((amount) => ({ amount })),
  ...extra,
});

const cents = (s: string) => money(s, 'EUR').minor;
const addsUp = (m: ReturnType<typeof leadMoney>) => expect(cents(m.total)).toBe(cents(m.paid) + cents(m.open) + cents(m.onSite ?? '0'));

describe('the lead’s money on a club booking', () => {
  it('before arrival: what is paid on site is its own figure and the four add up', () => {
    const m = leadMoney(paymentSummary(booking('2031-06-01', ['263.25']), '2031-05-01'));
    expect(m).toEqual({ total: '323.25', paid: '263.25', open: '0.00', onSite: '60.00' });
    addsUp(m);
  });

  it('before arrival, partly paid: open is the advance left, on site apart', () => {
    const m = leadMoney(paymentSummary(booking('2031-06-01', ['100.00']), '2031-05-01'));
    expect(m).toEqual({ total: '323.25', paid: '100.00', open: '163.25', onSite: '60.00' });
    addsUp(m);
  });

  it('after arrival the on-site lines are owed: they are open, no on-site figure', () => {
    const m = leadMoney(paymentSummary(booking('2031-06-01', ['263.25']), '2031-06-02'));
    expect(m).toEqual({ total: '323.25', paid: '263.25', open: '60.00' });
    addsUp(m);
  });

  it('nothing on site: no on-site figure; overpaid: open is 0.00, never negative', () => {
    const none = leadMoney(paymentSummary({ currency: 'EUR', calculation: [{ total: '200.00' }], received: [{ amount: '200.00' }] }, '2031-05-01'));
    expect(none).toEqual({ total: '200.00', paid: '200.00', open: '0.00' });
    const over = leadMoney(paymentSummary({ currency: 'EUR', calculation: [{ total: '200.00' }], received: [{ amount: '250.00' }] }, '2031-05-01'));
    expect(over).toEqual({ total: '200.00', paid: '250.00', open: '0.00' });
  });
});
