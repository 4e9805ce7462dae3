import { bookingEndpoints as api } from '../../../shared/api/bookings';
import { action } from '../../lib/http';
import { readBooking } from './service';

/** GET /api/bookings/{id}: one booking (agency users: their agency's only). */
export const getAction = action(api.get, async ({ principal, params }) => readBooking(principal, params.id));
