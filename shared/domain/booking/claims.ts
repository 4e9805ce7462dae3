import type { InventoryUnit } from '../inventory/claims';
import { nightsOf } from '../inventory/stay';

/** The fields of a booking that say which inventory it holds. */
export interface BookingHolding {
  /** A waiting booking holds nothing (docs/decisions.md, "Booking wizard"). */
  state?: string;
  resort?: string;
  schedule?: string;
  checkIn?: string;
  checkOut?: string;
  rooms: { room: string; beds?: string[] }[];
}

/**
 * The inventory units a booking holds, derived from its header alone (no scan): a resort stay holds every room on
 * every night from checkIn up to the night before checkOut (the check-out day is free for the next arrival); a trip
 * holds the beds stored per cabin. Night by night, so the first unit of a conflict is its first taken night.
 */
export function bookingUnits(b: BookingHolding): InventoryUnit[] {
  if (b.state === 'waiting') return [];
  if (b.resort !== undefined && b.checkIn !== undefined && b.checkOut !== undefined) {
    const { resort } = b;
    return nightsOf(b.checkIn, b.checkOut).flatMap((night) => b.rooms.map((r) => ({ asset: resort, unit: r.room, night })));
  }
  if (b.schedule !== undefined) {
    const { schedule } = b;
    return b.rooms.flatMap((r) => (r.beds ?? []).map((bed) => ({ asset: schedule, unit: r.room, bed })));
  }
  return [];
}
