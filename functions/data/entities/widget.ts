import * as z from 'zod';
import { globalKey, listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

/**
 * Widgets (issue 25, docs/decisions/widget.md). The widget itself is master data (`T#<tenant>#WIDGET#<id>`,
 * repository functions/data/widgets.ts); beside it:
 *
 * - the slug lookup `G#WIDGET#<slug>` → tenant and widget id, global (a slug is unique in the whole product),
 *   written in the widget's own transaction (claimed on create, moved on a slug change, released on delete). A
 *   public call (`/widget/<slug>`, `/api/book/*` with a widget) finds its tenant by it: `widgetSlugKey`.
 * - the day counters `T#<tenant>#WIDGETSTAT`, sk `<day>#<widget id>`: one item per widget and day, one number per
 *   event kind, raised by an atomic ADD (no IP, no visitor id).
 */
export const WIDGET = 'WIDGET';

/** The global slug lookup: pk `G#WIDGET#<slug>` (lower case), sk `ROOT`. */
export const widgetSlugKey = (slug: string) => globalKey('WIDGET', slug.trim().toLowerCase());

export const ZWidgetSlugItem = z.object({ tenant: z.string(), widgetId: z.string(), slug: z.string() });
export type WidgetSlugItem = z.infer<typeof ZWidgetSlugItem>;
export const widgetSlugItem = itemCodec('WIDGETSLUG', ZWidgetSlugItem);

/** A widget's figures of one day: pk `T#<tenant>#WIDGETSTAT`, sk `<YYYY-MM-DD>#<widget id>`. */
export const widgetStatsPk = (tenant: string) => listPk(tenant, 'WIDGETSTAT');
export const widgetStatsKey = (tenant: string, day: string, widgetId: string) => ({ pk: widgetStatsPk(tenant), sk: `${day}#${widgetId}` });

export const ZWidgetDayItem = z.object({
  day: z.string(),
  widgetId: z.string(),
  view: z.number().int().default(0),
  search: z.number().int().default(0),
  hold: z.number().int().default(0),
  checkout: z.number().int().default(0),
  booking: z.number().int().default(0),
  /** Revenue of the day's bookings in minor units of the tenant's online currency. */
  revenueMinor: z.number().int().default(0),
});
export type WidgetDayItem = z.infer<typeof ZWidgetDayItem>;
export const widgetDayItem = itemCodec('WIDGETSTAT', ZWidgetDayItem);

/** A booking counted on its widget's figures (once: the confirmation's consumer may run again). */
export const widgetCountedKey = (tenant: string, booking: string) => ({ pk: listPk(tenant, 'WIDGETCOUNTED'), sk: booking });
export const ZWidgetCountedItem = z.object({ widgetId: z.string(), day: z.string() });
export const widgetCountedItem = itemCodec('WIDGETCOUNTED', ZWidgetCountedItem);

export const widgetModels: EntityModel[] = [
  {
    module: 'widget',
    entityType: 'WIDGETSLUG',
    description: "Global lookup: which tenant and widget a widget's slug belongs to (unique in the product).",
    keys: { table: { pk: 'G#WIDGET#<slug>', sk: 'ROOT' } },
    access: ['tenant and widget of a public call: Get', 'claim (attribute_not_exists), move and release in the widget transaction'],
  },
  {
    module: 'widget',
    entityType: 'WIDGETSTAT',
    description: "A widget's counts of one day: views, searches, holds, checkouts, bookings, revenue (no personal data).",
    keys: { table: { pk: 'T#<tenant>#WIDGETSTAT', sk: '<day>#<widget id>' } },
    access: ['count an event: Update ADD (atomic)', 'figures of a day range: Query sk between <from># and <to>#~'],
  },
  {
    module: 'widget',
    entityType: 'WIDGETCOUNTED',
    description: "A booking counted on its widget's figures: written with the count, so a booking counts once.",
    keys: { table: { pk: 'T#<tenant>#WIDGETCOUNTED', sk: '<booking id>' } },
    access: ['count a confirmed booking once: Put attribute_not_exists in the transaction of the day item ADD'],
  },
];
