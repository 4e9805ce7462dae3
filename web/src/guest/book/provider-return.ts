/**
 * The way back from the payment provider (docs/decisions/online-pages.md "Back from the provider"). The checkout
 * (bookhold's functions/finance/checkout/online.ts) sends the guest to `/book/online` or `/book/resort` with
 * `?booking=<id>&checkout=success|aborted&session_id=<session>`: neither the page's state nor the guest's token. So the
 * page keeps its address under the booking's id in sessionStorage before it leaves for the provider, and on the way
 * back puts it together again: the saved page (v1 or v2, the same language and widget) with `paid` and `session_id`.
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
  const page = saved(booking);
  if (!page || !(page.startsWith('/book/') || page.startsWith('/widget/'))) return `/payment/${checkout}?session_id=${encodeURIComponent(session)}`;
  const url = new URL(page, 'http://x');
  url.searchParams.set('step', 'pay');
  url.searchParams.set('paid', checkout);
  url.searchParams.set('session_id', session);
  return `${url.pathname}${url.search}`;
}
