import { expect } from 'vitest';
import { handler } from '../../functions/booking/calculation/lambda';
import { handler as bookings } from '../../functions/booking/bookings/lambda';
import { getBooking } from '../../functions/data/bookings';
import { handler as prices } from '../../functions/pricing/prices/lambda';
import { customerOf } from './booking-fixtures';
import { invoke } from './invoke';
import { priceWorld } from './price-fixture';

/**
 * The world of the calculation-editing tests (functions/booking/calculation/*.integration.test.ts): a resort priced
 * with a half-board variant, a supplement, two terms of payment, two guests, and the checks every edit must pass.
 */

export type Line = { sort: number; text: string; total: string; price: string; amount: number; type: string; deletable: boolean; source?: { kind?: string } };
export type Booking = {
  id: string;
  version: number;
  lastAction: string;
  currency: string;
  termsOfPayment?: string;
  calculation: Line[];
  payments: { text: string; amount: string; due: string; type: 'deposit' | 'rest' }[];
  rooms: { room: string; customers?: { customer: string; variant?: string }[] }[];
};
export type Failure = { name: string; message: string; statusCode: number; description: string; timestamp: string; path: string; method: string };

export const cents = (s: string) => Math.round(Number(s) * 100);
export const linesSum = (b: Booking) => b.calculation.reduce((a, l) => a + cents(l.total), 0);
export const dueSum = (b: Booking) => b.payments.reduce((a, p) => a + cents(p.amount), 0);
export const engineLines = (b: Booking) =>
  b.calculation.filter((l) => l.source?.kind !== 'manual' && l.source?.kind !== 'product').map((l) => [l.text, l.total]);

export const post = async (token: string, path: string, body: unknown) => {
  const res = await invoke<{ id: string }>(prices, 'POST', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id;
};
export const call = <T = Booking>(token: string, method: string, path: string, body?: unknown) =>
  invoke<T>(handler, method, path, { token, ...(body !== undefined ? { body } : {}) });

export async function world(tenant: string) {
  const w = await priceWorld(tenant);
  const hb = await post(w.token, '/api/pricevariant', { name: 'Half board', key: 'HB' });
  await post(w.token, '/api/price', {
    name: 'Season 2027',
    resort: 'r1',
    validRange: { from: '2027-01-01', to: '2027-12-31' },
    variants: [hb],
    entries: [
      { id: 'g2', roomType: 'rt1', noOfPax: 2, price: 100 },
      { id: 'g2hb', roomType: 'rt1', variant: hb, noOfPax: 2, price: 130 },
    ],
    currencies: ['EUR'],
  });
  const transfer = await post(w.token, '/api/supplements', { name: 'Airport transfer', priceRule: 'PerPerson', price: 25 });
  const terms = await post(w.token, '/api/terms', {
    name: '30 % deposit',
    entries: [
      { reason: 'Deposit', percent: 30, date: { days: 7, from: 'booking' } },
      { reason: 'Rest', useTerms: true, date: { days: 30, from: 'travel' } },
    ],
  });
  const once = await post(w.token, '/api/terms', { name: 'All at once', entries: [{ reason: 'Total', useTerms: true, date: { days: 3, from: 'booking' } }] });
  const [ana, ben] = [await customerOf(tenant, 'cu-ana', 'f'), await customerOf(tenant, 'cu-ben', 'm')];
  const create = async (extra: Record<string, unknown> = {}, token = w.token) => {
    const res = await invoke<Booking>(bookings, 'POST', '/api/bookings', {
      token,
      body: {
        resort: 'r1',
        checkIn: '2027-06-01',
        checkOut: '2027-06-08',
        rooms: [{ room: 'ro1', noOfPax: 2, customers: [{ customer: ana }, { customer: ben }] }],
        termsOfPayment: terms,
        ...extra,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // A booking per test on the same room: cancel it again so the next one finds the nights free.
    return res.body;
  };
  return { ...w, hb, transfer, terms, once, ana, ben, create };
}

export const cancel = (token: string, id: string) => invoke(bookings, 'POST', `/api/bookings/${id}/cancell`, { token });

/** The booking adds up: lines to the total, milestones to it (no agency booked net here), one rest. */
export function expectBalanced(b: Booking) {
  expect(dueSum(b)).toBe(linesSum(b));
  expect(b.payments.filter((p) => p.type === 'rest')).toHaveLength(1);
}

/** A refusal in the spec's error shape, and the stored booking unchanged. */
export async function expectRefused(tenant: string, res: { status: number; body: unknown }, status: number, before: Booking, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = res.body as Failure;
  expect(Object.keys(body)).toEqual(expect.arrayContaining(['name', 'message', 'statusCode', 'description', 'timestamp', 'path', 'method']));
  if (message) expect(body.message).toBe(message);
  const after = await getBooking(tenant, before.id);
  expect(after?.version).toBe(before.version);
  expect(after?.calculation).toEqual(before.calculation);
  expect(after?.payments).toEqual(before.payments);
}
