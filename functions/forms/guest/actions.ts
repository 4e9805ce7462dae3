import { guestFormEndpoints as api } from '../../../shared/api/guest-forms';
import { staff } from '../../../shared/auth/actor';
import type { Principal } from '../../../shared/auth/principal';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../shared/constants';
import { NotFoundError, TooManyRequestsError } from '../../../shared/errors';
import { requireBookingAccess } from '../../booking/index';
import { getBooking } from '../../data/bookings';
import { bookingOfForm, setAttachmentLocked } from '../../data/guest-forms';
import { takeQuota } from '../../data/request-quota';
import { clientOf } from '../../identity/index';
import { action, type BoundAction, type HttpEvent } from '../../lib/http';
import { headerOf } from '../../lib/headers';
import { saveAnswers } from './answers';
import { addAllToBooking, addToBooking } from './attach';
import { loadFormsContext } from './context';
import { linksOf, openToken, renewLink } from './links';
import { byTokenView, filledView, publicForm } from './views';

/** The guest's calls share a small quota per client, like the public invoice (docs/decisions/forms.md). */
export const GUEST_FORM_QUOTA = { limit: 60, windowSeconds: 60 };

async function throttle(event: HttpEvent) {
  const wait = await takeQuota(`GUESTFORM#CLIENT#${clientOf(event)}`, GUEST_FORM_QUOTA);
  if (wait > 0) throw new TooManyRequestsError(`Too many requests from this client; try again in ${wait} seconds`, wait);
}

/** The booking with the staff's access to it checked (404 unknown, 403 out of their agency or assets). */
async function staffContext(principal: Principal, id: string, scope: 'forms.read' | 'bookings.update') {
  const booking = await getBooking(principal.tenant, id);
  if (!booking) throw new NotFoundError(`booking ${id} does not exist`);
  await requireBookingAccess(staff(principal), booking, scope === 'forms.read' ? 'bookings.read' : scope);
  return (await loadFormsContext(principal.tenant, id, booking))!;
}

async function formContext(principal: Principal, form: string, scope: 'forms.read' | 'bookings.update') {
  const booking = await bookingOfForm(principal.tenant, form);
  if (!booking) throw new NotFoundError(`guest form ${form} does not exist`);
  return staffContext(principal, booking, scope);
}

export const guestFormActions: BoundAction[] = [
  action(api.addToBooking, async ({ principal, params, body }) => {
    const { booking } = await staffContext(principal, body.booking, 'bookings.update');
    return publicForm(await addToBooking(principal.tenant, booking, params.form, principal.userId));
  }),
  action(api.addAllToBooking, async ({ principal, params }) => {
    const { booking } = await staffContext(principal, params.id, 'bookings.update');
    return { data: (await addAllToBooking(principal.tenant, booking, principal.userId)).map(publicForm) };
  }),
  action(api.links, async ({ principal, params }) => ({ data: await linksOf(await staffContext(principal, params.id, 'forms.read')) })),
  action(api.renewLink, async ({ principal, params, body }) => renewLink(await staffContext(principal, params.id, 'bookings.update'), body.guest)),
  action(api.lock, async ({ principal, params, body }) => {
    const ctx = await formContext(principal, params.id, 'bookings.update');
    const form = ctx.stored.forms.find((f) => f.id === params.id);
    if (!form) throw new NotFoundError(`guest form ${params.id} does not exist`);
    return publicForm(await setAttachmentLocked(principal.tenant, form, body.locked));
  }),
  action(api.filled, async ({ principal, params }) => filledView(await formContext(principal, params.id, 'forms.read'), params.id)),

  action(api.byToken, async ({ tenant, event, query }) => {
    await throttle(event);
    const { ctx, guest } = await openToken(tenant, query.token);
    return byTokenView(ctx, guest);
  }),
  action(api.save, async ({ tenant, event, params, body }) => {
    await throttle(event);
    const { ctx, guest } = await openToken(tenant, body.token);
    const { item: saved, progress } = await saveAnswers(ctx, {
      form: params.id,
      linkGuest: guest,
      ...(body.guest ? { guest: body.guest } : {}),
      data: body.data,
      submit: body.submit === true,
      lang: body.lang ?? (LANGUAGES.find((l) => l === ctx.booking.language) || DEFAULT_LANGUAGE),
      ip: event.requestContext.http.sourceIp,
      userAgent: headerOf(event.headers, 'user-agent') ?? event.requestContext.http.userAgent,
    });
    return { form: saved.form, guest: saved.guest, state: saved.state, progress, flags: saved.flags, signatures: saved.signatures.length };
  }),
];
