import { DateTime, type DurationLikeObject } from 'luxon';

/**
 * Relative date expressions for the date rules (spec 1 section 5): "today", "now", "+2 days",
 * "-1 year", "today +2 days", an ISO date, or a placeholder such as "%arrival% +1 day" whose date
 * the form supplies. Terms are applied left to right.
 */

const UNITS: Record<string, keyof DurationLikeObject> = {
  minute: 'minutes', hour: 'hours', day: 'days', week: 'weeks', month: 'months', year: 'years',
};

export type DateInput = DateTime | Date | string;

export interface RelativeDateOptions {
  /** Defaults to the current time. */
  now?: DateTime;
  /** The time zone in which "today" is meant (the operator's zone). */
  zone?: string;
  /** Named dates for %name% placeholders. */
  placeholders?: Readonly<Record<string, DateInput>>;
}

export function toDateTime(value: DateInput, zone?: string): DateTime {
  const opts = zone ? { zone } : {};
  if (DateTime.isDateTime(value)) return zone ? value.setZone(zone) : value;
  if (value instanceof Date) return DateTime.fromJSDate(value, opts);
  return DateTime.fromISO(value, opts);
}

/** The date an expression stands for, or null when the expression cannot be read. */
export function resolveRelativeDate(expression: string, opts: RelativeDateOptions = {}): DateTime | null {
  const now = opts.now ? (opts.zone ? opts.now.setZone(opts.zone) : opts.now) : DateTime.now().setZone(opts.zone ?? 'local');
  const terms = expression.trim().toLowerCase().match(/[+-]\s*\d+\s*[a-z]+|%[\w.-]+%|[^\s]+/g);
  if (!terms) return null;
  let date: DateTime = now;
  for (const [i, raw] of terms.entries()) {
    const term = raw.replace(/\s+/g, '');
    const offset = /^([+-])(\d+)([a-z]+?)s?$/.exec(term);
    if (offset) {
      const unit = UNITS[offset[3] ?? ''];
      if (!unit) return null;
      const n = Number(offset[2]) * (offset[1] === '-' ? -1 : 1);
      date = date.plus({ [unit]: n });
      continue;
    }
    // A base (today, now, a placeholder or an ISO date) may only come first.
    if (i > 0) return null;
    if (term === 'today') date = now.startOf('day');
    else if (term === 'now') date = now;
    else if (term.startsWith('%')) {
      const name = term.slice(1, -1);
      const key = Object.keys(opts.placeholders ?? {}).find((k) => k.toLowerCase() === name);
      if (!key) return null;
      date = toDateTime(opts.placeholders![key]!, opts.zone);
    } else {
      date = toDateTime(raw, opts.zone);
    }
    if (!date.isValid) return null;
  }
  return date;
}
