import { resourceHandler } from '../../lib/http';
import { standaloneActions } from './actions';

/**
 * Standalone guest forms (issue 24; shared/api/guest-form-standalone.ts): the staff's links and the guest's public
 * calls through `/forms/<link>/<token>`. A Lambda of their own beside `guestforms`, which is at its bundle budget.
 */
export const handler = resourceHandler('guestform-standalone', standaloneActions);
