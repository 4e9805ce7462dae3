import { lifecycleActions } from '../bookings/lifecycle/handlers';
import { roomActions } from '../bookings/lifecycle/room-handlers';
import { resourceHandler } from '../../lib/http';

/**
 * The booking lifecycle's calls (ISSUE-14): a Lambda of its own beside `bookings` (create, read, cancel), so the
 * create's pricing and the lifecycle stay each within the bundle budget; both write through functions/data/booking-changes.ts.
 */
export const handler = resourceHandler('bookingactions', [...lifecycleActions, ...roomActions]);
