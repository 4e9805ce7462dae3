import { schedulesResource, toursResource } from '../../shared/api/tours';
import { schedules, tours } from '../data/assets';
import { resourceHandler } from '../lib/http';
import { resourceActions } from '../lib/resource-engine';

/** Tours and their schedules. */
export const handler = resourceHandler('tours', [
  ...resourceActions(toursResource, tours, { idPrefix: 'tr' }),
  ...resourceActions(schedulesResource, schedules, { idPrefix: 'sc' }),
]);
