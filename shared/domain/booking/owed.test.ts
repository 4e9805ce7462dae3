import { describe, expect, it } from 'vitest';
import { toString } from '../money';
import { invoiceStanding } from './invoice-standing';
import type { Invoice } from './invoice';
import { owedInAdvance, owedOf } from './owed';
import { paymentSummary } from './payment';
import { milestoneSettled } from './payment-status';

/**
 * What a booking owes (docs/pricing.md "What a booking owes"), by hand:
 * - a stay of 700.00 with a marine-park fee of 105.00 paid on site: 805.00 in all; milestones 210.00 + 490.00 =
 *   700.00 (the fee in none); arrival 2027-03-01;
 * - a trip of 3,000.00 through an agency booked net at 15 %: it keeps 450.00, the milestones ask 765.00 + 1,785.00 =
 *   2,550.00.
 */
const stay = (paid: string[], extra: { checkedInAt?: string } = {}) => ({
  currency: 'EUR',
  checkIn: '2027-03-01',
  calculation: [
    { total: '700.00', customerType: 'Direct' },
    { total: '105.00', customerType: 'OnSite' },
  ],
  payments: [
    { type: 'deposit', amount: '210.00', due: '2027-01-17' },
    { type: 'rest', amount: '490.00', due: '2027-01-30' },
  ],
  received: paid.map((amount) => ({ amount })),
  ...extra,
});

const netTrip = (paid: string[]) => ({
  currency: 'EUR',
  agency: 'ag1',
  commission: 15,
  checkIn: '2027-05-08',
  calculation: [{ total: '1500.00' }, { total: '1500.00' }],
  payments: [
    { type: 'deposit', amount: '765.00', due: '2027-01-22' },
    { type: 'rest', amount: '1785.00', due: '2027-03-24' },
  ],
  received: paid.map((amount) => ({ amount })),
});

describe('owedOf', () => {
  it('owes the advance before arrival (700.00) and the on-site fee too from the arrival day (805.00)', () => {
    const before = owedOf(stay([]), '2027-02-28');
    expect([toString(before.total), toString(before.inAdvance), toString(before.onSite), before.onSiteOwed, toString(before.owed)]).toEqual([
      '805.00',
      '700.00',
      '105.00',
      false,
      '700.00',
    ]);
    expect(toString(owedOf(stay([]), '2027-03-01').owed)).toBe('805.00');
  });

  it('owes the on-site fee once checked in, also before the arrival day (early check-in)', () => {
    expect(toString(owedOf(stay([], { checkedInAt: '2027-02-27T10:00:00.000Z' }), '2027-02-27').owed)).toBe('805.00');
  });

  it('a net agency owes what the milestones ask: 3,000.00 − 450.00 = 2,550.00', () => {
    const o = owedOf(netTrip([]), '2027-01-15');
    expect([toString(o.owed), toString(o.agencyKeeps)]).toEqual(['2550.00', '450.00']);
    // Without an agency or a commission the milestones do not decide: the total less on-site.
    expect(toString(owedInAdvance({ ...netTrip([]), agency: undefined }))).toBe('3000.00');
    expect(toString(owedInAdvance({ ...netTrip([]), commission: undefined }))).toBe('3000.00');
  });

  it('does not take milestones that leave out more than the commission could be (lines written without them)', () => {
    // 15 % of 3,000.00 is at most 450.00: milestones of 2,549.99 leave out 450.01 → 450.00 + one cent of rounding holds;
    // milestones of 0.00 (a booking whose lines were written afterwards) leave out 3,000.00: the total is owed.
    const asking = (amount: string) => ({ ...netTrip([]), payments: [{ type: 'rest', amount, due: '2027-03-24' }] });
    expect(toString(owedInAdvance(asking('2549.99')))).toBe('2549.99');
    expect(toString(owedInAdvance(asking('2549.98')))).toBe('3000.00');
    expect(toString(owedInAdvance(asking('0.00')))).toBe('3000.00');
    // Milestones asking more than the advance: the advance.
    expect(toString(owedInAdvance(asking('3100.00')))).toBe('3000.00');
  });
});

describe('paymentSummary: open = owed − paid', () => {
  it('the stay whose advance 700.00 is paid is paid before arrival, part-paid with 105.00 open from the arrival day', () => {
    expect(paymentSummary(stay(['210.00', '490.00']), '2027-02-10')).toMatchObject({
      total: '805.00',
      owed: '700.00',
      onSiteLater: '105.00',
      paid: '700.00',
      open: '0.00',
      status: 'paid',
    });
    expect(paymentSummary(stay(['210.00', '490.00']), '2027-03-01')).toMatchObject({
      owed: '805.00',
      onSiteLater: '0.00',
      open: '105.00',
      status: 'part-paid',
    });
    expect(paymentSummary(stay(['210.00', '490.00', '105.00']), '2027-03-02')).toMatchObject({ open: '0.00', status: 'paid' });
  });

  it('the net agency that paid 2,550.00 has nothing open; 2,549.99 leaves 0.01', () => {
    expect(paymentSummary(netTrip(['765.00', '1785.00']), '2027-04-01')).toMatchObject({ agencyKeeps: '450.00', open: '0.00', status: 'paid' });
    expect(paymentSummary(netTrip(['765.00', '1784.99']), '2027-04-01')).toMatchObject({ open: '0.01', status: 'overdue' });
  });

  it('a cancelled stay owes its 20 % fee of 700.00 = 140.00 only: 210.00 paid leaves −70.00 open (to credit); no fee, nothing owed', () => {
    const cancelled = (fee: string | undefined, paid: string[]) => ({
      ...stay(paid),
      state: 'aborted',
      calculation: [...stay(paid).calculation, ...(fee ? [{ total: fee, type: 'cancellationFee' }] : [])],
    });
    // Past both milestones' days: a cancelled booking's milestones are not overdue.
    expect(paymentSummary(cancelled('140.00', ['210.00']), '2027-02-10')).toMatchObject({ owed: '140.00', open: '-70.00', status: 'paid', exceeded: false });
    expect(paymentSummary(cancelled('140.00', []), '2027-02-10')).toMatchObject({ owed: '140.00', open: '140.00', dueNow: '140.00', status: 'due' });
    expect(paymentSummary(cancelled(undefined, ['210.00']), '2027-02-10')).toMatchObject({ owed: '0.00', open: '-210.00', status: 'paid' });
    expect(paymentSummary(cancelled(undefined, []), '2027-02-10')).toMatchObject({ owed: '0.00', open: '0.00' });
  });

  it('a booking without milestones of the deposit type counts it settled when what is owed in advance is paid', () => {
    const oneRest = { ...netTrip(['2550.00']), payments: [{ type: 'rest', amount: '2550.00', due: '2027-01-15' }] };
    expect(milestoneSettled(oneRest, 'deposit')).toBe(true);
    expect(milestoneSettled({ ...oneRest, received: [{ amount: '2549.99' }] }, 'deposit')).toBe(false);
  });
});

describe('invoiceStanding: a whole-bill invoice asks what the booking owes', () => {
  const invoice = (total: string): Pick<Invoice, 'id' | 'kind' | 'state' | 'currency' | 'total' | 'paid' | 'open' | 'received'> => ({
    id: 'i1',
    kind: 'invoice',
    state: 'issued',
    currency: 'EUR',
    total,
    paid: '0.00',
    open: total,
    received: [],
  });
  const money = (b: { received: { amount: string }[] }) => ({ ...b, received: b.received.map((r) => ({ ...r, date: '2027-01-20', method: 'bank' })) });

  it('the net agency invoice of 3,000.00 paid 2,550.00: nothing open, paid', () => {
    expect(invoiceStanding(invoice('3000.00'), money(netTrip(['765.00', '1785.00'])), [], '2027-04-01')).toMatchObject({
      paid: '2550.00',
      open: '0.00',
      paidState: 'paid',
    });
    expect(invoiceStanding(invoice('3000.00'), money(netTrip(['765.00'])), [], '2027-04-01')).toMatchObject({ open: '1785.00', paidState: 'part-paid' });
  });

  it('the stay invoice of 805.00: paid with the advance before arrival, 105.00 open from the arrival day', () => {
    expect(invoiceStanding(invoice('805.00'), money(stay(['700.00'])), [], '2027-02-28')).toMatchObject({ open: '0.00', paidState: 'paid' });
    expect(invoiceStanding(invoice('805.00'), money(stay(['700.00'])), [], '2027-03-01')).toMatchObject({ open: '105.00', paidState: 'part-paid' });
    // The fee paid ahead with the advance: 805.00 paid, nothing open either way.
    expect(invoiceStanding(invoice('805.00'), money(stay(['805.00'])), [], '2027-02-28')).toMatchObject({ paid: '805.00', open: '0.00' });
  });

  it('an invoice of 805.00 issued before a 45.00 goodwill: the guest who paid the new 760.00 owes nothing more', () => {
    // The stay is now 700.00 + 105.00 − 45.00 = 760.00; from the arrival day all of it is owed. Paid 760.00.
    const smaller = { ...stay(['760.00']), calculation: [...stay([]).calculation, { total: '-45.00', customerType: 'Direct' }] };
    expect(invoiceStanding(invoice('805.00'), money(smaller), [], '2027-03-01')).toMatchObject({ paid: '760.00', open: '0.00', paidState: 'paid' });
    // Paid 700.00 only: 60.00 open (760.00 − 700.00), not 105.00 (805.00 − 700.00).
    expect(invoiceStanding(invoice('805.00'), money({ ...smaller, received: [{ amount: '700.00' }] }), [], '2027-03-01')).toMatchObject({ open: '60.00' });
  });
});
