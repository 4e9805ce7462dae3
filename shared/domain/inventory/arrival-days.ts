import { daysOf, weekdayOf, type Stay } from './stay';

/**
 * Allowed arrival and departure weekdays (/resort/dates) and the weekend rule of spec 2 section 5: "Saturday and
 * Sunday, or the configured arrival and departure weekdays". Weekdays are numbered 1 = Monday ... 7 = Sunday, as
 * in the calendar settings (`arrivalWeekdays`, `departureWeekdays`); an empty list means Saturday and Sunday.
 */

export const DEFAULT_WEEKEND_DAYS: readonly number[] = [6, 7];

export interface WeekdayConfig {
  arrivalWeekdays?: number[];
  departureWeekdays?: number[];
}

export interface ArrivalDays {
  arrival: number[];
  departure: number[];
}

const clean = (days: number[] | undefined) => [...new Set((days ?? []).filter((d) => Number.isInteger(d) && d >= 1 && d <= 7))].sort((a, b) => a - b);

/**
 * The arrival and departure weekdays: per list, the first configuration that names any (a resort's own before the
 * tenant's calendar settings), else Saturday and Sunday.
 */
export function arrivalDays(...configs: (WeekdayConfig | undefined)[]): ArrivalDays {
  const pick = (key: keyof WeekdayConfig) => configs.map((c) => clean(c?.[key])).find((days) => days.length > 0) ?? [...DEFAULT_WEEKEND_DAYS];
  return { arrival: pick('arrivalWeekdays'), departure: pick('departureWeekdays') };
}

/** A weekend day of the calendar: an arrival or a departure weekday. */
export function isWeekendDay(date: string, days: ArrivalDays): boolean {
  const weekday = weekdayOf(date);
  return days.arrival.includes(weekday) || days.departure.includes(weekday);
}

export interface AllowedDay {
  date: string;
  arrival: boolean;
  departure: boolean;
}

/** The days from `from` to `to` (both included) that allow an arrival or a departure. */
export function allowedDates(from: string, to: string, days: ArrivalDays): AllowedDay[] {
  return daysOf(from, to)
    .map((date) => ({ date, arrival: days.arrival.includes(weekdayOf(date)), departure: days.departure.includes(weekdayOf(date)) }))
    .filter((d) => d.arrival || d.departure);
}

/** Whether a stay arrives and departs on allowed weekdays (for the wizard's hints; the spec does not refuse others). */
export function stayOnAllowedDays(stay: Stay, days: ArrivalDays): { arrival: boolean; departure: boolean } {
  return { arrival: days.arrival.includes(weekdayOf(stay.checkIn)), departure: days.departure.includes(weekdayOf(stay.checkOut)) };
}
