import { bookCheckoutEndpoints as api } from '../../../../shared/api/book';
import type { Guest } from '../../../../shared/auth/actor';
import type { Principal } from '../../../../shared/auth/principal';
import { holdExpired } from '../../../../shared/domain/booking/online-hold';
import { NotFoundError } from '../../../../shared/errors';
import { getPaymentSession } from '../../../data/payment-sessions';
import { sessionView, startOnlineCheckout } from '../../../finance/index';
import { action, HttpResult, type BoundAction, type HttpEvent } from '../../../lib/http';
import { publicOrigin } from '../../../lib/public-url';
import { placeChoice } from '../choice';
import { extendOnlineHold, holdOnline, markAborted, markCheckout, ownHold, requireRunning } from '../hold/hold';
import { guestCall } from '../read/guest';
import { ownBookingView } from '../own-view';
import { bookPriceOf, extensionsLeft } from '../view';

/**
 * The guest's writes of the online booking (Lambda `book-checkout`, shared/api/book.ts bookCheckoutEndpoints;
 * docs/decisions/online-holds.md): hold, extend, checkout, the return from the provider. Public: the tenant is the
 * widget's or the host's (`widgetTenant`), every call takes the client's rate limit and checks the widget it names
 * (bookread's `guestCall`), and a booking's calls carry its guest token (a wrong one: the same 404 as no booking).
 */

/** The guest who books: a signed-in club member books as their customer, anyone else as a guest of the site. */
const guestOf = (tenant: string, principal: Principal): Guest => ({
  kind: 'guest',
  tenant,
  via: principal.customerId ? 'portal' : 'link',
  ...(principal.customerId ? { customerId: principal.customerId } : {}),
});

/** The guest page the provider sends the guest back to: the widget's, else the trip or stay booking page. */
const returnPage = async (tenant: string, b: { online?: { widget?: string }; schedule?: string }) =>
  `${await publicOrigin(tenant)}${b.online?.widget ? `/widget/${b.online.widget}` : b.schedule ? '/book/online' : '/book/resort'}`;

/**
 * The page the guest asked to come back to, on the operator's own site (never another host: the contract allows only
 * the guest booking pages' paths), without what a former return left in its address.
 */
async function pageOnSite(tenant: string, page: string): Promise<string> {
  const url = new URL(page, await publicOrigin(tenant));
  for (const p of ['booking', 'checkout', 'session_id', 'paid']) url.searchParams.delete(p);
  return url.toString();
}

/** The guest's own booking a provider's session is for (404 for a session of another tenant or a wrong token). */
async function sessionBooking(tenant: string, session: string, token: string) {
  const s = await getPaymentSession(session);
  if (!s || s.tenant !== tenant) throw new NotFoundError('No such checkout');
  return ownHold(tenant, s.bookingId, token);
}

const viewOf = async (tenant: string, event: HttpEvent, b: Parameters<typeof ownBookingView>[1]) => {
  const call = await guestCall(tenant, event);
  return ownBookingView(tenant, b, call.lang, call.today);
};

const create = action(api.create, async ({ tenant, principal, event, body }) => {
  // The choice as a guest may ask for it (visible, of the widget, bookable): bookread's checks of booking/price.
  const call = await guestCall(tenant, event, body.widget);
  await placeChoice(call, body.choice);
  const { booking, token } = await holdOnline(guestOf(tenant, principal), body);
  const online = booking.online as NonNullable<typeof booking.online>;
  return new HttpResult(201, {
    id: booking.id,
    bookingNo: String(booking.bookingNo),
    status: 'held' as const,
    holdExpiresAt: online.until,
    extensionsLeft: extensionsLeft(booking),
    price: bookPriceOf(booking, call.lang),
    token,
  });
});

const extend = action(api.extend, async ({ tenant, event, params, body }) => {
  await guestCall(tenant, event);
  const b = await extendOnlineHold(tenant, params.id, body.token);
  return { holdExpiresAt: (b.online as NonNullable<typeof b.online>).until, extensionsLeft: extensionsLeft(b) };
});

const checkout = action(api.checkout, async ({ tenant, event, params, body }) => {
  await guestCall(tenant, event);
  const b = await ownHold(tenant, params.id, body.token);
  requireRunning(b);
  const returnTo = body.returnTo ? await pageOnSite(tenant, body.returnTo) : await returnPage(tenant, b);
  const started = await startOnlineCheckout(tenant, b, { purpose: body.purpose, returnTo });
  await markCheckout(tenant, b.id, started.sessionId);
  return { url: started.url, sessionId: started.sessionId, holdExpiresAt: b.online.until };
});

const success = action(api.paymentSuccess, async ({ tenant, event, query }) => {
  const b = await sessionBooking(tenant, query.session, query.token);
  return { booking: await viewOf(tenant, event, b), session: await sessionView(query.session), confirmed: b.state === 'confirmed' };
});

const aborted = action(api.paymentAborted, async ({ tenant, event, body }) => {
  const own = await sessionBooking(tenant, body.session, body.token);
  const b = await markAborted(tenant, own.id, body.session);
  const running = b.state === 'draft' && b.online !== undefined && !holdExpired(b.online, new Date());
  return { booking: await viewOf(tenant, event, b), ...(running && b.online ? { holdExpiresAt: b.online.until } : {}), canRetry: running };
});

export const bookCheckoutActions: BoundAction[] = [create, extend, checkout, success, aborted];
