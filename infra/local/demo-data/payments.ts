import type { BookingItem } from '../../../functions/data/entities/booking';
import { paymentLedgerItem } from '../../../functions/data/payments';
import { LOCAL_SCHEDULE, LOCAL_SCHEDULE_PK } from '../../../functions/booking-expiry/option-schedules';
import { nextSweepAt, sweepMessage, sweepScheduleName } from '../../../functions/booking-payments/sweep-schedule';
import { addDays } from '../../../shared/calendar-date';
import type { BookingPayment } from '../../../shared/domain/booking/payment';

/**
 * Demo payments (docs/decisions.md, "Payments on bookings"): a few confirmed resort stays get a calculation, a deposit
 * and a rest milestone and money received in different states — paid in full, part-paid (one payment in USD at the
 * demo rate), deposit overdue, nothing paid yet — each payment with its ledger item. Pure planning like ./todos.ts:
 * the season writes the headers and items in bulk.
 */
const PLANS: Array<{
  total: number;
  deposit: number;
  depositDays: number;
  paid: Array<{
    amount: string;
    currency?: string;
    paidAmount?: string;
    rate?: string;
    kind: BookingPayment['source']['kind'];
    method: BookingPayment['method'];
  }>;
}> = [
  {
    total: 1840,
    deposit: 552,
    depositDays: -40,
    paid: [
      { amount: '552.00', kind: 'bankentry', method: 'bank' },
      { amount: '1288.00', kind: 'manual', method: 'card' },
    ],
  },
  {
    total: 1260,
    deposit: 378,
    depositDays: -20,
    paid: [{ amount: '378.00', currency: 'USD', paidAmount: '409.19', rate: '0.92378753', kind: 'manual', method: 'cash' }],
  },
  { total: 2100, deposit: 630, depositDays: -6, paid: [] },
  { total: 960, deposit: 288, depositDays: -12, paid: [{ amount: '150.00', kind: 'credit', method: 'credit' }] },
  { total: 1480, deposit: 444, depositDays: 10, paid: [] },
];

/** The season's bookings with the demo payments, and the ledger items to write with them. */
export function withDemoPayments(tenant: string, bookings: BookingItem[], today: string): { bookings: BookingItem[]; items: Array<Record<string, unknown>> } {
  const items: Array<Record<string, unknown>> = [];
  const chosen = new Map<string, (typeof PLANS)[number]>();
  const candidates = bookings.filter((b) => b.state === 'confirmed' && b.resort && !b.calculation?.length && (b.checkIn ?? '') > addDays(today, 20));
  PLANS.forEach((plan, i) => {
    const b = candidates[i * 3];
    if (b) chosen.set(b.id, plan);
  });
  const out = bookings.map((b) => {
    const plan = chosen.get(b.id);
    if (!plan) return b;
    const total = plan.total.toFixed(2);
    const restDue = addDays(b.checkIn ?? today, -14);
    const received: BookingPayment[] = plan.paid.map((p, k) => {
      const id = `${b.id}-pay${k}`;
      const date = addDays(today, plan.depositDays - 3 + k);
      return {
        id,
        key: p.kind === 'manual' ? `manual:${id}` : `${p.kind}:demo-${id}`,
        amount: p.amount,
        paidAmount: p.paidAmount ?? p.amount,
        paidCurrency: p.currency ?? 'EUR',
        rate: p.rate ?? '1',
        date,
        method: p.method,
        source: { kind: p.kind, id: p.kind === 'manual' ? id : `demo-${id}` },
        reference: `Booking ${b.bookingNo}`,
        createdAt: `${date}T10:00:00.000Z`,
      };
    });
    const next: BookingItem = {
      ...b,
      currency: 'EUR',
      calculation: [
        {
          sort: 1,
          type: 'room',
          customerType: 'Direct',
          text: 'Accommodation',
          amount: 1,
          price: total,
          total,
          editable: false,
          deletable: false,
          unique: false,
        },
      ],
      payments: [
        { text: 'Deposit', amount: plan.deposit.toFixed(2), due: addDays(today, plan.depositDays), type: 'deposit' },
        { text: 'Rest', amount: (plan.total - plan.deposit).toFixed(2), due: restDue, type: 'rest' },
      ],
      ...(received.length ? { received } : {}),
    };
    items.push(...received.map((p) => paymentLedgerItem(tenant, next, p)));
    return next;
  });
  // The tenant's daily payment sweep is scheduled from the start (the local dispatcher fires it at 02:00 UTC).
  const dueAt = nextSweepAt(new Date());
  items.push({ pk: LOCAL_SCHEDULE_PK, sk: sweepScheduleName(tenant), entityType: LOCAL_SCHEDULE, dueAt, message: JSON.stringify(sweepMessage(tenant, dueAt)) });
  return { bookings: out, items };
}
