import { describe, expect, it } from 'vitest';
import { convert, multiplyDecimal, paymentSummary, rateBetween } from './payment';

const booking = (
  paid: string[],
  milestones: [string, string][] = [
    ['100.00', '2027-01-10'],
    ['300.00', '2027-02-10'],
  ],
) => ({
  currency: 'EUR',
  calculation: [{ total: '400.00' }],
  payments: milestones.map(([amount, due], i) => ({ amount, due, type: i ? 'rest' : 'deposit' })),
  received: paid.map((amount) => ({ amount })),
});

describe('payment summary against milestones', () => {
  it('is open before anything is due, due on the day, overdue after it, part-paid and paid', () => {
    expect(paymentSummary(booking([]), '2027-01-01')).toMatchObject({ status: 'open', open: '400.00', dueNow: '0.00', exceeded: false });
    expect(paymentSummary(booking([]), '2027-01-10')).toMatchObject({ status: 'due', dueNow: '100.00' });
    expect(paymentSummary(booking(['40.00']), '2027-01-11')).toMatchObject({ status: 'overdue', dueNow: '60.00', exceeded: true, next: { open: '60.00' } });
    expect(paymentSummary(booking(['100.00']), '2027-01-11')).toMatchObject({
      status: 'part-paid',
      dueNow: '0.00',
      next: { due: '2027-02-10', open: '300.00' },
    });
    expect(paymentSummary(booking(['100.00', '300.00']), '2027-03-01')).toMatchObject({ status: 'paid', open: '0.00' });
    expect(paymentSummary({ calculation: [] }, '2027-03-01').status).toBe('none');
  });
  it('keeps paid + open equal to the total to the cent, refunds included', () => {
    const s = paymentSummary(booking(['100.01', '-0.02', '33.33']), '2027-03-01');
    expect(s).toMatchObject({ total: '400.00', paid: '133.32', open: '266.68' });
  });
});

describe('currency conversion', () => {
  it('takes the rate from the units per base unit and rounds half away from zero once', () => {
    const rates = new Map([
      ['EUR', 1],
      ['USD', 1.08],
      ['PHP', 62.5],
    ]);
    expect(rateBetween('USD', 'EUR', rates)).toBe('0.92592593');
    expect(rateBetween('EUR', 'PHP', rates)).toBe('62.5');
    expect(rateBetween('EUR', 'EUR', rates)).toBe('1');
    expect(rateBetween('GBP', 'EUR', rates)).toBeUndefined();
    expect(convert('108.00', '0.92592593', 'EUR')).toBe('100.00');
    expect(convert('-0.005', '1', 'EUR')).toBe('-0.01');
    expect(multiplyDecimal('2.675', '1', 2)).toBe('2.68');
    expect(convert('1000', '0.5', 'JPY')).toBe('500');
  });
});
