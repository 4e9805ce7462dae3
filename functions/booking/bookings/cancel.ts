import { bookingEndpoints as api } from '../../../shared/api/bookings';
import { action } from '../../lib/http';
import { cancelBookingFor } from './service';

/** POST /api/bookings/{id}/cancell (spec spelling): aborted, inventory released in the same transaction; repeatable. */
export const cancelAction = action(api.cancel, async ({ principal, params, body }) => cancelBookingFor(principal, params.id, body ?? {}));
