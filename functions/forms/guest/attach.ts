import { ulid } from 'ulid';
import { attachesTo } from '../../../shared/domain/forms/guest-form';
import { NotFoundError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import type { Attachment } from '../../data/entities/guest-form';
import { formDefinitions } from '../../data/forms';
import { bookingForms, putAttachment } from '../../data/guest-forms';
import { outboxPut } from '../../data/outbox';
import { GuestFormsAttached } from '../../../events/booking-events';

type Definition = NonNullable<Awaited<ReturnType<typeof formDefinitions.get>>>;

/** Attaches a definition at its current version unless it is attached already (then the attached one is answered). */
async function attach(tenant: string, booking: BookingItem, def: Definition, by?: string): Promise<Attachment> {
  const form: Attachment = {
    id: `gf-${ulid()}`,
    booking: booking.id,
    definition: def.id,
    version: def.version,
    name: def.name,
    purpose: def.purpose,
    attachedAt: new Date().toISOString(),
    ...(by ? { attachedBy: by } : {}),
  };
  // The event puts the booking's reminder job (functions/forms/reminders), only when the form is new.
  const attached = outboxPut(tenant, GuestFormsAttached, {
    bookingId: booking.id,
    bookingNo: booking.bookingNo,
    state: booking.state,
    ...(booking.resort ? { resort: booking.resort } : {}),
    ...(booking.schedule ? { schedule: booking.schedule } : {}),
    ...(booking.agency ? { agency: booking.agency } : {}),
    ...(booking.customer ? { customer: booking.customer } : {}),
  });
  if (await putAttachment(tenant, form, attached)) return form;
  const existing = (await bookingForms(tenant, booking.id)).forms.find((f) => f.definition === def.id);
  if (!existing) throw new Error(`form ${def.id} of booking ${booking.id} is neither new nor stored`);
  return existing;
}

/** POST /api/guestform/{form}/addToBooking: one definition (inactive ones too: staff chose it), idempotent. */
export async function addToBooking(tenant: string, booking: BookingItem, definition: string, by?: string): Promise<Attachment> {
  const def = await formDefinitions.get(tenant, definition);
  if (!def) throw new NotFoundError(`form definition ${definition} does not exist`);
  return attach(tenant, booking, def, by);
}

/** POST /api/guestform/addAllToBooking/{id}: every active definition whose `attach` fits the booking, idempotent. */
export async function addAllToBooking(tenant: string, booking: BookingItem, by?: string): Promise<Attachment[]> {
  const defs: Definition[] = [];
  let cursor: string | undefined;
  do {
    const page = await formDefinitions.list(tenant, { limit: 500, ...(cursor ? { cursor } : {}) });
    defs.push(...page.data);
    cursor = page.cursor;
  } while (cursor);
  for (const def of defs.filter((d) => d.active && attachesTo(d.attach, booking))) await attach(tenant, booking, def, by);
  return (await bookingForms(tenant, booking.id)).forms;
}
