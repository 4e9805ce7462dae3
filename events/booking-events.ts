import * as z from 'zod';
import { defineEvent } from './event';

const booking = {
  bookingId: z.string(),
  bookingNo: z.number().int(),
  state: z.string(),
  resort: z.string().optional(),
  schedule: z.string().optional(),
  agency: z.string().optional(),
  customer: z.string().optional(),
};

/** A booking was created and holds its inventory (written in the booking's create transaction). */
export const BookingCreated = defineEvent('booking.created', booking);
/** A booking was cancelled (state aborted) and its inventory released (written in the cancel transaction). */
export const BookingCancelled = defineEvent('booking.cancelled', booking);
/**
 * A lifecycle action changed a booking (functions/data/booking-changes.ts): the action and the states before and
 * after, written in the change's own transaction (inventory taken and released with it).
 */
export const BookingChanged = defineEvent('booking.changed', {
  ...booking,
  action: z.string(),
  from: z.string(),
  to: z.string(),
  version: z.number().int(),
});

/**
 * An online hold was confirmed by its payment (docs/decisions/online-holds.md), written in the confirming transaction:
 * its consumer mails the guest the confirmation with the invoice and the form links (once per booking).
 */
export const OnlineBookingConfirmed = defineEvent('booking.online-confirmed', {
  bookingId: z.string(),
  bookingNo: z.number().int(),
  /** The widget the guest booked through, and the booking's total in minor units: its widget's figures count it. */
  widget: z.string().optional(),
  revenueMinor: z.number().int().optional(),
});

/**
 * An option's expiry is due (functions/booking/expiry): delivered by a one-off schedule (EventBridge Scheduler in
 * AWS, the local dispatcher's schedule items in `npm start`) straight to the expiry consumer's queue, not via the
 * outbox. `optionDate` is the date the schedule was made for: a booking whose option date changed since is left alone.
 */
export const OptionExpiryDue = defineEvent('booking.option-expiry-due', {
  bookingId: z.string(),
  optionDate: z.string(),
  /** An online hold's end (docs/decisions/online-holds.md): each extension is another job, so another event id. */
  holdUntil: z.string().optional(),
});

/**
 * A guest-form reminder step is due (docs/decisions/forms.md "Reminders"): delivered by the booking's reminder job,
 * not the outbox. `arrival` is the arrival the job was made for: a booking whose arrival moved since is left alone
 * (its new job was put by the change); `step` is the days before arrival.
 */
export const GuestFormReminderDue = defineEvent('booking.guestform-reminder-due', {
  bookingId: z.string(),
  arrival: z.string(),
  step: z.number().int().min(0),
});

/**
 * A guest form was attached to a booking (written in the attachment's transaction): the reminder schedule consumer
 * puts the booking's job (docs/decisions/forms.md "Reminders"). The booking's fields, as its other events.
 */
export const GuestFormsAttached = defineEvent('booking.guestforms-attached', booking);
