import { resourceHandler } from '../../lib/http';
import { guestFormSyncActions } from './sync-actions';

/**
 * Guest forms, the answers to the customer, the lists and the statistics (issue 24; shared/api/guest-form-sync.ts):
 * a Lambda of their own beside `guestforms`, which is at its bundle budget.
 */
export const handler = resourceHandler('guestform-sync', guestFormSyncActions);
