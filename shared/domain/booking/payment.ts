import * as z from 'zod';
import { ZIsoDate } from '../inventory/stay';
import { add, compare, decimalsOf, fromMinor, money, subtract, toString, type Money } from '../money';
import { isCancelled, owedOf, type OwedView } from './owed';
import { inDueOrder } from './payment-status';

/**
 * Money received on a booking (ISSUE-15, docs/decisions.md "Payments"): every payment is kept on the booking's header
 * (`received`), so a payment, the booking's version, its history item and the outbox event are one write, and a
 * payment's `key` (its idempotency key: a provider event, a bank entry, a POS sale) is applied at most once because
 * the change re-reads the header on every attempt and skips a key it already holds.
 */

export const PAYMENT_METHODS = ['cash', 'card', 'bank', 'provider', 'credit', 'pos', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where a payment came from, for tracing it back (a bank entry, a provider event, a credit note, a POS sale). */
export const PAYMENT_SOURCES = ['manual', 'bankentry', 'provider', 'credit', 'pos'] as const;

export const ZBookingPayment = z.object({
  id: z.string().min(1),
  /** What applies it at most once (derived from the source; a manual payment gets its own id). */
  key: z.string().min(1),
  /** In the booking's currency: what the payment counts towards the booking (negative: a refund). */
  amount: z.string(),
  /** What was paid, in the currency it was paid in, and the rate used: booking-currency units per unit paid. */
  paidAmount: z.string(),
  paidCurrency: z.string(),
  rate: z.string(),
  /** The day paid (the rate is this day's stored rate). */
  date: ZIsoDate,
  method: z.enum(PAYMENT_METHODS),
  source: z.object({ kind: z.enum(PAYMENT_SOURCES), id: z.string() }),
  reference: z.string().optional(),
  text: z.string().optional(),
  /** The milestone it was meant for (deposit or rest), when the payer said so. */
  milestone: z.enum(['deposit', 'rest']).optional(),
  createdAt: z.string(),
  createdBy: z.string().optional(),
});
export type BookingPayment = z.output<typeof ZBookingPayment>;

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

function scaled(text: string): { units: bigint; scale: number } {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new RangeError(`${text} is not a decimal number`);
  const frac = m[3] ?? '';
  const units = BigInt(`${m[2]}${frac}`);
  return { units: m[1] === '-' ? -units : units, scale: frac.length };
}

/** a × b rounded half away from zero to `decimals`, exactly (bigint), as decimal text. */
export function multiplyDecimal(a: string, b: string, decimals: number): string {
  const x = scaled(a);
  const y = scaled(b);
  let units = x.units * y.units;
  const drop = x.scale + y.scale - decimals;
  if (drop > 0) {
    const div = 10n ** BigInt(drop);
    const neg = units < 0n;
    const abs = neg ? -units : units;
    let q = abs / div;
    if ((abs % div) * 2n >= div) q += 1n;
    units = neg ? -q : q;
  } else if (drop < 0) units *= 10n ** BigInt(-drop);
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(decimals + 1, '0');
  return decimals ? `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : `${sign}${digits}`;
}

/** Rates are kept to this many decimals. */
export const RATE_DECIMALS = 8;

/**
 * The rate from `paid` to `booking` currency out of the operator's currency rates (units per base unit): booking
 * units per paid unit, as decimal text with RATE_DECIMALS decimals. Same currency: '1'.
 */
export function rateBetween(paid: string, booking: string, rates: ReadonlyMap<string, number>): string | undefined {
  if (paid === booking) return '1';
  const from = rates.get(paid);
  const to = rates.get(booking);
  if (from === undefined || to === undefined) return undefined;
  // Both rates as exact decimals; the ratio to RATE_DECIMALS places, half away from zero.
  const num = scaled(String(to));
  const den = scaled(String(from));
  const shift = BigInt(RATE_DECIMALS) + BigInt(den.scale) - BigInt(num.scale);
  const n = shift >= 0n ? num.units * 10n ** shift : num.units;
  const d = shift >= 0n ? den.units : den.units * 10n ** -shift;
  let q = n / d;
  if ((n % d) * 2n >= d) q += 1n;
  const digits = q.toString().padStart(RATE_DECIMALS + 1, '0');
  return `${digits.slice(0, -RATE_DECIMALS)}.${digits.slice(-RATE_DECIMALS)}`.replace(/\.?0+$/, '') || '0';
}

/** What `paidAmount` in the paid currency counts in the booking currency at `rate`, rounded to the booking currency. */
export function convert(paidAmount: string, rate: string, bookingCurrency: string): string {
  return multiplyDecimal(paidAmount, rate, decimalsOf(bookingCurrency));
}

export const PAYMENT_STATUSES = ['paid', 'part-paid', 'due', 'overdue', 'open', 'none'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PayableView extends OwedView {
  received?: { amount: string }[];
}

export interface PaymentSummary {
  currency: string;
  total: string;
  /** What the booking owes at `today` (docs/pricing.md "What a booking owes"); open = owed − paid. */
  owed: string;
  /** Of the total, what the agency keeps (net commission) and the on-site lines not owed yet (before arrival). */
  agencyKeeps: string;
  onSiteLater: string;
  paid: string;
  open: string;
  /** What is due by today (milestones due on or before today) and not paid yet. */
  dueNow: string;
  status: PaymentStatus;
  /** A milestone's due day has passed while it is not fully paid. */
  exceeded: boolean;
  /** The first milestone not fully paid (its due day and what is left of it). */
  next?: { due: string; open: string; type: string };
}

/**
 * The booking's money against its milestones, at `today`: total (the calculation), owed (`owedOf`: what the payer
 * owes now), paid (the payments), open = owed − paid (exactly, so paid + open = owed to the cent). Milestones are paid
 * in their order.
 * - paid: nothing open (and something to pay, or paid); overdue: a milestone's day has passed unpaid;
 * - due: a milestone falls due today unpaid; part-paid: something paid, nothing due unpaid;
 * - open: nothing paid, nothing due yet; none: nothing to pay and nothing paid.
 */
export function paymentSummary(b: PayableView, today: string): PaymentSummary {
  const currency = b.currency ?? 'EUR';
  const m = (text: string): Money => money(text, currency);
  const zero = fromMinor(0, currency);
  const { total, owed, agencyKeeps, onSite, onSiteOwed } = owedOf(b, today);
  const paid = (b.received ?? []).reduce((s, p) => add(s, m(p.amount)), zero);
  const open = subtract(owed, paid);
  let left = paid;
  let dueNow = zero;
  let exceeded = false;
  let dueToday = false;
  let next: PaymentSummary['next'];
  // A cancelled booking's milestones ask for nothing more; its fee, if unpaid, is due now.
  if (isCancelled(b) && open.minor > 0) dueNow = open;
  for (const ms of isCancelled(b) ? [] : inDueOrder(b.payments ?? [])) {
    const amount = m(ms.amount);
    const covered = compare(left, amount) >= 0 ? amount : left.minor > 0 ? left : zero;
    left = subtract(left, covered);
    const rest = subtract(amount, covered);
    if (rest.minor <= 0) continue;
    next ??= { due: ms.due, open: toString(rest), type: ms.type };
    if (ms.due <= today) {
      dueNow = add(dueNow, rest);
      if (ms.due < today) exceeded = true;
      else dueToday = true;
    }
  }
  const status: PaymentStatus =
    total.minor === 0 && paid.minor === 0
      ? 'none'
      : open.minor <= 0
        ? 'paid'
        : exceeded
          ? 'overdue'
          : dueToday || dueNow.minor > 0
            ? 'due'
            : paid.minor > 0
              ? 'part-paid'
              : 'open';
  return {
    currency,
    total: toString(total),
    owed: toString(owed),
    agencyKeeps: toString(agencyKeeps),
    onSiteLater: toString(onSiteOwed ? zero : onSite),
    paid: toString(paid),
    open: toString(open),
    dueNow: toString(dueNow),
    status,
    exceeded,
    ...(next ? { next } : {}),
  };
}

/**
 * A refund by hand (a negative manual payment) gives back at most what was received (ISSUE-22): the booking's
 * payments may not add up to less than 0. Answers what the refund asks beyond what was received (undefined: fine).
 * Checked against the header each attempt of the change reads, so two concurrent refunds cannot pass it together.
 */
export function refundBeyondReceived(
  received: ReadonlyArray<{ amount: string }>,
  amount: string,
  currency: string,
): { received: string; beyond: string } | undefined {
  const asked = money(amount, currency);
  if (asked.minor >= 0) return undefined;
  const sum = received.reduce((s, p) => add(s, money(p.amount, currency)), fromMinor(0, currency));
  const after = add(sum, asked);
  if (after.minor >= 0) return undefined;
  return { received: toString(sum), beyond: toString(subtract(fromMinor(0, currency), after)) };
}
