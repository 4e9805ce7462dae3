import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../shared/auth/principal';
import { paymentSummary, type BookingPayment } from '../../../shared/domain/booking/payment';
import { payableBooking } from '../../../test/support/payment-fixture';
import { priceWorld } from '../../../test/support/price-fixture';
import { recordPayment, removePayment } from '../../booking/bookings/payments/record';
import { getBooking } from '../../data/bookings';
import { queryPayments } from '../../data/payments';

/**
 * Acceptance "money never drifts" (ISSUE-15) on DynamoDB Local: 40 random bookings, each a random run of payments in
 * EUR and USD (stored rate 1.0825), bank assignments (one entry split over bookings keyed per booking), credits,
 * refunds, a replayed key and removals, all through recordPayment/removePayment. Then for every booking paid + open =
 * total to the cent and paid = its payments, and the ledger holds exactly the payments of the headers.
 */

const system = (tenant: string): Principal => ({ tenant, userId: 'system', userType: 'System', scopes: ['bookings.update'] });
const cents = (s: string) => {
  const [i = '0', f = ''] = s.replace('-', '').split('.');
  const v = BigInt(i) * 100n + BigInt((f + '00').slice(0, 2));
  return s.startsWith('-') ? -v : v;
};

const opArb = fc.oneof(
  fc.record({
    op: fc.constant('pay' as const),
    currency: fc.constantFrom('EUR', 'USD'),
    minor: fc.integer({ min: 1, max: 90_000 }),
    refund: fc.boolean(),
    kind: fc.constantFrom('manual', 'bankentry', 'credit'),
  }),
  fc.record({ op: fc.constant('replay' as const) }),
  fc.record({ op: fc.constant('remove' as const), pick: fc.nat() }),
);

describe('money never drifts (DynamoDB Local)', () => {
  it('paid + open = total and the ledger equals the headers over 40 random bookings', async () => {
    const tenant = 'bpay-drift';
    await priceWorld(tenant);
    const principal = system(tenant);
    const samples = fc.sample(fc.record({ total: fc.integer({ min: 1000, max: 500_000 }), ops: fc.array(opArb, { minLength: 1, maxLength: 6 }) }), {
      numRuns: 40,
      seed: 1124,
    });
    const ids: string[] = [];
    for (const [n, g] of samples.entries()) {
      const id = `drift-${n}`;
      ids.push(id);
      const total = (g.total / 100).toFixed(2);
      const deposit = (Math.round(g.total * 0.3) / 100).toFixed(2);
      await payableBooking(tenant, id, {
        bookingNo: n + 1,
        total,
        deposit,
        depositDue: '2027-01-10',
        restDue: '2027-05-01',
        agency: n % 3 ? undefined : 'ag1',
      });
      let last: BookingPayment['source'] | undefined;
      for (const [i, op] of g.ops.entries()) {
        if (op.op === 'remove') {
          const list = (await getBooking(tenant, id))?.received ?? [];
          const p = list[op.pick % Math.max(1, list.length)];
          if (p) await removePayment(principal, id, p.id);
          // A removed payment's key is free again (the header holds the keys): replay only what is still there.
          if (p && last && p.key === `${last.kind}:${last.id}`) last = undefined;
        } else if (op.op === 'replay') {
          // The same source again (a redelivered webhook, a bank entry assigned twice): nothing is added.
          if (last) expect((await recordPayment(principal, id, { amount: '1', method: 'bank', source: last })).applied).toBe(false);
        } else {
          const amount = ((op.refund ? -op.minor : op.minor) / 100).toFixed(2);
          const source = { kind: op.kind, id: op.kind === 'bankentry' ? `entry-${i}:${id}` : `${op.kind}-${n}-${i}` } as BookingPayment['source'];
          // A refund by hand beyond what was received is refused (ISSUE-22); bank and credit refunds are facts.
          const refused = await recordPayment(principal, id, { amount, currency: op.currency, method: op.kind === 'credit' ? 'credit' : 'bank', source }).then(
            () => false,
            (err: unknown) => {
              expect(err).toMatchObject({ statusCode: 409, message: 'REFUND_EXCEEDS_RECEIVED' });
              return true;
            },
          );
          if (refused) {
            expect(op.kind === 'manual' && op.refund).toBe(true);
            continue;
          }
          last = source;
        }
      }
    }
    const headers = await Promise.all(ids.map((id) => getBooking(tenant, id)));
    const expected = new Map<string, string>();
    for (const b of headers) {
      if (!b) throw new Error('booking lost');
      const s = paymentSummary(b, '2027-03-01');
      expect(cents(s.paid) + cents(s.open)).toBe(cents(s.total));
      expect(cents(s.paid)).toBe((b.received ?? []).reduce((a, p) => a + cents(p.amount), 0n));
      expect(new Set((b.received ?? []).map((x) => x.key)).size).toBe((b.received ?? []).length);
      for (const p of b.received ?? []) expected.set(p.id, `${b.id}:${p.amount}`);
    }
    const ledger = new Map<string, string>();
    let next: string | undefined;
    do {
      const page = await queryPayments(tenant, { size: 100, ...(next ? { next } : {}) });
      for (const p of page.items) ledger.set(p.id, `${String(p.booking)}:${p.amount}`);
      next = page.next;
    } while (next);
    expect(ledger).toEqual(expected);
    expect(expected.size).toBeGreaterThan(20);
  });
});
