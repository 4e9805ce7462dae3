import { widgetEndpoints as api, type PublicWidget } from '../../../shared/api/widgets';
import { NotFoundError, TooManyRequestsError } from '../../../shared/errors';
import { takeQuota } from '../../data/request-quota';
import { addWidgetEvent } from '../../data/widget-stats';
import { activeWidgetBySlug, type WidgetEntity } from '../../data/widgets';
import { clientOf } from '../../identity/index';
import { action, HttpResult, readAction, type BoundAction, type HttpEvent } from '../../lib/http';
import { fileLink } from '../../lib/media-storage';
import { utcDay } from './stats';

/** The widget's public calls share a quota per client (a page view sends a handful of events; docs/decisions/widget.md). */
export const WIDGET_QUOTA = { limit: 120, windowSeconds: 60 };

async function throttle(event: HttpEvent) {
  const wait = await takeQuota(`WIDGET#CLIENT#${clientOf(event)}`, WIDGET_QUOTA);
  if (wait > 0) throw new TooManyRequestsError(`Too many requests from this client; try again in ${wait} seconds`, wait);
}

async function publicView(tenant: string, w: WidgetEntity): Promise<PublicWidget> {
  const logoUrl = w.logo ? (/^https?:/.test(w.logo) ? w.logo : await fileLink(tenant, w.logo)) : undefined;
  return {
    slug: w.slug,
    name: w.name,
    kind: w.kind,
    ...(w.resort ? { resort: w.resort } : {}),
    ...(w.vessel ? { vessel: w.vessel } : {}),
    tours: w.tours,
    language: w.language,
    primaryColor: w.primaryColor,
    backgroundColor: w.backgroundColor,
    ...(logoUrl ? { logoUrl } : {}),
  };
}

/** The widget page's calls: no session, the slug names the tenant (never the host, never a guess). */
export const widgetPublicActions: BoundAction[] = [
  readAction(api.publicWidget, async ({ event, params }) => {
    await throttle(event);
    const found = await activeWidgetBySlug(params.slug);
    if (!found) throw new NotFoundError(`No widget ${params.slug}`);
    const view = await publicView(found.tenant, found.widget);
    return new HttpResult(200, view, { 'cache-control': 'public, max-age=60' });
  }),
  action(api.track, async ({ event, body }) => {
    await throttle(event);
    const found = await activeWidgetBySlug(body.slug);
    if (!found) throw new NotFoundError(`No widget ${body.slug}`);
    await addWidgetEvent(found.tenant, found.widget.id, utcDay(), body.event);
    return { counted: true };
  }),
];
