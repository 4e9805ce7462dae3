import * as z from 'zod';
import { BOOKING_STATES } from '../domain/booking/states';
import { ZIsoDate } from '../domain/inventory/stay';
import { endpoint } from './endpoint';

/**
 * The calendars' data (ISSUE-14, Lambda `booking-calendar`): GET /api/bookings/events. One answer per asset and
 * range, compact: the rows (resort rooms, or vessel cabins with their beds), the bookings as spans over the rows
 * and the blockers as spans; the screens lay them out and decide the look with shared/domain/booking/display.ts.
 */

/** Longest range of one calendar answer (a quarter and a bit). */
export const MAX_CALENDAR_DAYS = 120;

export const ZCalendarQuery = z.strictObject({
  asset: z.string().min(1).max(100),
  /** The asset's kind: a resort (rooms by night) or a vessel (cabins and beds by schedule). */
  type: z.enum(['resort', 'vessel']).default('resort'),
  from: ZIsoDate,
  /** The first day after the range (a night range: from up to the night before to). */
  to: ZIsoDate,
});

export const ZCalendarRow = z.object({
  id: z.string(),
  name: z.string(),
  roomType: z.string().optional(),
  /** A cabin's beds (internalId), one row each on the trip calendars. */
  beds: z.array(z.string()).optional(),
  /** Not for sale (inactive or switched to blocked). */
  closed: z.boolean().optional(),
});

export const ZCalendarBookingRoom = z.object({
  room: z.string(),
  beds: z.array(z.string()).optional(),
  noOfPax: z.number().int().optional(),
  checkedIn: z.string().optional(),
  checkedOut: z.string().optional(),
});

export const ZCalendarBooking = z.object({
  /** The booking's id; `anon-<n>` for another agency's booking (anonymous). */
  id: z.string(),
  anonymous: z.boolean().optional(),
  bookingNo: z.number().int().optional(),
  state: z.enum(BOOKING_STATES),
  resolved: z.boolean().optional(),
  checkIn: ZIsoDate,
  checkOut: ZIsoDate,
  schedule: z.string().optional(),
  customerName: z.string().optional(),
  agency: z.string().optional(),
  noOfPax: z.number().int().optional(),
  category: z.string().optional(),
  freeOfCharge: z.boolean().optional(),
  /** Paid in full: the money received covers the calculation's total (read from the header in the same Query). */
  paid: z.boolean().optional(),
  checkedInAt: z.string().optional(),
  checkedOutAt: z.string().optional(),
  rooms: z.array(ZCalendarBookingRoom),
});
export type CalendarBooking = z.infer<typeof ZCalendarBooking>;

export const ZCalendarBlocker = z.object({
  id: z.string(),
  room: z.string(),
  from: ZIsoDate,
  /** The day after the blocker's last night. */
  to: ZIsoDate,
  reason: z.string().optional(),
});

export const ZCalendarSchedule = z.object({ id: z.string(), from: ZIsoDate, to: ZIsoDate, tour: z.string().optional(), status: z.string().optional() });

export const ZCalendarAnswer = z.object({
  asset: z.string(),
  type: z.enum(['resort', 'vessel']),
  from: ZIsoDate,
  to: ZIsoDate,
  rows: z.array(ZCalendarRow),
  bookings: z.array(ZCalendarBooking),
  blockers: z.array(ZCalendarBlocker),
  /** A vessel's schedules overlapping the range. */
  schedules: z.array(ZCalendarSchedule).optional(),
});
export type CalendarAnswer = z.infer<typeof ZCalendarAnswer>;

export const bookingCalendarEndpoints = {
  events: endpoint({
    id: 'bookings.events',
    method: 'GET',
    path: '/api/bookings/events',
    resource: 'booking-calendar',
    scopes: ['bookings.read', 'agencies.self'],
    tags: ['bookings'],
    summary:
      'The calendar of a resort (rooms by night) or a vessel (cabins and beds by schedule) from..to (at most 120 days): rows, bookings as spans, blockers. ' +
      "Agency users see their agency's bookings and the others only as anonymous spans; asset-limited users only their assets (403)",
    input: { query: ZCalendarQuery },
    output: ZCalendarAnswer,
  }),
};
