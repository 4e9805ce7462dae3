import * as z from 'zod';
import { addDays } from '../../calendar-date';
import { ValidationError } from '../../errors';

/**
 * A resort stay by the night: the nights are checkIn up to the night before checkOut; the check-out day is
 * free for the next arrival. Dates are ISO calendar days (YYYY-MM-DD), compared as strings.
 */

/** Longest stay one booking may hold: its room-nights are written in one DynamoDB transaction (docs/decisions.md). */
export const MAX_STAY_NIGHTS = 60;

export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => isIsoDate(d), 'not a calendar date');

/** Whether the text is a real calendar day in YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const utc = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(utc.getTime()) && utc.toISOString().slice(0, 10) === date;
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Weekday of an ISO date, 1 = Monday ... 7 = Sunday (the numbering of the calendar settings). */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The days from `from` to `to`, both included (empty when `to` is before `from`). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The nights of a stay or range: `from` up to the night before `to` (empty when `to` is not after `from`). */
export function nightsOf(from: string, to: string): string[] {
  return to > from ? daysOf(from, addDays(to, -1)) : [];
}

export interface Stay {
  checkIn: string;
  checkOut: string;
}

/**
 * Checks a stay: both real dates, checkOut after checkIn, at most `maxNights` nights. Throws a
 * ValidationError (400) naming the fields; returns the nights.
 */
export function validateStay(stay: Stay, maxNights: number = MAX_STAY_NIGHTS): string[] {
  const fields = [];
  if (!isIsoDate(stay.checkIn)) fields.push({ path: 'checkIn', message: 'not a date (YYYY-MM-DD)' });
  if (!isIsoDate(stay.checkOut)) fields.push({ path: 'checkOut', message: 'not a date (YYYY-MM-DD)' });
  if (fields.length) throw new ValidationError('The stay has no valid dates', fields);
  if (stay.checkOut <= stay.checkIn) {
    throw new ValidationError('The check-out day must be after the check-in day', [{ path: 'checkOut', message: 'not after checkIn' }]);
  }
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (nights > maxNights) {
    throw new ValidationError(`A stay has at most ${maxNights} nights`, [{ path: 'checkOut', message: `more than ${maxNights} nights` }]);
  }
  return nightsOf(stay.checkIn, stay.checkOut);
}
