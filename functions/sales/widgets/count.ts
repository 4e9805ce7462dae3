import type { WidgetEvent } from '../../../shared/domain/widget/widget';
import { addWidgetBooking, addWidgetEvent } from '../../data/widget-stats';
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

/**
 * A confirmed online booking on the figures of the widget it was booked through, with its revenue (the booking's total
 * in minor units), once per booking however often the confirmation's consumer runs. False when the slug is not one of
 * the tenant's widgets or the booking was counted before.
 */
export async function countWidgetBooking(tenant: string, slug: string, booking: string, revenueMinor: number): Promise<boolean> {
  const owner = await widgetSlugOwner(slug);
  if (!owner || owner.tenant !== tenant) return false;
  return addWidgetBooking(tenant, owner.widgetId, utcDay(), booking, revenueMinor);
}
