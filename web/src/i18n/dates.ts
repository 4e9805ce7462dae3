/**
 * The one place the web app turns dates into text (spec 1 section 9): DD.MM.YYYY, HH:mm for times,
 * DD.MM where space is short, in both languages. Calendar days (ISO yyyy-MM-dd) are never moved by a
 * time zone; instants are shown in the zone given (the resort's, else the tenant's). Weekday and
 * month names are the only words, in the reader's language. `dates.test.ts` keeps screens from
 * formatting dates themselves, and holds these texts to luxon's (DATE_FORMATS), which they replace here so that the
 * start page loads without luxon (20 KB gzipped; docs/decisions/web.md "First load").
 */

const localeOf = (lang: string) => (lang === 'de' ? 'de-DE' : 'en-GB');
const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy, yyyy-MM or yyyy-MM-dd as luxon's fromISO reads them. */
const DAY = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
/** An ISO instant: a day, optionally a time (hh:mm[:ss[.fff]]) and an offset; without one it is UTC. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

interface Day {
  year: number;
  month: number;
  day: number;
}

/** A valid calendar day, or null. */
function dayOf(year: number, month: number, day: number): Day | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? { year, month, day } : null;
}

/** A calendar day or the day part of an instant, as written (no zone shift). */
function day(value: string): Day | null {
  const m = DAY.exec(value.slice(0, 10));
  return m ? dayOf(Number(m[1]), Number(m[2] ?? 1), Number(m[3] ?? 1)) : null;
}

const yyyy = (year: number) => String(year).padStart(4, '0');

/** An instant's milliseconds, or null when the text is none. */
function instantMs(value: string): number | null {
  const m = INSTANT.exec(value);
  if (!m || !dayOf(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  const [hour, minute, second] = [m[4], m[5], m[6]].map((v) => Number(v ?? 0)) as [number, number, number];
  if (hour > 24 || minute > 59 || second > 59 || (hour === 24 && (minute > 0 || second > 0))) return null;
  const ms = Number(`0.${m[7] ?? '0'}`) * 1000;
  let offset = 0;
  if (m[8] && m[8] !== 'Z') {
    const digits = m[8].replace(':', '');
    offset = (digits[0] === '-' ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || 0));
  }
  const utc = new Date(0);
  utc.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  utc.setUTCHours(hour, minute, second, Math.floor(ms));
  return utc.getTime() - offset * 60_000;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
/** The wall clock of an instant in a zone; null when the zone is no zone. */
function wallClock(ms: number, zone: string): { day: Day; hour: number; minute: number } | null {
  let format = zoneFormats.get(zone);
  if (!format) {
    try {
      const options = { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' } as const;
      format = new Intl.DateTimeFormat('en-GB', options);
    } catch {
      return null;
    }
    zoneFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const year = Number(parts.year) * (parts.era === 'BC' ? -1 : 1);
  return { day: { year, month: Number(parts.month), day: Number(parts.day) }, hour: Number(parts.hour), minute: Number(parts.minute) };
}

const dayText = (d: Day) => `${pad(d.day)}.${pad(d.month)}.${yyyy(d.year)}`;

/** 2026-12-03 as 03.12.2026; the value as it is when it is no date. */
export function formatDate(value: string): string {
  const d = day(value);
  return d ? dayText(d) : value;
}

/** 2026-12-03 as 03.12 (column heads, bars, short ranges). */
export function formatShortDate(value: string): string {
  const d = day(value);
  return d ? `${pad(d.day)}.${pad(d.month)}` : value;
}

/** A stored instant as DD.MM.YYYY HH:mm in a zone. */
export function formatDateTime(value: string, zone: string): string {
  const ms = instantMs(value);
  const w = ms === null ? null : wallClock(ms, zone);
  return w ? `${dayText(w.day)} ${pad(w.hour)}:${pad(w.minute)}` : value;
}

/** A stored instant's time as HH:mm in a zone. */
export function formatTime(value: string, zone: string): string {
  const ms = instantMs(value);
  const w = ms === null ? null : wallClock(ms, zone);
  return w ? `${pad(w.hour)}:${pad(w.minute)}` : value;
}

/** The weekday's name of a calendar day in the reader's language ("Mo", "Montag"; "Mon", "Monday"). */
export function formatWeekday(value: string, lang: string, width: 'short' | 'long' = 'short'): string {
  const d = day(value);
  if (!d) return value;
  const date = new Date(0);
  date.setUTCFullYear(d.year, d.month - 1, d.day);
  return new Intl.DateTimeFormat(localeOf(lang), { weekday: width, timeZone: 'UTC' }).format(date);
}

/** "Montag, 03.12.2026": a day as a screen reader or a heading says it. */
export function formatLongDate(value: string, lang: string): string {
  return `${formatWeekday(value, lang, 'long')}, ${formatDate(value)}`;
}

/** A month (2026-12 or a day in it) as MM.YYYY. */
export function formatMonth(value: string): string {
  const d = day(value.length === 7 ? `${value}-01` : value);
  return d ? `${pad(d.month)}.${yyyy(d.year)}` : value;
}

/** A month (2027-03 or a day in it) in words, as a calendar's title says it: "März 2027", "March 2027". */
export function formatMonthTitle(value: string, lang: string): string {
  const d = day(value.length === 7 ? `${value}-01` : value);
  if (!d) return value;
  const date = new Date(0);
  date.setUTCFullYear(d.year, d.month - 1, 1);
  return new Intl.DateTimeFormat(localeOf(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A range of calendar days, "03.12.2026 – 10.12.2026". */
export function formatDateRange(from: string, to: string): string {
  return `${formatDate(from)} – ${formatDate(to)}`;
}

/** Today in a zone: its ISO day and the hour of the clock there (the start page's greeting and date). */
export function zonedToday(zone: string, now = Date.now()): { iso: string; hour: number } {
  const w = wallClock(now, zone) ?? wallClock(now, 'UTC')!;
  return { iso: `${yyyy(w.day.year)}-${pad(w.day.month)}-${pad(w.day.day)}`, hour: w.hour };
}
