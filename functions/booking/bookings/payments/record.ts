import { ulid } from 'ulid';
import type { Principal } from '../../../../shared/auth/principal';
import { dateIn } from '../../../../shared/calendar-date';
import { convert, rateBetween, refundBeyondReceived, type BookingPayment, type PaymentMethod } from '../../../../shared/domain/booking/payment';
import { decimalsOf, money, toString } from '../../../../shared/domain/money';
import { ConflictError, NotFoundError, ValidationError } from '../../../../shared/errors';
import type { BookingItem } from '../../../data/entities/booking';
import { getTenant } from '../../../data/tenants';
import type { TransactItem } from '../../../data/transactions';
import { currencyBook } from '../../../pricing/index';
import { applyBookingChange } from '../lifecycle/apply';

/**
 * THE way money lands on a booking (ISSUE-15, docs/decisions.md "Payments"): one `payment` change through the change
 * primitive, so the payment, the version, the history item and the outbox event are one transaction. `key` makes it
 * idempotent: every attempt re-reads the header and a key already there answers the booking unchanged
 * (`applied: false`), so a replayed webhook, a bank entry assigned twice or a double click adds nothing.
 */
export interface PaymentInput {
  /** Decimal text in `currency` (negative: a refund); or what to pay as of the booking each attempt reads (markPaid). */
  amount: string | ((b: BookingItem) => string);
  /** Default: the booking's currency. Any active currency of the tenant, converted at its stored rate. */
  currency?: string;
  method: PaymentMethod;
  /** The day paid; default today in the tenant's time zone. */
  date?: string;
  reference?: string;
  text?: string;
  milestone?: 'deposit' | 'rest';
  /** Where it came from; also the idempotency key (`kind:id`). Default: a manual payment with a fresh id. */
  source?: BookingPayment['source'];
  /** Override of the idempotency key (default `${source.kind}:${source.id}`). */
  key?: string;
  /** Extra writes of the same transaction (a ledger item, a bank entry marked assigned, a credit consumed). */
  extra?: (payment: BookingPayment, booking: BookingItem) => TransactItem[];
}

export interface PaymentOutcome {
  booking: BookingItem;
  payment: BookingPayment;
  /** false: the key was applied before; nothing was written now. */
  applied: boolean;
}

/** The payment a request makes: amount converted to the booking's currency at the tenant's stored rate of the day. */
export async function planPayment(tenant: string, b: BookingItem, input: PaymentInput, now: string, userId?: string): Promise<BookingPayment> {
  const bookingCurrency = b.currency ?? 'EUR';
  const paidCurrency = input.currency ?? bookingCurrency;
  let rate = '1';
  if (paidCurrency !== bookingCurrency) {
    const book = await currencyBook(tenant);
    const found = rateBetween(paidCurrency, bookingCurrency, new Map(book.currencies.map((c) => [c.code, c.rate])));
    if (found === undefined)
      throw new ValidationError(`${paidCurrency} is not an active currency`, [{ path: 'body.currency', message: `${paidCurrency} is not an active currency` }]);
    rate = found;
  }
  const asked = typeof input.amount === 'function' ? input.amount(b) : input.amount;
  let paidAmount: string;
  try {
    paidAmount = toString(money(asked, paidCurrency));
  } catch {
    throw new ValidationError(`${asked} has more than the ${decimalsOf(paidCurrency)} decimals of ${paidCurrency}`, [
      { path: 'body.amount', message: `at most ${decimalsOf(paidCurrency)} decimals` },
    ]);
  }
  const amount = convert(paidAmount, rate, bookingCurrency);
  if (money(amount, bookingCurrency).minor === 0)
    throw new ValidationError('A payment of 0 changes nothing', [{ path: 'body.amount', message: 'must not be 0' }]);
  const id = ulid();
  const source = input.source ?? { kind: 'manual' as const, id };
  const date = input.date ?? dateIn((await getTenant(tenant))?.timezone ?? 'Europe/Berlin', new Date(now));
  return {
    id,
    key: input.key ?? `${source.kind}:${source.id}`,
    amount,
    paidAmount,
    paidCurrency,
    rate,
    date,
    method: input.method,
    source,
    ...(input.reference ? { reference: input.reference } : {}),
    ...(input.text ? { text: input.text } : {}),
    ...(input.milestone ? { milestone: input.milestone } : {}),
    createdAt: now,
    ...(userId ? { createdBy: userId } : {}),
  };
}

/** 409 REFUND_EXCEEDS_RECEIVED: a manual refund larger than what the booking has received. */
function refundWithinReceived(b: BookingItem, p: BookingPayment): void {
  const currency = b.currency ?? 'EUR';
  const beyond = refundBeyondReceived(b.received ?? [], p.amount, currency);
  if (beyond)
    throw new ConflictError(
      `A refund of ${p.amount.replace('-', '')} ${currency} exceeds what booking ${b.bookingNo} has received (${beyond.received} ${currency})`,
      'REFUND_EXCEEDS_RECEIVED',
    );
}

/** Records a payment on booking `bookingId` at most once per key (404 unknown booking, 403 without access). */
export async function recordPayment(principal: Principal, bookingId: string, input: PaymentInput): Promise<PaymentOutcome> {
  let payment: BookingPayment | undefined;
  let applied = false;
  const booking = await applyBookingChange(principal, bookingId, 'payment', async (b, ctx) => {
    const key = input.key ?? (input.source ? `${input.source.kind}:${input.source.id}` : undefined);
    const before = key === undefined ? undefined : b.received?.find((p) => p.key === key);
    if (before) {
      payment = before;
      applied = false;
      return { next: {}, unchanged: true };
    }
    payment = await planPayment(ctx.tenant, b, input, ctx.now, principal.userId);
    // A refund by hand gives back at most what was received, checked against the header this attempt read: the write
    // is conditioned on its version, so of two concurrent refunds the second plans again and sees the first.
    if (payment.source.kind === 'manual') refundWithinReceived(b, payment);
    applied = true;
    return { next: { received: [...(b.received ?? []), payment] }, lastAction: 'payment', extra: input.extra?.(payment, b) };
  });
  if (!payment) throw new Error('recordPayment planned no payment');
  return { booking, payment, applied };
}

/**
 * Takes payment `paymentId` off the booking (a mistake, a bank assignment undone): 404 when it is not there. `extra`
 * writes of the same transaction undo what the payment's source did.
 */
export async function removePayment(
  principal: Principal,
  bookingId: string,
  paymentId: string,
  extra?: (payment: BookingPayment, booking: BookingItem) => TransactItem[],
): Promise<{ booking: BookingItem; payment: BookingPayment }> {
  let removed: BookingPayment | undefined;
  const booking = await applyBookingChange(principal, bookingId, 'payment', (b) => {
    removed = b.received?.find((p) => p.id === paymentId);
    if (!removed) throw new NotFoundError(`booking ${b.bookingNo} has no payment ${paymentId}`);
    return { next: { received: (b.received ?? []).filter((p) => p.id !== paymentId) }, lastAction: 'removePayment', extra: extra?.(removed, b) };
  });
  return { booking, payment: removed as BookingPayment };
}
