import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { masterDataKey } from './entities/master-data';
import { WIDGET_ENTITY_TYPE, widgetSlugLookupKey, ZWidgetScopeItem, ZWidgetSlugOwner } from './entities/widget-slug';

/** What a public booking call sells through a widget: its tenant and (by kind) its resort, vessel or tours (empty: all). */
export interface WidgetScope {
  tenant: string;
  widgetId: string;
  slug: string;
  kind: 'resort' | 'vessel' | 'tours';
  resort?: string;
  vessel?: string;
  tours: string[];
}

/**
 * The active widget a slug names, or null (unknown, deleted, switched off, or its slug moved): two GetItems, the global
 * lookup and the widget (docs/decisions/online-booking.md "Tenant of a public call").
 */
export async function widgetScopeOfSlug(slug: string): Promise<WidgetScope | null> {
  const lookup = await db().send(new GetCommand({ TableName: tableName(), Key: widgetSlugLookupKey(slug) }));
  const owner = ZWidgetSlugOwner.safeParse(lookup.Item);
  if (!owner.success) return null;
  const { tenant, widgetId } = owner.data;
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: masterDataKey(tenant, WIDGET_ENTITY_TYPE, widgetId) }));
  const widget = ZWidgetScopeItem.safeParse(res.Item);
  if (!widget.success || !widget.data.active || widget.data.slug !== owner.data.slug) return null;
  const w = widget.data;
  return {
    tenant,
    widgetId,
    slug: w.slug,
    kind: w.kind,
    ...(w.resort !== undefined ? { resort: w.resort } : {}),
    ...(w.vessel !== undefined ? { vessel: w.vessel } : {}),
    tours: w.tours,
  };
}
