import { staff } from '../../../shared/auth/actor';
import type { CheckoutSessionView } from '../../../shared/api/payment-provider';
import type { Principal } from '../../../shared/auth/principal';
import { dateIn } from '../../../shared/calendar-date';
import { paymentSummary } from '../../../shared/domain/booking/payment';
import { add, fromMinor, money, subtract, toString, type Money } from '../../../shared/domain/money';
import { NotFoundError, UnprocessableError } from '../../../shared/errors';
import { readBooking } from '../../booking/index';
import type { BookingItem } from '../../data/entities/booking';
import { getPaymentSession } from '../../data/payment-sessions';
import { read } from '../../data/readers';
import { getTenant } from '../../data/tenants';
import { publicOrigin } from '../../lib/public-url';
import { CHECKOUT_SESSION_PLACEHOLDER } from '../provider/adapter';
import { startCheckout } from '../provider/checkout';

type Purpose = 'deposit' | 'rest' | 'open';

/**
 * What a checkout of `purpose` takes: what is left of the deposit (or rest) milestones after the payments received,
 * applied to the milestones in their order as paymentSummary applies them; `open` is everything open.
 */
export function amountFor(b: BookingItem, purpose: Purpose, today: string): string {
  const summary = paymentSummary(b, today);
  if (purpose === 'open') return summary.open;
  const currency = summary.currency;
  let left: Money = money(summary.paid, currency);
  let due = fromMinor(0, currency);
  for (const ms of [...(b.payments ?? [])].sort((x, y) => x.due.localeCompare(y.due))) {
    const amount = money(ms.amount, currency);
    const covered = left.minor >= amount.minor ? amount : left.minor > 0 ? left : fromMinor(0, currency);
    left = subtract(left, covered);
    if (ms.type === purpose) due = add(due, subtract(amount, covered));
  }
  return toString(due);
}

/** POST /api/payments/checkout: a hosted checkout for a booking's deposit, rest or open amount; the guest's pages on the tenant's public origin. */
export async function startBookingCheckout(principal: Principal, bookingId: string, purpose: Purpose): Promise<{ url: string; sessionId: string }> {
  const booking = await readBooking(staff(principal), bookingId);
  const tz = (await getTenant(principal.tenant))?.timezone ?? 'Europe/Berlin';
  const amount = amountFor(booking, purpose, dateIn(tz, new Date()));
  if (money(amount, booking.currency ?? 'EUR').minor <= 0)
    throw new UnprocessableError(`Booking ${booking.bookingNo} has no ${purpose} amount open`, 'NOTHING_TO_PAY');
  const origin = await publicOrigin(principal.tenant);
  const customer = booking.customer ? await read.customers.get(principal.tenant, booking.customer) : null;
  // In the booking's language (default de), as the guest reads it on the provider's page and in the receipt.
  const de = (booking.language ?? 'de').startsWith('de');
  const label = (de ? { deposit: 'Anzahlung', rest: 'Restzahlung', open: 'Zahlung' } : { deposit: 'Deposit', rest: 'Rest', open: 'Payment' })[purpose];
  const word = de ? 'Buchung' : 'booking';
  return startCheckout(principal.tenant, {
    bookingId,
    amount,
    currency: booking.currency ?? 'EUR',
    description: `${label} ${word} ${booking.bookingNo}${booking.customerName ? ` (${booking.customerName})` : ''}`,
    successUrl: `${origin}/payment/success?session_id=${CHECKOUT_SESSION_PLACEHOLDER}`,
    cancelUrl: `${origin}/payment/aborted?session_id=${CHECKOUT_SESSION_PLACEHOLDER}`,
    purpose,
    ...(customer?.contact.email ? { customerEmail: customer.contact.email } : {}),
  });
}

/** GET /api/payments/session/{id}: what the guest's success or aborted page shows; 404 for an unknown id. */
export async function sessionView(id: string): Promise<CheckoutSessionView> {
  const s = await getPaymentSession(id);
  if (!s) throw new NotFoundError(`checkout session ${id} does not exist`);
  return {
    sessionId: id,
    status: s.status,
    amount: s.amount,
    currency: s.currency,
    description: s.description,
    purpose: s.purpose,
    ...(s.paidAt ? { paidAt: s.paidAt } : {}),
  };
}
