import { OPTION_WARNING_DAYS, type DashboardAnswer, type DashboardBooking, type DashboardOccupancy } from '../../../shared/api/booking-dashboard';
import { addDays } from '../../../shared/calendar-date';
import { shownOnCalendar } from '../../../shared/domain/booking/display';

/**
 * The start page's summary (pure): which bookings arrive and leave today and tomorrow, which options expire soon,
 * which waiting bookings were offered, and the units taken per day and asset. The caller reads the bookings that end
 * on or after today (functions/booking/dashboard/dashboard.ts) and hands over what the viewer may see.
 */

export interface DashboardRow extends DashboardBooking {
  /** Units the booking holds per night: rooms of a stay, beds of a trip. */
  units: number;
}

const byArrival = (a: DashboardBooking, b: DashboardBooking) => a.checkIn.localeCompare(b.checkIn) || (a.bookingNo ?? 0) - (b.bookingNo ?? 0);
const byDeparture = (a: DashboardBooking, b: DashboardBooking) => a.checkOut.localeCompare(b.checkOut) || (a.bookingNo ?? 0) - (b.bookingNo ?? 0);
const strip = ({ units: _units, ...b }: DashboardRow): DashboardBooking => b;

export interface AssetCapacity {
  type: DashboardBooking['type'];
  units: number;
}

/** Units taken per day of today..today+days-1 by the bookings holding inventory, per asset with a capacity. */
export function occupancyOf(rows: readonly DashboardRow[], today: string, days: number, capacity: ReadonlyMap<string, AssetCapacity>): DashboardOccupancy[] {
  const end = addDays(today, days);
  const taken = new Map<string, number[]>();
  for (const b of rows) {
    if (!shownOnCalendar(b.state) || b.checkOut <= today || b.checkIn >= end || !capacity.has(b.asset)) continue;
    const line = taken.get(b.asset) ?? new Array<number>(days).fill(0);
    taken.set(b.asset, line);
    // Every night of the stay inside the window (a trip's last day is its check-out, not a night).
    for (let day = b.checkIn < today ? today : b.checkIn; day < b.checkOut && day < end; day = addDays(day, 1)) {
      const at = dayIndex(today, day);
      line[at] = (line[at] ?? 0) + b.units;
    }
  }
  return [...capacity.entries()].map(([asset, cap]) => ({
    asset,
    type: cap.type,
    capacity: cap.units,
    taken: taken.get(asset) ?? new Array<number>(days).fill(0),
  }));
}

function dayIndex(from: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The lists of the start page from the bookings ending on or after today. */
export function summaryOf(rows: readonly DashboardRow[], today: string, days: number): Omit<DashboardAnswer, 'occupancy'> {
  const tomorrow = addDays(today, 1);
  const optionLimit = addDays(today, OPTION_WARNING_DAYS);
  const active = rows.filter((b) => shownOnCalendar(b.state));
  return {
    today,
    tomorrow,
    days,
    arrivals: active
      .filter((b) => b.checkIn === today || b.checkIn === tomorrow)
      .sort(byArrival)
      .map(strip),
    departures: active
      .filter((b) => b.checkOut === today || b.checkOut === tomorrow)
      .sort(byDeparture)
      .map(strip),
    options: rows
      .filter((b) => b.state === 'draft' && b.optionDate !== undefined && b.optionDate <= optionLimit)
      .sort((a, b) => a.optionDate!.localeCompare(b.optionDate!) || byArrival(a, b))
      .map(strip),
    offered: rows
      .filter((b) => b.state === 'waiting' && b.offeredAt !== undefined)
      .sort((a, b) => a.offeredAt!.localeCompare(b.offeredAt!))
      .map(strip),
  };
}
