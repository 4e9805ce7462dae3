import { bookingEndpoints as api, ZBooking } from '../../../shared/api/bookings';
import { action, besideSession, HttpResult } from '../../lib/http';
import { createBookingFor } from './service';

/**
 * POST /api/bookings: 201 with the booking, its inventory taken in the same transaction. Its reads share the session's
 * round (`besideSession`: one round of reads before the transaction, issue 23); its only side effect is that transaction
 * (the events go through the outbox in it).
 */
export const createAction = besideSession(
  action(api.create, async ({ principal, body }) => new HttpResult(201, ZBooking.parse(await createBookingFor(principal, body)))),
);
