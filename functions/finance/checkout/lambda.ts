import { paymentCheckoutEndpoints as api } from '../../../shared/api/payment-provider';
import { action, resourceHandler } from '../../lib/http';
import { acceptReview, dismissReview, reviews } from '../provider/reviews';
import { sessionView, startBookingCheckout } from './service';

/**
 * Online payment start (docs/decisions.md "Payment provider"): staff open a hosted checkout from the booking file;
 * the guest's success and aborted pages read the session's status by its unguessable id. The review list of provider
 * payments that did not match their session is decided here too.
 */
const startAction = action(api.start, async ({ principal, body }) => startBookingCheckout(principal, body.bookingId, body.purpose));
const sessionAction = action(api.session, async ({ params }) => sessionView(params.id));
const reviewsAction = action(api.reviews, async ({ principal, query }) => reviews(principal, query.status));
const acceptAction = action(api.acceptReview, async ({ principal, params }) => acceptReview(principal, params.sessionId));
const dismissAction = action(api.dismissReview, async ({ principal, params }) => dismissReview(principal, params.sessionId));

export const handler = resourceHandler('payment-checkout', [startAction, sessionAction, reviewsAction, acceptAction, dismissAction]);
