import { resourceHandler } from '../../lib/http';
import { dashboardAction } from './dashboard';

/**
 * The staff start page's data (ISSUE-14): GET /api/bookings/dashboard. A Lambda of its own like the calendars': one
 * read-only call every start page makes, kept out of the bookings bundle.
 */
export const handler = resourceHandler('booking-dashboard', [dashboardAction]);
