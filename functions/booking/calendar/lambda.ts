import { resourceHandler } from '../../lib/http';
import { eventsAction } from './events';

/**
 * The booking calendars' data (ISSUE-14): GET /api/bookings/events. A Lambda of its own, like the pricing
 * engine's: the calendars' reads stay out of the bookings bundle, and their load (every calendar view) scales apart.
 */
export const handler = resourceHandler('booking-calendar', [eventsAction]);
