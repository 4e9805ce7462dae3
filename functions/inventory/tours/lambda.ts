import { schedulesResource, toursResource } from '../../../shared/api/tours';
import { schedules, tours } from '../../data/assets';
import { resourceHandler } from '../../lib/http';
import { resourceActions } from '../../lib/resource-engine';
import { bookingActions } from './booking';
import { copyAction } from './copy';
import { infoActions } from './info';
import { scheduleOptions, tourOptions } from './master-data';

/** Tours and their schedules; the booking lists, the season copy and a schedule's detail. */
export const handler = resourceHandler('tours', [
  ...bookingActions,
  copyAction,
  ...infoActions,
  ...resourceActions(toursResource, tours, tourOptions),
  ...resourceActions(schedulesResource, schedules, scheduleOptions),
]);
