import { widgetsResource } from '../../../shared/api/widgets';
import { widgets } from '../../data/widgets';
import { resourceHandler } from '../../lib/http';
import { resourceActions } from '../../lib/resource-engine';
import { widgetEngine } from './prepare';

/** Booking widgets (issue 25): the CRUD of /api/widgets for /widget-admin. */
export const handler = resourceHandler('widgets', [...resourceActions(widgetsResource, widgets, widgetEngine)]);
