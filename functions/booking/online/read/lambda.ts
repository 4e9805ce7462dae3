import { resourceHandler } from '../../../lib/http';
import { answerBookingCalls } from '../../../lib/http/booking-tenant';
import { bookReadActions } from './operations';

/**
 * The online booking's public reads (issue 25; shared/api/book.ts `bookReadEndpoints`): schedules, rooms, room types,
 * vessel, add-ons and their availability, products, the price of a choice and the guest's own booking by number. A
 * Lambda of its own (docs/decisions/online-booking.md): the guests' traffic and rate limit apart from the staff's.
 */
answerBookingCalls();
export const handler = resourceHandler('book', bookReadActions);
