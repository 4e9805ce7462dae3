import type { BookingItem } from '../../../functions/data/entities/booking';
import { paymentLedgerItem } from '../../../functions/data/payments';
import { localScheduleItem, localScheduleKey } from '../../../functions/data/entities/schedule';
import { eventEnvelope } from '../../../functions/platform/index';
import { nextSweepAt, PAYMENT_SWEEP_CONSUMER, sweepMessage, sweepScheduleName } from '../../../functions/finance/booking-payments/sweep-schedule';
import { addDays } from '../../../shared/calendar-date';
import { fromMinor, money, toString } from '../../../shared/domain/money';
import type { BookingPayment } from '../../../shared/domain/booking/payment';

/**
 * Demo payments (docs/decisions.md, "Payments on bookings") on the bookings as the engine priced them: the money
 * received follows each booking's own milestones. Guests who have arrived paid in full; upcoming stays whose deposit
 * fell due more than a week ago paid it (every fifth one has not: overdue); drafts nothing. Five upcoming resort stays
 * show the states side by side — paid in full, deposit paid in USD at the demo rate, deposit overdue, part-paid by a
 * credit, nothing due yet. Every payment has its ledger item. Pure planning like ./todos.ts: the season writes the
 * headers and items in bulk.
 */
type Kind = BookingPayment['source']['kind'];
interface Paid {
  amount: string;
  date: string;
  kind: Kind;
  method: BookingPayment['method'];
  milestone?: 'deposit' | 'rest';
  usd?: boolean;
}

/** EUR per USD, as the demo's currency table has it (1 EUR = 1.0825 USD). */
const USD_RATE = '0.92378753';
const USD_RATE_NUM = 92_378_753n;
const USD_RATE_DEN = 100_000_000n;

const depositOf = (b: BookingItem) => b.payments?.find((m) => m.type === 'deposit');
const restOf = (b: BookingItem) => b.payments?.filter((m) => m.type !== 'deposit') ?? [];

function payment(b: BookingItem, p: Paid, k: number): BookingPayment {
  const id = `${b.id}-pay${k}`;
  const currency = b.currency ?? 'EUR';
  // USD: what the guest paid at the rate, figured in minor units (half up).
  const usd = () => {
    const minor = BigInt(money(p.amount, currency).minor);
    return toString(fromMinor(Number((minor * USD_RATE_DEN * 2n + USD_RATE_NUM) / (USD_RATE_NUM * 2n)), 'USD'));
  };
  return {
    id,
    key: p.kind === 'manual' ? `manual:${id}` : `${p.kind}:demo-${id}`,
    amount: p.amount,
    paidAmount: p.usd ? usd() : p.amount,
    paidCurrency: p.usd ? 'USD' : currency,
    rate: p.usd ? USD_RATE : '1',
    date: p.date,
    method: p.method,
    source: { kind: p.kind, id: p.kind === 'manual' ? id : `demo-${id}` },
    reference: `Booking ${b.bookingNo}`,
    ...(p.milestone ? { milestone: p.milestone } : {}),
    createdAt: `${p.date}T10:00:00.000Z`,
  };
}

/** The day a milestone was paid: its due day, never after the seed day, never before the booking was made. */
const paidOn = (b: BookingItem, due: string, today: string) => {
  const made = b.createdAt.slice(0, 10);
  const day = due < today ? due : today;
  return day < made ? made : day;
};

/** What the guest pays on site (lines of customer type OnSite, in no milestone: docs/pricing.md "Fees paid on site"). */
const onSiteOf = (b: BookingItem): string => {
  const currency = b.currency ?? 'EUR';
  const minor = (b.calculation ?? []).reduce((t, l) => t + (l.customerType === 'OnSite' ? money(l.total, currency).minor : 0), 0);
  return toString(fromMinor(minor, currency));
};

/**
 * Every milestone paid: the deposit by bank transfer, the rest by card; a guest who has arrived also paid what is paid
 * on site (the marine-park fee), in cash on the day of arrival.
 */
const inFull = (b: BookingItem, today: string): Paid[] => {
  const milestones = (b.payments ?? []).map((m) => ({
    amount: m.amount,
    date: paidOn(b, m.due, today),
    kind: m.type === 'deposit' ? ('bankentry' as const) : ('manual' as const),
    method: m.type === 'deposit' ? ('bank' as const) : ('card' as const),
    milestone: m.type === 'deposit' ? ('deposit' as const) : ('rest' as const),
  }));
  const onSite = onSiteOf(b);
  const arrived = b.checkIn !== undefined && b.checkIn <= today;
  return arrived && Number(onSite) > 0
    ? [...milestones, { amount: onSite, date: paidOn(b, b.checkIn!, today), kind: 'manual' as const, method: 'cash' as const }]
    : milestones;
};

/** The five showcase states, each on the first upcoming stay that fits it. */
const SHOWCASE: Array<{ fits: (b: BookingItem, today: string) => boolean; paid: (b: BookingItem, today: string) => Paid[] }> = [
  { fits: () => true, paid: inFull },
  {
    fits: (b, today) => (depositOf(b)?.due ?? '') <= today,
    paid: (b, today) => [
      { amount: depositOf(b)!.amount, date: paidOn(b, depositOf(b)!.due, today), kind: 'manual', method: 'cash', milestone: 'deposit', usd: true },
    ],
  },
  { fits: (b, today) => (depositOf(b)?.due ?? today) < today, paid: () => [] },
  {
    fits: (b, today) => (depositOf(b)?.due ?? '') > today && Number(depositOf(b)?.amount ?? 0) > 150,
    paid: (b, today) => [{ amount: '150.00', date: paidOn(b, today, today), kind: 'credit', method: 'credit' }],
  },
  { fits: (b, today) => (depositOf(b)?.due ?? '') > today, paid: () => [] },
];

/** The season's bookings with the money received, and the ledger items to write with them. */
export function withDemoPayments(tenant: string, bookings: BookingItem[], today: string): { bookings: BookingItem[]; items: Array<Record<string, unknown>> } {
  const items: Array<Record<string, unknown>> = [];
  const chosen = new Map<string, (typeof SHOWCASE)[number]>();
  // Upcoming resort stays whose rest falls due after the seed day (so a paid deposit reads part-paid, not overdue).
  const candidates = bookings.filter(
    (b) => b.state === 'confirmed' && b.resort && depositOf(b) && restOf(b).every((m) => m.due > today) && (b.checkIn ?? '') > addDays(today, 20),
  );
  for (const plan of SHOWCASE) {
    const b = candidates.find((c) => !chosen.has(c.id) && plan.fits(c, today));
    if (b) chosen.set(b.id, plan);
  }
  let lateDeposits = 0;
  const out = bookings.map((b) => {
    if (b.state !== 'confirmed' || !b.payments?.length) return b;
    const plan = chosen.get(b.id);
    let paid: Paid[];
    if (plan) paid = plan.paid(b, today);
    else if ((b.checkIn ?? '') <= today) paid = inFull(b, today);
    else {
      const deposit = depositOf(b);
      const late = deposit && deposit.due < addDays(today, -7);
      paid =
        late && lateDeposits++ % 5 !== 4
          ? [{ amount: deposit.amount, date: paidOn(b, deposit.due, today), kind: 'bankentry', method: 'bank', milestone: 'deposit' }]
          : [];
    }
    if (!paid.length) return b;
    const received = paid.map((p, k) => payment(b, p, k));
    const next: BookingItem = { ...b, received };
    items.push(...received.map((p) => paymentLedgerItem(tenant, next, p)));
    return next;
  });
  // The tenant's daily payment sweep is scheduled from the start (the local dispatcher fires it at 02:00 UTC).
  const dueAt = nextSweepAt(new Date());
  const message = JSON.stringify(eventEnvelope(sweepMessage(tenant, dueAt)));
  items.push(localScheduleItem.toItem(localScheduleKey(sweepScheduleName(tenant, dueAt)), { dueAt, message, target: PAYMENT_SWEEP_CONSUMER }));
  return { bookings: out, items };
}
