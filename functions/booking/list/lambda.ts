import { resourceHandler } from '../../lib/http';
import { findAction, yearsAction } from './find';
import { listAction, listCsvAction } from './list';

/**
 * The booking list (ISSUE-14): list, CSV, quick find and years over the tenant's list index. A Lambda of its own so
 * the booking core's bundle stays small (docs/decisions.md, "Booking list").
 */
export const handler = resourceHandler('booking-list', [listAction, listCsvAction, findAction, yearsAction]);
