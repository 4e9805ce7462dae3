/** ISO date arithmetic for the specials rule engine (UTC days, no clock, no time zone). */

const DAY = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isIsoDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value);

const epochDay = (iso: string): number => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY;

/** Whole days from `a` to `b` (negative when b is earlier). */
export const daysBetween = (a: string, b: string): number => epochDay(b) - epochDay(a);

export const addDays = (iso: string, days: number): string => new Date((epochDay(iso) + days) * DAY).toISOString().slice(0, 10);

/** ISO weekday: 1 Monday .. 7 Sunday. */
export function weekday(iso: string): number {
  const d = new Date(epochDay(iso) * DAY).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The nights of a stay or trip starting on `from`: from, from+1, .. (count nights). */
export const nightDates = (from: string, nights: number): string[] => Array.from({ length: Math.max(0, nights) }, (_, i) => addDays(from, i));
