import { widgetEndpoints as api, widgetsResource } from '../../../shared/api/widgets';
import { widgets } from '../../data/widgets';
import { readAction, resourceHandler } from '../../lib/http';
import { resourceActions } from '../../lib/resource-engine';
import { widgetEngine } from './prepare';
import { widgetPageActions } from './page';
import { widgetPublicActions } from './public';
import { widgetStats } from './stats';

/** Booking widgets (issue 25): the CRUD of /api/widgets for /widget-admin, the widget page's public calls and the stats. */
export const handler = resourceHandler('widgets', [
  ...resourceActions(widgetsResource, widgets, widgetEngine),
  ...widgetPublicActions,
  ...widgetPageActions,
  readAction(api.stats, ({ tenant, query }) => widgetStats(tenant, query)),
]);
