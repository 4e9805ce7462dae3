import * as z from 'zod';
import { globalKey } from '../keys';

/**
 * The widget slug lookup as the public booking calls read it (docs/decisions/online-booking.md "Tenant of a public
 * call"). The widget slice owns and writes it (functions/data/entities/widget.ts `widgetSlugKey` on h-widget, in the
 * widget's own transaction): pk `G#WIDGET#<slug>` (lower case), sk `ROOT`, with the tenant and the widget's id. This
 * module only names the same key for the reader (functions/data/widget-tenant.ts) until both are merged.
 */
export const widgetSlugLookupKey = (slug: string) => globalKey('WIDGET', slug.trim().toLowerCase());

export const ZWidgetSlugOwner = z.object({ tenant: z.string(), widgetId: z.string(), slug: z.string() });
export type WidgetSlugOwner = z.infer<typeof ZWidgetSlugOwner>;

/** What a booking call needs of a widget (the master-data item `T#<tenant>#WIDGET#<id>`): what it sells, whether it is on. */
export const ZWidgetScopeItem = z.looseObject({
  id: z.string(),
  slug: z.string(),
  kind: z.enum(['resort', 'vessel', 'tours']),
  resort: z.string().optional(),
  vessel: z.string().optional(),
  tours: z.array(z.string()).default([]),
  active: z.boolean().default(true),
});
export const WIDGET_ENTITY_TYPE = 'WIDGET';
