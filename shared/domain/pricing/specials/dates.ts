/** ISO date arithmetic for the specials rule engine: whole days in integers (no Date objects, no clock, no zone). */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isIsoDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value);

/** Days since 1970-01-01 of a civil date (H. Hinnant's days_from_civil). */
function epochDay(iso: string): number {
  let y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** The civil date of a day since 1970-01-01 (civil_from_days). */
function fromEpochDay(z0: number): string {
  const z = z0 + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  return `${pad(yoe + era * 400 + (m <= 2 ? 1 : 0), 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export const daysBetween = (a: string, b: string): number => epochDay(b) - epochDay(a);

export const addDays = (iso: string, days: number): string => fromEpochDay(epochDay(iso) + days);

/** ISO weekday: 1 Monday .. 7 Sunday (1970-01-01 was a Thursday). */
export const weekday = (iso: string): number => ((((epochDay(iso) + 3) % 7) + 7) % 7) + 1;

/** The nights of a stay or trip starting on `from`: from, from+1, .. (count nights). */
export function nightDates(from: string, nights: number): string[] {
  const start = epochDay(from);
  return Array.from({ length: Math.max(0, nights) }, (_, i) => fromEpochDay(start + i));
}
