import { paymentCheckoutEndpoints as api } from '../../shared/api/payment-provider';
import { action, resourceHandler } from '../lib/http';
import { sessionView, startBookingCheckout } from './service';

/**
 * Online payment start (docs/decisions.md "Payment provider"): staff open a hosted checkout from the booking file;
 * the guest's success and aborted pages read the session's status by its unguessable id.
 */
const startAction = action(api.start, async ({ principal, body }) => startBookingCheckout(principal, body.bookingId, body.purpose));
const sessionAction = action(api.session, async ({ params }) => sessionView(params.id));

export const handler = resourceHandler('payment-checkout', [startAction, sessionAction]);
