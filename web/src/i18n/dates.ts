import { DateTime } from 'luxon';
import { DATE_FORMATS } from '../../../shared/constants';

/**
 * The one place the web app turns dates into text (spec 1 section 9): DD.MM.YYYY, HH:mm for times,
 * DD.MM where space is short, in both languages. Calendar days (ISO yyyy-MM-dd) are never moved by a
 * time zone; instants are shown in the zone given (the resort's, else the tenant's). Weekday and
 * month names are the only words, in the reader's language. `dates.test.ts` keeps screens from
 * formatting dates themselves.
 */

const localeOf = (lang: string) => (lang === 'de' ? 'de-DE' : 'en-GB');

/** A calendar day or the day part of an instant, as written (no zone shift). */
function day(value: string): DateTime {
  return DateTime.fromISO(value.slice(0, 10), { zone: 'utc' });
}

function instant(value: string, zone: string): DateTime {
  return DateTime.fromISO(value, { zone: 'utc' }).setZone(zone);
}

/** 2026-12-03 as 03.12.2026; the value as it is when it is no date. */
export function formatDate(value: string): string {
  const d = day(value);
  return d.isValid ? d.toFormat(DATE_FORMATS.date) : value;
}

/** 2026-12-03 as 03.12 (column heads, bars, short ranges). */
export function formatShortDate(value: string): string {
  const d = day(value);
  return d.isValid ? d.toFormat(DATE_FORMATS.shortNumericNoYear) : value;
}

/** A stored instant as DD.MM.YYYY HH:mm in a zone. */
export function formatDateTime(value: string, zone: string): string {
  const d = instant(value, zone);
  return d.isValid ? d.toFormat(DATE_FORMATS.dateTime) : value;
}

/** A stored instant's time as HH:mm in a zone. */
export function formatTime(value: string, zone: string): string {
  const d = instant(value, zone);
  return d.isValid ? d.toFormat(DATE_FORMATS.time) : value;
}

/** The weekday's name of a calendar day in the reader's language ("Mo", "Montag"; "Mon", "Monday"). */
export function formatWeekday(value: string, lang: string, width: 'short' | 'long' = 'short'): string {
  const d = day(value);
  return d.isValid ? d.setLocale(localeOf(lang)).toFormat(width === 'short' ? 'ccc' : 'cccc') : value;
}

/** "Montag, 03.12.2026": a day as a screen reader or a heading says it. */
export function formatLongDate(value: string, lang: string): string {
  return `${formatWeekday(value, lang, 'long')}, ${formatDate(value)}`;
}

/** A month (2026-12 or a day in it) as MM.YYYY. */
export function formatMonth(value: string): string {
  const d = day(value.length === 7 ? `${value}-01` : value);
  return d.isValid ? d.toFormat(DATE_FORMATS.monthYear) : value;
}

/** A range of calendar days, "03.12.2026 – 10.12.2026". */
export function formatDateRange(from: string, to: string): string {
  return `${formatDate(from)} – ${formatDate(to)}`;
}
