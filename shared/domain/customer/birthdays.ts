import { addDays, isLeapYear } from '../../calendar-date';

/** A range of month-days (`MM-DD`) whose birthdays are celebrated in `year`. */
export interface BirthdayRange {
  from: string;
  to: string;
  /** The year the birthdays of this range are celebrated in. */
  year: number;
}

/**
 * The month-day ranges of a birthday query (`today`, `week`, `month` or one `MM-DD`), in the operator's time
 * zone. A week across New Year is two ranges. In years without 29 February, birthdays on it are celebrated
 * on the 28th. `today` is YYYY-MM-DD.
 */
export function birthdayRanges(arg: string, today: string): BirthdayRange[] {
  const md = (d: string) => d.slice(5);
  const yearOf = (d: string) => Number(d.slice(0, 4));
  const year = yearOf(today);
  const leapFix = (r: BirthdayRange): BirthdayRange => (r.to === '02-28' && !isLeapYear(r.year) ? { ...r, to: '02-29' } : r);
  if (arg === 'today') return [leapFix({ from: md(today), to: md(today), year })];
  if (arg === 'month') return [{ from: `${today.slice(5, 7)}-01`, to: `${today.slice(5, 7)}-31`, year }];
  if (arg === 'week') {
    const end = addDays(today, 6);
    if (yearOf(end) === year) return [leapFix({ from: md(today), to: md(end), year })];
    return [{ from: md(today), to: '12-31', year }, leapFix({ from: '01-01', to: md(end), year: yearOf(end) })];
  }
  return [{ from: arg, to: arg, year }];
}

/** The age a customer born on `birthday` (YYYY-MM-DD) turns in `year`; undefined without a birth year. */
export function ageTurning(birthday: string | undefined, year: number): number | undefined {
  const born = Number(birthday?.slice(0, 4));
  return born ? year - born : undefined;
}
