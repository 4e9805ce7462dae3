import { DateTime } from 'luxon';

/**
 * What people type into a date field, read as a calendar day (ISO yyyy-MM-dd), or null. Day first, as
 * spec 1 section 9 writes dates (DD.MM.YYYY): 3.12.2026, 03.12.26, 03122026, 3.12. (this year), and
 * the ISO form 2026-12-03. Two-digit years up to ten years ahead are this century, the rest the last
 * (a birthday typed as 70 is 1970, a travel date typed as 27 is 2027).
 */
export function parseDateText(text: string, today: DateTime = DateTime.local()): string | null {
  const s = text.trim();
  let m: RegExpMatchArray | null;
  let day: number, month: number, year: number;
  if ((m = s.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/))) {
    [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else if ((m = s.match(/^(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})$/))) {
    [day, month, year] = [Number(m[1]), Number(m[2]), expandYear(m[3]!, today)];
  } else if ((m = s.match(/^(\d{2})(\d{2})(\d{4}|\d{2})$/))) {
    [day, month, year] = [Number(m[1]), Number(m[2]), expandYear(m[3]!, today)];
  } else if ((m = s.match(/^(\d{1,2})\.(\d{1,2})\.?$/))) {
    [day, month, year] = [Number(m[1]), Number(m[2]), today.year];
  } else {
    return null;
  }
  const date = DateTime.fromObject({ year, month, day });
  return date.isValid ? date.toISODate() : null;
}

/**
 * The day a field should hold while its text is still being typed: only a day typed whole as the field shows it
 * (DD.MM.YYYY, 03.12.2026) inside min..max. The field holds it at once, not only when it loses focus, so a save
 * clicked straight after typing sends the typed day; any other text (1.1.20, 3.12.2026, 2026-12-03) waits for the
 * blur, because holding it would rewrite the text under the cursor to DD.MM.YYYY while it is typed.
 */
export function completeDay(text: string, min?: string, max?: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!m) return null;
  const date = DateTime.fromObject({ year: Number(m[3]), month: Number(m[2]), day: Number(m[1]) });
  const iso = date.isValid ? date.toISODate() : null;
  if (!iso || (min && iso < min) || (max && iso > max)) return null;
  return iso;
}

function expandYear(digits: string, today: DateTime): number {
  if (digits.length === 4) return Number(digits);
  const yy = Number(digits);
  const century = Math.floor(today.year / 100) * 100;
  return century + yy > today.year + 10 ? century - 100 + yy : century + yy;
}

/** A calendar day (ISO) as the picker's local midnight, or null. */
export function isoToLocalDate(iso: string | undefined | null): Date | null {
  if (!iso) return null;
  const d = DateTime.fromISO(iso);
  return d.isValid ? d.startOf('day').toJSDate() : null;
}

export function localDateToIso(date: Date): string {
  return DateTime.fromJSDate(date).toISODate()!;
}
