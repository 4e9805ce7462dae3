import { resourceHandler } from '../../lib/http';
import { agencyAction } from './agency';
import { cancelAction } from './cancel';
import { createAction } from './create';
import { getAction } from './get';
import { cancellationFeeAction } from './lifecycle/cancel-fee-preview';

/**
 * The booking core (ISSUE-12): create, read and cancel, one file per operation over service.ts; the one
 * transaction per create or cancel lives in functions/data/bookings.ts.
 */
export const handler = resourceHandler('bookings', [createAction, getAction, cancelAction, agencyAction, cancellationFeeAction]);
