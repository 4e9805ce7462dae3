import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentSummary, refundBeyondReceived } from './payment';
import { milestonesPaid } from './payment-status';
import { todosAfterChange, type Todo, type TodoBookingView } from './todos';

/**
 * ISSUE-22 "Payments settle milestones in due order", as a property over 1,000 random bookings: 1–4 milestones with
 * random due days (ties included, deposit due after the rest as a late booking once had), random payments labelled
 * for any milestone, refunds (refused beyond what was received) and removals. After every step, against an
 * independent count in integer cents: paid + open = total, each milestone's paid + open = its amount, milestones
 * are paid in due order (earliest first, ties in their order), a milestone is reported paid iff the payments cover
 * it and every milestone before it, and the todos tied to a milestone are open iff it is not paid.
 */
const cents = (s: string) => {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(s);
  if (!m) throw new Error(`not cents: ${s}`);
  const v = Number(m[2]) * 100 + Number(m[3]);
  return m[1] ? -v : v;
};
const text = (c: number) => `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
const DAYS = ['2027-01-10', '2027-01-17', '2027-02-01', '2027-05-01'];
const NOW = '2027-03-01T09:00:00.000Z';

const ZArb = fc.record({
  milestones: fc.array(fc.record({ minor: fc.integer({ min: 0, max: 300_000 }), day: fc.integer({ min: 0, max: 3 }), deposit: fc.boolean() }), {
    minLength: 1,
    maxLength: 4,
  }),
  ops: fc.array(
    fc.oneof(
      fc.record({ op: fc.constant('pay' as const), minor: fc.integer({ min: 1, max: 400_000 }), label: fc.constantFrom('deposit', 'rest', undefined) }),
      fc.record({ op: fc.constant('refund' as const), minor: fc.integer({ min: 1, max: 400_000 }) }),
      fc.record({ op: fc.constant('remove' as const), pick: fc.nat() }),
    ),
    { maxLength: 10 },
  ),
});

describe('payments settle milestones in due order', () => {
  it('holds over 1,000 random bookings with payments, refunds and removals', () => {
    let runs = 0;
    fc.assert(
      fc.property(ZArb, (g) => {
        runs++;
        const payments = g.milestones.map((ms, i) => ({
          text: `M${i}`,
          amount: text(ms.minor),
          due: DAYS[ms.day] as string,
          type: ms.deposit ? 'deposit' : 'rest',
        }));
        const total = g.milestones.reduce((s, ms) => s + ms.minor, 0);
        // Reminders made by the sweep for every milestone (before any payment), and a rule todo about the deposit.
        const todo: Todo[] = [
          ...payments.map((p) => ({
            id: `payment-${p.type}-${p.due}`,
            text: `Pay ${p.text}`,
            due: p.due,
            open: true,
            milestone: { type: p.type, due: p.due },
            createdAt: NOW,
            updatedAt: NOW,
          })),
          { id: 'td-deposit', text: 'Collect the deposit', due: '2027-01-01', open: true, milestone: { type: 'deposit' }, createdAt: NOW, updatedAt: NOW },
        ];
        let b: TodoBookingView & { received: Array<{ amount: string; milestone?: string }> } = {
          state: 'confirmed',
          createdAt: NOW,
          currency: 'EUR',
          calculation: [{ total: text(total) }],
          payments,
          received: [],
          todo,
        };
        for (const op of g.ops) {
          if (op.op === 'remove') {
            if (b.received.length) b = { ...b, received: b.received.filter((_, k) => k !== op.pick % b.received.length) };
          } else if (op.op === 'refund') {
            const paidBefore = b.received.reduce((s, p) => s + cents(p.amount), 0);
            const refused = refundBeyondReceived(b.received, text(-op.minor), 'EUR');
            expect(Boolean(refused)).toBe(op.minor > paidBefore);
            if (!refused) b = { ...b, received: [...b.received, { amount: text(-op.minor) }] };
          } else {
            b = { ...b, received: [...b.received, { amount: text(op.minor), ...(op.label ? { milestone: op.label } : {}) }] };
          }
          b = { ...b, todo: todosAfterChange('confirmed', b, [], NOW) };

          const received = b.received.reduce((s, p) => s + cents(p.amount), 0);
          const s = paymentSummary(b, '2027-03-01');
          expect(cents(s.paid)).toBe(received);
          expect(cents(s.paid) + cents(s.open)).toBe(total);
          // The independent order: due day, then position on the booking.
          const order = payments.map((p, i) => ({ p, i })).sort((x, y) => x.p.due.localeCompare(y.p.due) || x.i - y.i);
          const reported = milestonesPaid(b);
          expect(reported.map((r) => r.text)).toEqual(order.map((o) => o.p.text));
          let cumulative = 0;
          let openBefore = false;
          for (const [k, r] of reported.entries()) {
            const amount = cents(order[k]!.p.amount);
            cumulative += amount;
            expect(cents(r.paid) + cents(r.open)).toBe(amount);
            const isPaid = cents(r.open) === 0;
            // A milestone of 0 asks for nothing and is paid; any other iff the money covers it and all before it.
            expect(isPaid).toBe(amount === 0 || cumulative <= Math.max(received, 0));
            // Nothing of a later milestone is paid while an earlier one is open.
            if (openBefore) expect(cents(r.paid)).toBe(0);
            if (!isPaid) openBefore = true;
          }
          for (const t of b.todo ?? []) {
            const mine = reported.filter((r) => r.type === t.milestone?.type && (!t.milestone?.due || r.due === t.milestone.due));
            // Without such a milestone (no deposit asked): the todo follows the whole booking being paid.
            const settled = mine.length ? mine.every((r) => cents(r.open) === 0) : total > 0 && received >= total;
            expect(t.open, `${t.id} with ${received} received`).toBe(!settled);
          }
        }
      }),
      { numRuns: 1000, seed: 22 },
    );
    expect(runs).toBeGreaterThanOrEqual(1000);
  });

  it('books a deposit-labelled payment against the milestone due first, here the deposit before the rest', () => {
    const b = {
      currency: 'EUR',
      calculation: [{ total: '216.00' }],
      payments: [
        { text: 'Balance', amount: '151.20', due: '2027-03-01', type: 'rest' },
        { text: 'Deposit', amount: '64.80', due: '2027-03-01', type: 'deposit' },
      ],
      received: [{ amount: '64.80', milestone: 'deposit' }],
    };
    // Same day: their order on the booking decides, whatever the payment's label says.
    expect(milestonesPaid(b).map((m) => [m.text, m.paid, m.open])).toEqual([
      ['Balance', '64.80', '86.40'],
      ['Deposit', '0.00', '64.80'],
    ]);
    const ordered = { ...b, payments: [b.payments[1]!, b.payments[0]!] };
    expect(milestonesPaid(ordered).map((m) => [m.text, m.paid, m.open])).toEqual([
      ['Deposit', '64.80', '0.00'],
      ['Balance', '0.00', '151.20'],
    ]);
  });
});
