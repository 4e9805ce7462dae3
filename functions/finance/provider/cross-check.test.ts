import { describe, expect, it } from 'vitest';
import type { PaymentSessionItem } from '../../data/entities/payment-provider';
import { crossCheck } from './cross-check';

const session = (over: Partial<PaymentSessionItem> = {}): PaymentSessionItem => ({
  tenant: 't1',
  providerId: 'pp-1',
  provider: 'local',
  bookingId: 'b-1',
  amount: '725.00',
  currency: 'EUR',
  description: 'Deposit booking 12',
  purpose: 'deposit',
  successUrl: 'https://x/s',
  cancelUrl: 'https://x/c',
  status: 'open',
  createdAt: '2027-01-01T00:00:00Z',
  expiresAt: 0,
  ...over,
});
const claim = { tenant: 't1', sessionId: 'cs_local_1', bookingId: 'b-1', amount: '725.00', currency: 'EUR' };

describe('crossCheck of a provider payment against its checkout session', () => {
  it.each([
    ['the genuine payment', claim, session(), { verdict: 'apply' }],
    ['lower-case currency of the provider', { ...claim, currency: 'eur' }, session(), { verdict: 'apply' }],
    ['an unknown session', claim, null, { verdict: 'refuse', reason: 'unknownSession' }],
    ["another tenant's session", claim, session({ tenant: 't2' }), { verdict: 'refuse', reason: 'unknownSession' }],
    ['another booking', { ...claim, bookingId: 'b-2' }, session(), { verdict: 'refuse', reason: 'otherBooking' }],
    ['USD on a EUR session', { ...claim, currency: 'USD' }, session(), { verdict: 'refuse', reason: 'currency' }],
    ['a negative amount', { ...claim, amount: '-725.00' }, session(), { verdict: 'refuse', reason: 'notPositive' }],
    ['zero', { ...claim, amount: '0.00' }, session(), { verdict: 'refuse', reason: 'notPositive' }],
    ['0.01 on 725.00', { ...claim, amount: '0.01' }, session(), { verdict: 'review', reason: 'partial' }],
    ['999,999.99 on 725.00', { ...claim, amount: '999999.99' }, session(), { verdict: 'review', reason: 'excess' }],
    ['more decimals than the currency has', { ...claim, amount: '725.001' }, session(), { verdict: 'refuse', reason: 'amount' }],
  ] as const)('%s', (_, c, s, expected) => {
    expect(crossCheck(c, s)).toEqual(expected);
  });
});
