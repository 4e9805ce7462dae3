import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { paymentSummary, type BookingPayment } from '../../../shared/domain/booking/payment';
import { milestonesPaid } from '../../../shared/domain/booking/payment-status';
import { decimalsOf } from '../../../shared/domain/money';
import type { BookingItem } from '../../data/entities/booking';
import { planPayment } from '../../booking/bookings/payments/record';
import { line } from '../../../test/support/payment-fixture';

/**
 * Acceptance "money never drifts" (ISSUE-15), domain level: 1,000 random bookings in EUR or USD, each with a random
 * run of payments in two currencies (and IDR), bank assignments (source bankentry), credits (source
 * credit), refunds (negative) and removals, every payment planned by planPayment (the conversion recordPayment
 * uses). After every step, checked against an independent bigint count of cents: paid + open = total to the cent,
 * paid = the payments, each payment = its paid amount × its rate (half away from zero), milestones paid + open =
 * their amount. The rates are the tenant's stored rates (mocked here; the DynamoDB run is the integration test).
 */

const RATES: Record<string, number> = { EUR: 1, USD: 1.0825, IDR: 17250.5 };
vi.mock('../../pricing/prices/currencies', () => ({
  currencyBook: async () => ({ currencies: Object.entries(RATES).map(([code, rate]) => ({ code, rate })), baseCurrency: 'EUR', onsiteCurrency: 'EUR' }),
}));
vi.mock('../../data/tenants', () => ({ getTenant: async () => ({ timezone: 'Europe/Berlin' }) }));

const DECIMALS: Record<string, number> = Object.fromEntries(Object.keys(RATES).map((c) => [c, decimalsOf(c)]));
/** Decimal text → integer units at `decimals` (exact; the text has at most that many decimals). */
function units(text: string, decimals: number): bigint {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new Error(`not a decimal: ${text}`);
  const frac = (m[3] ?? '').padEnd(decimals, '0');
  if (frac.length > decimals) throw new Error(`${text} has more than ${decimals} decimals`);
  const v = BigInt(`${m[2]}${frac}`);
  return m[1] ? -v : v;
}
const text = (minor: number, decimals: number) => (decimals ? (minor / 10 ** decimals).toFixed(decimals) : String(minor));

const ZBookingArb = fc.record({
  currency: fc.constantFrom('EUR', 'USD'),
  lines: fc.array(fc.integer({ min: -20_000, max: 800_000 }), { minLength: 1, maxLength: 5 }),
  depositPercent: fc.integer({ min: 0, max: 100 }),
  ops: fc.array(
    fc.oneof(
      fc.record({
        op: fc.constant('pay' as const),
        currency: fc.constantFrom('EUR', 'USD', 'IDR'),
        minor: fc.integer({ min: 1, max: 600_000 }),
        refund: fc.boolean(),
        kind: fc.constantFrom('manual', 'bankentry', 'credit', 'provider', 'pos'),
      }),
      fc.record({ op: fc.constant('remove' as const), pick: fc.nat() }),
    ),
    { maxLength: 12 },
  ),
});

describe('money never drifts (domain level)', () => {
  it('paid + open = total to the cent over 1,000 random bookings with payments, bank assignments, credits, refunds and removals', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(ZBookingArb, async (g) => {
        n++;
        const dec = DECIMALS[g.currency] as number;
        const totalMinor = g.lines.reduce((a, b) => a + b, 0);
        const deposit = Math.round((Math.max(totalMinor, 0) * g.depositPercent) / 100);
        let b = {
          id: `b${n}`,
          bookingNo: n,
          state: 'confirmed',
          version: 1,
          rooms: [],
          currency: g.currency,
          calculation: g.lines.map((m, i) => line(i + 1, text(m, dec))),
          payments: [
            { text: 'Deposit', amount: text(deposit, dec), due: '2027-01-10', type: 'deposit' as const },
            { text: 'Rest', amount: text(totalMinor - deposit, dec), due: '2027-05-01', type: 'rest' as const },
          ],
          received: [] as BookingPayment[],
        } as unknown as BookingItem;
        for (const [i, op] of g.ops.entries()) {
          if (op.op === 'remove') {
            const list = b.received ?? [];
            if (list.length) b = { ...b, received: list.filter((_, k) => k !== op.pick % list.length) };
          } else {
            const pd = DECIMALS[op.currency] as number;
            const amount = text(op.refund ? -op.minor : op.minor, pd);
            const source = { kind: op.kind, id: `${op.kind}-${n}-${i}` } as BookingPayment['source'];
            let p: BookingPayment;
            try {
              p = await planPayment('t', b, { amount, currency: op.currency, method: 'bank', date: '2027-02-01', source }, '2027-02-01T10:00:00.000Z');
            } catch (err) {
              // Only a payment worth 0 in the booking's currency is refused (e.g. 1 IDR).
              expect(err).toMatchObject({ statusCode: 400, description: 'A payment of 0 changes nothing' });
              continue;
            }
            // The payment is its paid amount × rate, rounded half away from zero to the booking's decimals.
            const exact = Number(amount) * Number(p.rate);
            expect(Math.abs(Number(p.amount) - exact)).toBeLessThanOrEqual(0.5 / 10 ** dec + 1e-9);
            expect(units(p.paidAmount, pd)).toBe(units(amount, pd));
            b = { ...b, received: [...(b.received ?? []), p] };
          }
          const s = paymentSummary(b, '2027-03-01');
          const paidMinor = (b.received ?? []).reduce((a, p) => a + units(p.amount, dec), 0n);
          expect(units(s.total, dec)).toBe(BigInt(totalMinor));
          expect(units(s.paid, dec)).toBe(paidMinor);
          expect(units(s.paid, dec) + units(s.open, dec)).toBe(units(s.total, dec));
          for (const ms of milestonesPaid(b)) expect(units(ms.paid, dec) + units(ms.open, dec)).toBe(units(ms.amount, dec));
          if (units(s.open, dec) <= 0n && (totalMinor !== 0 || paidMinor !== 0n)) expect(s.status).toBe('paid');
        }
      }),
      { numRuns: 1000, seed: 20261124 },
    );
    expect(n).toBeGreaterThanOrEqual(1000);
  });
});
