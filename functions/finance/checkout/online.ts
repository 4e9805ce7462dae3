import { dateIn } from '../../../shared/calendar-date';
import { money } from '../../../shared/domain/money';
import { UnprocessableError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import { read } from '../../data/readers';
import { getTenant } from '../../data/tenants';
import { CHECKOUT_SESSION_PLACEHOLDER } from '../provider/adapter';
import { startCheckout } from '../provider/checkout';
import { amountFor } from './service';

/**
 * The hosted checkout of a guest's online hold (issue 25; docs/decisions/online-holds.md): the deposit when the
 * booking's terms ask one and the guest did not choose the full amount, else everything open, in the booking's
 * currency (the tenant's onlineCurrency, set at the hold). The provider sends the guest back to the guest page
 * `returnTo` with the state in the address (no cookies: a widget's third-party cookies may be blocked):
 * `?booking=<id>&checkout=success|aborted&session_id=<session>`; the page then calls payment/success or /aborted.
 */
export async function startOnlineCheckout(
  tenant: string,
  b: BookingItem,
  opts: { purpose: 'deposit' | 'full'; returnTo: string },
): Promise<{ url: string; sessionId: string; amount: string; purpose: 'deposit' | 'open' }> {
  const today = dateIn((await getTenant(tenant))?.timezone ?? 'Europe/Berlin', new Date());
  const currency = b.currency ?? 'EUR';
  const deposit = amountFor(b, 'deposit', today);
  const purpose = opts.purpose === 'deposit' && money(deposit, currency).minor > 0 ? 'deposit' : 'open';
  const amount = purpose === 'deposit' ? deposit : amountFor(b, 'open', today);
  if (money(amount, currency).minor <= 0) throw new UnprocessableError(`Booking ${b.bookingNo} has nothing open to pay`, 'NOTHING_TO_PAY');
  const customer = b.customer ? await read.customers.get(tenant, b.customer) : null;
  const de = (b.language ?? 'de').startsWith('de');
  const label = purpose === 'deposit' ? (de ? 'Anzahlung' : 'Deposit') : de ? 'Zahlung' : 'Payment';
  const back = (state: 'success' | 'aborted') => {
    const url = new URL(opts.returnTo);
    url.searchParams.set('booking', b.id);
    url.searchParams.set('checkout', state);
    // The provider replaces the placeholder; URLSearchParams would escape its braces.
    return `${url.toString()}&session_id=${CHECKOUT_SESSION_PLACEHOLDER}`;
  };
  const started = await startCheckout(tenant, {
    bookingId: b.id,
    amount,
    currency,
    description: `${label} ${de ? 'Buchung' : 'booking'} ${b.bookingNo}${b.customerName ? ` (${b.customerName})` : ''}`,
    successUrl: back('success'),
    cancelUrl: back('aborted'),
    purpose,
    ...(customer?.contact.email ? { customerEmail: customer.contact.email } : {}),
  });
  return { ...started, amount, purpose };
}
