import { bookingLifecycleEndpoints as api } from '../../../shared/api/booking-lifecycle';
import { bookingChangesEndpoints as changes } from '../../../shared/api/booking-changes';
import { changeBooking } from '../bookings/lifecycle/change';
import { rebookToDates, rebookToSchedule, revertRebook } from '../bookings/lifecycle/rebook';
import { resourceHandler, action } from '../../lib/http';

/**
 * Rebook and its revert (docs/booking-states.md, "Rebook: price and milestones"): a Lambda of its own beside
 * `bookingactions`, because the rebook prices the new booking with the pricing engine (as the create and
 * `booking-calculation` do), which would take the lifecycle Lambda past its bundle budget.
 */
export const handler = resourceHandler('booking-rebook', [
  action(api.rebook, async ({ principal, params, body }) => rebookToDates(principal, params.id, body)),
  action(api.rebookSchedule, async ({ principal, params }) => rebookToSchedule(principal, params.id, params.schedule)),
  action(api.revertRebook, async ({ principal, params }) => revertRebook(principal, params.id)),
  action(changes.change, async ({ principal, params, body }) => changeBooking(principal, params.id, body)),
]);
