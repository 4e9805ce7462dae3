import * as z from 'zod';
import { BOOKING_STATES } from '../booking/states';

/**
 * A mail schedule's rule (issue 26 "Schedules", docs/decisions/mail-schedules.md): its schema only, so the resource
 * list (shared/api/resources.ts) that many Lambdas import carries no payment or zone code (./schedule.ts has the rules).
 */
export const SCHEDULE_ANCHORS = ['arrival', 'departure', 'bookingDate', 'optionExpiry', 'milestone'] as const;
export type ScheduleAnchor = (typeof SCHEDULE_ANCHORS)[number];
export const SCHEDULE_RECIPIENTS = ['guest', 'lead', 'agency', 'staff'] as const;
export type ScheduleRecipient = (typeof SCHEDULE_RECIPIENTS)[number];
/** Which milestone a milestone rule follows: the first one, or the first of a type. */
export const SCHEDULE_MILESTONES = ['first', 'deposit', 'rest'] as const;
/** A booking created after the rule's moment (or moved behind it): send at once, or not at all. */
export const SCHEDULE_CATCH_UP = ['send', 'skip'] as const;
export const SCHEDULE_PAID = ['any', 'paid', 'unpaid'] as const;

const ZIds = z.array(z.string().trim().min(1).max(100)).max(100).default([]);

export const ZMailSchedule = z.strictObject({
  name: z.string().trim().min(1).max(200),
  active: z.boolean().default(true),
  anchor: z.enum(SCHEDULE_ANCHORS).default('arrival'),
  /** Days from the anchor's day: negative before it (-7: seven days before arrival), positive after. */
  offsetDays: z.number().int().min(-365).max(365).default(-7),
  /** The local time of day in the tenant's zone, HH:MM. */
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'A time as HH:MM' })
    .default('09:00'),
  milestone: z.enum(SCHEDULE_MILESTONES).default('first'),
  recipients: z.array(z.enum(SCHEDULE_RECIPIENTS)).min(1).max(4).default(['lead']),
  /** The addresses of the recipient "staff". */
  staffEmails: z.array(z.email()).max(20).default([]),
  /** An operator mail template (settings → mail templates); none: the built-in schedule mail. */
  templateId: z.string().trim().min(1).max(100).optional(),
  catchUp: z.enum(SCHEDULE_CATCH_UP).default('skip'),
  // Filters: an empty list matches every booking.
  assets: ZIds,
  tours: ZIds,
  agencies: ZIds,
  sources: ZIds,
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/))
    .max(20)
    .default([]),
  /** The booking states it sends to; empty: the live ones (draft, confirmed, planned, waiting). */
  states: z.array(z.enum(BOOKING_STATES)).max(BOOKING_STATES.length).default([]),
  paid: z.enum(SCHEDULE_PAID).default('any'),
});
export type MailSchedule = z.infer<typeof ZMailSchedule> & { id: string };
