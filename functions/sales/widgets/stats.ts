import { WIDGET_STATS_MAX_DAYS, type WidgetFigures, type WidgetStats } from '../../../shared/api/widgets';
import { ValidationError } from '../../../shared/errors';
import type { WidgetDayItem } from '../../data/entities/widget';
import { getSettingsGroup } from '../../data/settings';
import { getTenant } from '../../data/tenants';
import { widgetDays } from '../../data/widget-stats';

const DAY_MS = 86_400_000;
/** Today as an ISO day in UTC (the counters' day: docs/decisions/widget.md "Days"). */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

const zero = (): Omit<WidgetFigures, 'conversion'> => ({ views: 0, searches: 0, holds: 0, checkouts: 0, bookings: 0, revenueMinor: 0 });
function add(into: Omit<WidgetFigures, 'conversion'>, d: WidgetDayItem) {
  into.views += d.view;
  into.searches += d.search;
  into.holds += d.hold;
  into.checkouts += d.checkout;
  into.bookings += d.booking;
  into.revenueMinor += d.revenueMinor;
}
/** bookings / views, rounded to four places (0 without views). */
const withConversion = (f: Omit<WidgetFigures, 'conversion'>): WidgetFigures => ({
  ...f,
  conversion: f.views > 0 ? Math.round((f.bookings / f.views) * 10_000) / 10_000 : 0,
});

/** The range asked for, or the last 30 days; at most WIDGET_STATS_MAX_DAYS. */
export function statsRange(query: { from?: string; to?: string }, today = utcDay()): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -29);
  if (from > to) throw new ValidationError('The range ends before it starts', [{ path: 'query.to', message: 'before from' }]);
  if (Date.parse(to) - Date.parse(from) >= WIDGET_STATS_MAX_DAYS * DAY_MS)
    throw new ValidationError(`At most ${WIDGET_STATS_MAX_DAYS} days`, [{ path: 'query.from', message: `at most ${WIDGET_STATS_MAX_DAYS} days before to` }]);
  return { from, to };
}

/** Figures per day (every day of the range) and per widget, and their total. */
export async function widgetStats(tenant: string, query: { from?: string; to?: string; widget?: string }): Promise<WidgetStats> {
  const { from, to } = statsRange(query);
  const [items, booking, tenantItem] = await Promise.all([widgetDays(tenant, from, to, query.widget), getSettingsGroup(tenant, 'booking'), getTenant(tenant)]);
  const days = new Map<string, Omit<WidgetFigures, 'conversion'>>();
  for (let d = from; d <= to; d = addDays(d, 1)) days.set(d, zero());
  const perWidget = new Map<string, Omit<WidgetFigures, 'conversion'>>();
  const total = zero();
  for (const item of items) {
    add(days.get(item.day) ?? zero(), item);
    if (!perWidget.has(item.widgetId)) perWidget.set(item.widgetId, zero());
    add(perWidget.get(item.widgetId)!, item);
    add(total, item);
  }
  return {
    from,
    to,
    currency: booking.values.onlineCurrency ?? tenantItem?.baseCurrency ?? 'EUR',
    total: withConversion(total),
    days: [...days].map(([day, f]) => ({ day, ...withConversion(f) })),
    widgets: [...perWidget].map(([widgetId, f]) => ({ widgetId, ...withConversion(f) })),
  };
}
