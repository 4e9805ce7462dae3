import type { WidgetEvent } from '../../../shared/domain/widget/widget';
import { addWidgetEvent } from '../../data/widget-stats';
import { widgetSlugOwner } from '../../data/widgets';
import { utcDay } from './stats';

/**
 * Counts one event of the tenant's widget named by its slug, on today's counter (UTC). False when the slug is not one
 * of the tenant's widgets. The booking confirmation calls it with the booking's revenue (through the sales face).
 */
export async function countWidgetEvent(tenant: string, slug: string, kind: WidgetEvent, revenueMinor?: number): Promise<boolean> {
  const owner = await widgetSlugOwner(slug);
  if (!owner || owner.tenant !== tenant) return false;
  await addWidgetEvent(tenant, owner.widgetId, utcDay(), kind, revenueMinor);
  return true;
}
