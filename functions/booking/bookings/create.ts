import { bookingEndpoints as api, ZBooking } from '../../../shared/api/bookings';
import { action, HttpResult } from '../../lib/http';
import { createBookingFor } from './service';

/** POST /api/bookings: 201 with the booking, its inventory taken in the same transaction. */
export const createAction = action(api.create, async ({ principal, body }) => new HttpResult(201, ZBooking.parse(await createBookingFor(principal, body))));
