import * as z from 'zod';
import { ZIsoDate } from '../domain/inventory/stay';
import { WIDGET_PAGE_EVENTS, WIDGET_KINDS, WIDGET_LANGUAGES, ZWidget, ZWidgetSlug } from '../domain/widget/widget';
import { endpoint } from './endpoint';
import { defineResource, ZId } from './resource';

/**
 * Booking widgets (issue 25, Lambda `widgets`, docs/decisions/widget.md). Spec 1: /widget-admin needs widget.read,
 * create widget.create, edit widget.update (feature bookingWidget). Spec 2 "Others": /api/widget (track, stats);
 * the widget page's settings GET /api/widget/{slug} are public (the slug names the tenant).
 */
const scopes = { read: ['widget.read'], create: ['widget.create'], update: ['widget.update'], delete: ['widget.update'] } as const;

export const widgetsResource = defineResource({
  name: 'widgets',
  owner: 'widgets',
  entityType: 'WIDGET',
  schema: ZWidget,
  scopes,
  sorts: { name: (w) => w.name, slug: (w) => w.slug, updatedAt: (w) => w.updatedAt },
  searchText: (w) => `${w.name} ${w.slug} ${w.domains.join(' ')}`,
  filters: {
    kind: { type: 'string', values: WIDGET_KINDS, label: 'kind' },
    active: { type: 'boolean', label: 'active' },
  },
  csv: [
    { key: 'id', header: 'id', value: (w) => w.id },
    { key: 'name', header: 'name', value: (w) => w.name },
    { key: 'slug', header: 'slug', value: (w) => w.slug },
    { key: 'kind', header: 'kind', value: (w) => w.kind },
    { key: 'language', header: 'language', value: (w) => w.language },
    { key: 'domains', header: 'domains', value: (w) => w.domains.join(' ') },
    { key: 'active', header: 'active', value: (w) => w.active },
  ],
  // A slug is unique in the product, so a copy gets its own.
  copy: (w) => ({ ...w, name: `${w.name} (copy)`, slug: `${w.slug.slice(0, 58)}-copy`, active: false }),
  title: (w) => w.name,
  sample: (n) => ({ name: `Widget ${n}`, slug: `sample-widget-${n}`, kind: 'tours' as const, domains: ['www.example.com'] }),
});

/** What the widget page needs to draw itself (public: no internal fields). */
export const ZPublicWidget = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.enum(WIDGET_KINDS),
  resort: z.string().optional(),
  vessel: z.string().optional(),
  tours: z.array(z.string()),
  language: z.enum(WIDGET_LANGUAGES),
  primaryColor: z.string(),
  backgroundColor: z.string(),
  /** An address the page can load (a media id is turned into its public URL). */
  logoUrl: z.string().optional(),
});
export type PublicWidget = z.infer<typeof ZPublicWidget>;

export const ZWidgetFigures = z.object({
  views: z.number().int(),
  searches: z.number().int(),
  holds: z.number().int(),
  checkouts: z.number().int(),
  bookings: z.number().int(),
  /** In minor units of the tenant's online currency. */
  revenueMinor: z.number().int(),
  /** bookings / views (0 without views). */
  conversion: z.number(),
});
export type WidgetFigures = z.infer<typeof ZWidgetFigures>;

export const ZWidgetStats = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  currency: z.string(),
  total: ZWidgetFigures,
  /** Every day of the range, oldest first (days without events are zeros). */
  days: z.array(ZWidgetFigures.extend({ day: ZIsoDate })),
  /** Per widget over the range (only widgets with events). */
  widgets: z.array(ZWidgetFigures.extend({ widgetId: z.string() })),
});
export type WidgetStats = z.infer<typeof ZWidgetStats>;

/** The longest range the stats answer, in days. */
export const WIDGET_STATS_MAX_DAYS = 366;

export const widgetEndpoints = {
  publicWidget: endpoint({
    id: 'widgets.public',
    method: 'GET',
    path: '/api/widget/{slug}',
    resource: 'widgets',
    scopes: [],
    public: true,
    tenantless: true,
    tags: ['widgets'],
    summary: "A widget's public settings for its page /widget/{slug} (404 for an unknown or inactive widget); the slug names the operator",
    input: { params: z.object({ slug: ZWidgetSlug }) },
    output: ZPublicWidget,
  }),
  page: endpoint({
    id: 'widgets.page',
    method: 'GET',
    path: '/widget/{slug}',
    resource: 'widgets',
    scopes: [],
    public: true,
    tenantless: true,
    tags: ['widgets'],
    summary: "The widget's page in AWS: the guest entry's document with frame-ancestors of the widget's domains (locally the server serves it itself)",
    input: { params: z.object({ slug: z.string().regex(/^[a-z0-9-]{3,64}$/) }) },
    output: z.string(),
    produces: 'text/html; charset=utf-8',
  }),
  track: endpoint({
    id: 'widgets.track',
    method: 'POST',
    path: '/api/widget/track',
    resource: 'widgets',
    scopes: [],
    public: true,
    tenantless: true,
    tags: ['widgets'],
    summary:
      "Count one event of a widget's page (view, search, hold, checkout; a booking is counted when its payment confirms it) on the day's counter; " +
      'no cookie, no IP or visitor id stored; rate-limited per client (429)',
    maxBodyBytes: 1024,
    input: {
      body: z.strictObject({
        slug: ZWidgetSlug,
        event: z.enum(WIDGET_PAGE_EVENTS),
      }),
    },
    output: z.object({ counted: z.boolean() }),
  }),
  stats: endpoint({
    id: 'widgets.stats',
    method: 'GET',
    path: '/api/widget/stats',
    resource: 'widgets',
    scopes: scopes.read,
    tags: ['widgets'],
    summary: `Figures per day and widget over from..to (at most ${WIDGET_STATS_MAX_DAYS} days; default the last 30): views, searches, holds, checkouts, bookings, revenue, conversion; widget: one widget's only`,
    input: { query: z.strictObject({ from: ZIsoDate.optional(), to: ZIsoDate.optional(), widget: ZId.optional() }) },
    output: ZWidgetStats,
  }),
};

export type WidgetEventBody = { slug: string; event: (typeof WIDGET_PAGE_EVENTS)[number] };
