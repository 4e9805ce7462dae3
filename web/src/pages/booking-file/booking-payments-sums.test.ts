import { describe, expect, it } from 'vitest';
import type { PaymentSummary } from '../../../../shared/domain/booking/payment';
import { sumsOf } from './booking-payments';

const summary = (over: Partial<PaymentSummary>): PaymentSummary => ({
  currency: 'EUR',
  total: '0.00',
  owed: '0.00',
  agencyKeeps: '0.00',
  onSiteLater: '0.00',
  paid: '0.00',
  open: '0.00',
  dueNow: '0.00',
  status: 'open',
  exceeded: false,
  ...over,
});

describe('sumsOf: the booking file reads total − on site − kept by the agency − paid = open', () => {
  it('a net agency trip: 3,000.00 − 450.00 kept − 765.00 paid = 1,785.00 open', () => {
    expect(sumsOf(summary({ total: '3000.00', owed: '2550.00', agencyKeeps: '450.00', paid: '765.00', open: '1785.00' }))).toEqual([
      ['total', '3000.00'],
      ['agencyKeeps', '450.00'],
      ['paid', '765.00'],
      ['open', '1785.00'],
    ]);
  });

  it('a stay before arrival: 805.00 − 105.00 on site − 700.00 paid = 0.00 open', () => {
    expect(sumsOf(summary({ total: '805.00', owed: '700.00', onSiteLater: '105.00', paid: '700.00', open: '0.00' }))).toEqual([
      ['total', '805.00'],
      ['onSite', '105.00'],
      ['paid', '700.00'],
      ['open', '0.00'],
    ]);
  });

  it('the fee paid ahead is not on site any more; beyond the total it is overpaid, never a negative open amount', () => {
    expect(sumsOf(summary({ total: '805.00', owed: '700.00', onSiteLater: '105.00', paid: '805.00', open: '-105.00' }))).toEqual([
      ['total', '805.00'],
      ['paid', '805.00'],
      ['open', '0.00'],
    ]);
    expect(sumsOf(summary({ total: '805.00', owed: '805.00', paid: '875.00', open: '-70.00' }))).toEqual([
      ['total', '805.00'],
      ['paid', '875.00'],
      ['overpaid', '70.00'],
    ]);
  });
});
