import * as z from 'zod';
import { ZBookingHeader } from '../domain/booking/booking';
import { endpoint } from './endpoint';
import { ZId } from './resource';

/**
 * POST /api/bookings/{id}/agency/{agencyId} (spec 2 §7 `agency/{agencyId}`; docs/decisions.md "Booking extras"): in the
 * `bookings` Lambda beside the create's pricing, in a file of its own so that Lambda's bundle takes only this.
 */
export const bookingAgencyEndpoint = endpoint({
  id: 'booking-extras.agency',
  method: 'POST',
  path: '/api/bookings/{id}/agency/{agencyId}',
  resource: 'bookings',
  scopes: ['bookings.update'],
  tags: ['bookings'],
  summary: "Sets or changes the booking's agency; the booking is priced again as the create prices it, so commission and agency prices follow",
  input: { params: z.object({ id: ZId, agencyId: ZId }) },
  output: ZBookingHeader,
});
