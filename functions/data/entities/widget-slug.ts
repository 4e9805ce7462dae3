import * as z from 'zod';
import { WIDGET, widgetSlugKey, ZWidgetSlugItem } from './widget';

/**
 * The widget slug lookup as the public booking calls read it (docs/decisions/online-booking.md "Tenant of a public
 * call"): the key and item of functions/data/entities/widget.ts (written in the widget's own transaction), and the
 * part of a widget a booking call needs, without the widget resource's schema (the book Lambdas' bundle budget).
 */
export const widgetSlugLookupKey = widgetSlugKey;
export const ZWidgetSlugOwner = ZWidgetSlugItem;

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
export const WIDGET_ENTITY_TYPE = WIDGET;
