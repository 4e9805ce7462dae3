import { resourceHandler } from '../../lib/http';
import { icsActions } from './ics';

/**
 * The iCalendar feed of the schedules and its subscription link: a Lambda of its own, because calendar apps call
 * the public feed on their own schedule, and the iCalendar library stays out of the tours Lambda's bundle.
 */
export const handler = resourceHandler('calendar', icsActions);
