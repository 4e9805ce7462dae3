import { guestFormReminderEndpoints as reminderApi } from '../../../shared/api/guest-form-reminders';
import { guestFormEndpoints as api } from '../../../shared/api/guest-forms';
import { staff } from '../../../shared/auth/actor';
import { passes } from '../../../shared/auth/permissions';
import type { Principal } from '../../../shared/auth/principal';
import { NotFoundError } from '../../../shared/errors';
import { requireBookingAccess } from '../../booking/index';
import { getBooking } from '../../data/bookings';
import { bookingOfForm, saveAttachment } from '../../data/guest-forms';
import { action, type BoundAction } from '../../lib/http';
import { addAllToBooking, addToBooking } from './attach';
import { boardPage } from './board';
import { loadFormsContext } from './context';
import { linksOf, renewLink } from './links';
import { appendMissingFields, formDiff } from './versions';
import { filledView, publicForm } from './views';
import { remindNow } from '../reminders/reminders';

/** The booking with the staff's access to it checked (404 unknown, 403 out of their agency or assets). */
export async function staffContext(principal: Principal, id: string, scope: 'forms.read' | 'bookings.update') {
  const booking = await getBooking(principal.tenant, id);
  if (!booking) throw new NotFoundError(`booking ${id} does not exist`);
  // The scope the call was let in by counts as the staff scope (an agency user without it sees its agency's bookings only).
  const held = scope === 'forms.read' && !passes(principal, 'forms.read') ? 'bookings.update' : scope;
  await requireBookingAccess(staff(principal), booking, held);
  return (await loadFormsContext(principal.tenant, id, booking))!;
}

export async function formContext(principal: Principal, form: string, scope: 'forms.read' | 'bookings.update') {
  const booking = await bookingOfForm(principal.tenant, form);
  if (!booking) throw new NotFoundError(`guest form ${form} does not exist`);
  return staffContext(principal, booking, scope);
}

/** The staff's calls: attach, links, lock, the filled form (the guest's public calls: public-actions.ts). */
export const guestFormActions: BoundAction[] = [
  action(api.addToBooking, async ({ principal, params, body }) => {
    const { booking } = await staffContext(principal, body.booking, 'bookings.update');
    return publicForm(await addToBooking(principal.tenant, booking, params.form, principal.userId));
  }),
  action(api.addAllToBooking, async ({ principal, params }) => {
    const { booking } = await staffContext(principal, params.id, 'bookings.update');
    return { data: (await addAllToBooking(principal.tenant, booking, principal.userId)).map(publicForm) };
  }),
  action(api.links, async ({ principal, params }) => {
    const ctx = await staffContext(principal, params.id, 'forms.read');
    return { data: await linksOf(ctx), forms: ctx.stored.forms.map(publicForm) };
  }),
  action(api.board, async ({ principal, query }) => boardPage(principal, query)),
  action(reminderApi.sendGuestFormMail, async ({ principal, params, query }) => {
    const { booking } = await staffContext(principal, params.id, 'bookings.update');
    const { step, mailed, unreachable, summary } = await remindNow(principal.tenant, booking, query.force === 'true');
    return { step, mailed, unreachable, summary };
  }),
  action(reminderApi.missingGuestform, async ({ principal, query }) => {
    // The board's bounded read, keeping the guests (and bookings) with a form not complete.
    const page = await boardPage(principal, query);
    const data = page.data
      .map((row) => ({ ...row, guests: row.guests.filter((g) => g.forms.some((f) => f.progress !== 'complete')) }))
      .filter((row) => row.guests.length > 0);
    return { data, ...(page.next ? { next: page.next } : {}) };
  }),
  action(api.renewLink, async ({ principal, params, body }) => renewLink(await staffContext(principal, params.id, 'bookings.update'), body.guest)),
  action(api.lock, async ({ principal, params, body }) => {
    const ctx = await formContext(principal, params.id, 'bookings.update');
    const form = ctx.stored.forms.find((f) => f.id === params.id);
    if (!form) throw new NotFoundError(`guest form ${params.id} does not exist`);
    return publicForm(await saveAttachment(principal.tenant, { ...form, locked: body.locked }));
  }),
  action(api.diff, async ({ principal, params }) => formDiff(await formContext(principal, params.id, 'forms.read'), params.id)),
  action(api.appendMissingFields, async ({ principal, params }) =>
    publicForm(await appendMissingFields(await formContext(principal, params.id, 'bookings.update'), params.id)),
  ),
  action(api.appendMissingFieldsMany, async ({ principal, body }) => {
    const data = [];
    for (const id of body.ids) data.push(publicForm(await appendMissingFields(await formContext(principal, id, 'bookings.update'), id)));
    return { data };
  }),
  action(api.filled, async ({ principal, params }) => await filledView(await formContext(principal, params.id, 'forms.read'), params.id)),
];
