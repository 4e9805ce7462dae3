import { resourceHandler } from '../../../lib/http';
import { answerBookingCalls } from '../../../lib/http/booking-tenant';
import { bookCheckoutActions } from './operations';

/**
 * The guest's online booking writes (issue 25; docs/decisions/online-holds.md): booking/create as a hold, its
 * extension, the hosted checkout and the return from the provider (./operations.ts). Confirmation is not here: only
 * the verified webhook's payment confirms (events/handlers/payment-received.ts).
 */
answerBookingCalls();
export const handler = resourceHandler('book-checkout', bookCheckoutActions);
