import * as z from 'zod';
import { BOOKING_STATES } from '../domain/booking/states';
import { ZIsoDate } from '../domain/inventory/stay';
import { endpoint } from './endpoint';

/**
 * The staff start page's data (ISSUE-14, Lambda `booking-dashboard`, docs/decisions.md "Start page"): GET
 * /api/bookings/dashboard. The spec names no such call (its `arrivalCount` and `endofday` answer one question each);
 * one compact answer keeps the start page at one request and the server at one Query of the bookings plus the
 * rooms of the assets they are on (cached).
 */

import { MAX_DASHBOARD_DAYS, OPTION_WARNING_DAYS } from './booking-dashboard-limits';

export { MAX_DASHBOARD_DAYS, OPTION_WARNING_DAYS };

export const ZDashboardQuery = z.strictObject({
  /** Days of occupancy from today (the user setting defaultDashboardDays). */
  days: z.coerce.number().int().min(1).max(MAX_DASHBOARD_DAYS).default(30),
  /** Today in the operator's zone (the page's clock); the server's UTC day when absent. */
  today: ZIsoDate.optional(),
});

export const ZDashboardBooking = z.object({
  id: z.string(),
  bookingNo: z.number().int().optional(),
  state: z.enum(BOOKING_STATES),
  checkIn: ZIsoDate,
  checkOut: ZIsoDate,
  type: z.enum(['resort', 'vessel']),
  /** The resort or vessel. */
  asset: z.string(),
  customerName: z.string().optional(),
  noOfPax: z.number().int().optional(),
  optionDate: ZIsoDate.optional(),
  offeredAt: z.string().optional(),
});
export type DashboardBooking = z.infer<typeof ZDashboardBooking>;

export const ZDashboardOccupancy = z.object({
  asset: z.string(),
  type: z.enum(['resort', 'vessel']),
  /** Rooms of a resort, beds of a vessel (open for sale or not). */
  capacity: z.number().int(),
  /** Units taken per day from today (rooms of a resort by night, beds of a vessel). */
  taken: z.array(z.number().int()),
});
export type DashboardOccupancy = z.infer<typeof ZDashboardOccupancy>;

export const ZDashboardAnswer = z.object({
  today: ZIsoDate,
  tomorrow: ZIsoDate,
  days: z.number().int(),
  /** Arriving today or tomorrow, by day and number. */
  arrivals: z.array(ZDashboardBooking),
  /** Leaving today or tomorrow. */
  departures: z.array(ZDashboardBooking),
  /** Drafts whose option date is within OPTION_WARNING_DAYS (or past), earliest first. */
  options: z.array(ZDashboardBooking),
  /** Waiting bookings offered (their nights are free again): they can be confirmed now. */
  offered: z.array(ZDashboardBooking),
  /** Per asset; absent for agency users (the operator's occupancy is not theirs to see). */
  occupancy: z.array(ZDashboardOccupancy).optional(),
});
export type DashboardAnswer = z.infer<typeof ZDashboardAnswer>;

export const bookingDashboardEndpoints = {
  dashboard: endpoint({
    id: 'bookings.dashboard',
    method: 'GET',
    path: '/api/bookings/dashboard',
    resource: 'booking-dashboard',
    scopes: ['bookings.read', 'agencies.self'],
    tags: ['bookings'],
    summary:
      "The start page: today's and tomorrow's arrivals and departures, expiring options, offered waiting bookings and the occupancy of the next days per asset. " +
      "Agency users see their agency's bookings and no occupancy; asset-limited users their assets only",
    input: { query: ZDashboardQuery },
    output: ZDashboardAnswer,
  }),
};
