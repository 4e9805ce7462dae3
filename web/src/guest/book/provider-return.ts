/**
 * The way back from the payment provider (docs/decisions/online-pages.md "Back from the provider"). The page sends its
 * own address (`returnTo`: path and query with its state, hold and token) with the checkout, and the provider sends
 * the guest back to it with `booking=<id>&checkout=success|aborted&session_id=<session>` added: the page goes on from
 * its own address. A return without the state (an older checkout) is put together from the address the page kept
 * under the booking's id in sessionStorage before it left: the saved page with `paid` and `session_id`.
 * Where storage is blocked (a third-party iframe in some browsers) nothing was saved: the guest is sent to the
 * product's payment result page (/payment/success|aborted?session_id=), which shows the payment without the booking.
 */

const KEY = 'tw.book.';

/** Remembers the page's address for the booking's return (best effort). */
export function rememberForReturn(booking: string, address: string): void {
  try {
    window.sessionStorage.setItem(KEY + booking, address);
  } catch {
    // Storage blocked: the return falls back to the payment result page.
  }
}

function recalled(booking: string): string | undefined {
  try {
    return window.sessionStorage.getItem(KEY + booking) ?? undefined;
  } catch {
    return undefined;
  }
}

const SESSION = /^cs_[A-Za-z0-9_]{8,200}$/;

/**
 * The address to go on to when this one is a return from the provider in the checkout's form, else undefined. Pure
 * but for the recall; `saved` may be given (tests).
 */
export function returnTarget(search: string, saved: (booking: string) => string | undefined = recalled): string | undefined {
  const q = new URLSearchParams(search);
  const checkout = q.get('checkout');
  const booking = q.get('booking');
  const session = q.get('session_id');
  if ((checkout !== 'success' && checkout !== 'aborted') || !booking || !session || !SESSION.test(session)) return undefined;
  // The checkout came back to the page that started it (`returnTo`): its state, hold and token are in this address.
  if (q.get('hold') === booking && q.get('token')) {
    for (const p of ['booking', 'checkout', 'session_id']) q.delete(p);
    q.set('step', 'pay');
    q.set('paid', checkout);
    q.set('session_id', session);
    return `?${q.toString()}`;
  }
  const page = saved(booking);
  if (!page || !(page.startsWith('/book/') || page.startsWith('/widget/'))) return `/payment/${checkout}?session_id=${encodeURIComponent(session)}`;
  const url = new URL(page, 'http://x');
  url.searchParams.set('step', 'pay');
  url.searchParams.set('paid', checkout);
  url.searchParams.set('session_id', session);
  return `${url.pathname}${url.search}`;
}
