import { resourceHandler } from '../../lib/http';
import { notificationActions } from './operations';

/** The notifications feed (issue 26): /api/events/notifications, its count, read marks and the kinds a user gets. */
export const handler = resourceHandler('notifications', notificationActions);
