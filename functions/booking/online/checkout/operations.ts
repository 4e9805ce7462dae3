import { bookCheckoutEndpoints as api } from '../../../../shared/api/book';
import type { Guest } from '../../../../shared/auth/actor';
import type { Principal } from '../../../../shared/auth/principal';
import { holdExpired } from '../../../../shared/domain/booking/online-hold';
import { NotFoundError, TooManyRequestsError } from '../../../../shared/errors';
import { getPaymentSession } from '../../../data/payment-sessions';
import { takeQuota } from '../../../data/request-quota';
import { sessionView, startOnlineCheckout } from '../../../finance/index';
import { clientOf } from '../../../identity/index';
import { action, HttpResult, type BoundAction } from '../../../lib/http';
import { publicOrigin } from '../../../lib/public-url';
import { bookPriceOf, bookViewOf, extensionsLeft } from '../hold/guest-view';
import { extendOnlineHold, holdOnline, markAborted, markCheckout, ownHold, requireRunning } from '../hold/hold';
import { requireBookToken } from '../token';

/**
 * The guest's writes of the online booking (Lambda `book-checkout`, shared/api/book.ts bookCheckoutEndpoints): hold,
 * extend, checkout, the return from the provider. Public: the tenant is the call's (the site's host; the widget's
 * tenant resolution of the book calls replaces `ctx.tenant` when merged), each client has a quota per minute, and a
 * booking's calls carry its guest token (a wrong one is the same 404 as an unknown booking).
 */

export const BOOK_WRITE_QUOTA = { limit: 30, windowSeconds: 60 };

async function quota(event: Parameters<typeof clientOf>[0]): Promise<void> {
  const wait = await takeQuota(`BOOKHOLD#CLIENT#${clientOf(event)}`, BOOK_WRITE_QUOTA);
  if (wait > 0) throw new TooManyRequestsError(`Too many requests from this client; try again in ${wait} seconds`, wait);
}

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

/** The session of a return from the provider, of this tenant and of the guest's booking (else 404). */
async function sessionOf(tenant: string, session: string, token: string) {
  const s = await getPaymentSession(session);
  if (!s || s.tenant !== tenant) throw new NotFoundError('No such checkout');
  await requireBookToken(tenant, s.bookingId, token);
  return s;
}

const create = action(api.create, async ({ tenant, principal, event, body }) => {
  await quota(event);
  const { booking, token } = await holdOnline(guestOf(tenant, principal), body);
  const online = booking.online as NonNullable<typeof booking.online>;
  return new HttpResult(201, {
    id: booking.id,
    bookingNo: String(booking.bookingNo),
    status: 'held' as const,
    holdExpiresAt: online.until,
    extensionsLeft: extensionsLeft(booking),
    price: bookPriceOf(booking),
    token,
  });
});

const extend = action(api.extend, async ({ tenant, event, params, body }) => {
  await quota(event);
  const b = await extendOnlineHold(tenant, params.id, body.token);
  return { holdExpiresAt: (b.online as NonNullable<typeof b.online>).until, extensionsLeft: extensionsLeft(b) };
});

const checkout = action(api.checkout, async ({ tenant, event, params, body }) => {
  await quota(event);
  const b = await ownHold(tenant, params.id, body.token);
  requireRunning(b);
  const started = await startOnlineCheckout(tenant, b, { purpose: body.purpose, returnTo: await returnPage(tenant, b) });
  await markCheckout(tenant, b.id, started.sessionId);
  return { url: started.url, sessionId: started.sessionId, holdExpiresAt: b.online.until };
});

const success = action(api.paymentSuccess, async ({ tenant, event, query }) => {
  await quota(event);
  const s = await sessionOf(tenant, query.session, query.token);
  const b = await ownHold(tenant, s.bookingId, query.token);
  return { booking: await bookViewOf(tenant, b), session: await sessionView(query.session), confirmed: b.state === 'confirmed' };
});

const aborted = action(api.paymentAborted, async ({ tenant, event, body }) => {
  await quota(event);
  const s = await sessionOf(tenant, body.session, body.token);
  const b = await markAborted(tenant, s.bookingId, body.session);
  const running = b.state === 'draft' && b.online !== undefined && !holdExpired(b.online, new Date());
  return { booking: await bookViewOf(tenant, b), ...(running && b.online ? { holdExpiresAt: b.online.until } : {}), canRetry: running };
});

export const bookCheckoutActions: BoundAction[] = [create, extend, checkout, success, aborted];
