/**
 * Calendar dates as ISO strings (YYYY-MM-DD) on the platform's built-in Intl, for code that needs
 * "today in the operator's time zone" and day arithmetic but not a date library: luxon adds 70 KB
 * to a Lambda bundle (docs/decisions.md, "Lambda bundles").
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // Throws a RangeError for a zone Intl does not know.
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the IANA time zone (`Europe/Berlin`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date of an instant in a time zone. */
export function dateIn(zone: string, instant: Date = new Date()): string {
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The date `days` days after (or before, when negative) an ISO date. */
export function addDays(date: string, days: number): string {
  const utc = new Date(`${date}T00:00:00Z`);
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
