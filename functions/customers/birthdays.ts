import { customerExtraEndpoints as api } from '../../shared/api/customer-extras';
import { addDays, dateIn, isLeapYear } from '../../shared/calendar-date';
import { DEFAULT_TIMEZONE } from '../../shared/constants';
import { customers } from '../data/customers';
import { getTenant } from '../data/tenants';
import { action } from '../lib/http';

/** Most customers one birthday call answers (a month of a large tenant). */
const MAX_BIRTHDAYS = 1000;

interface Range {
  from: string;
  to: string;
  /** The year the birthdays of this range are celebrated in. */
  year: number;
}

/**
 * The month-day ranges of a birthday query, in the operator's time zone. A week across New Year is two
 * ranges. In years without 29 February, birthdays on it are celebrated on the 28th. `today` is YYYY-MM-DD.
 */
export function birthdayRanges(arg: string, today: string): Range[] {
  const md = (d: string) => d.slice(5);
  const yearOf = (d: string) => Number(d.slice(0, 4));
  const year = yearOf(today);
  const leapFix = (r: Range): Range => (r.to === '02-28' && !isLeapYear(r.year) ? { ...r, to: '02-29' } : r);
  if (arg === 'today') return [leapFix({ from: md(today), to: md(today), year })];
  if (arg === 'month') return [{ from: `${today.slice(5, 7)}-01`, to: `${today.slice(5, 7)}-31`, year }];
  if (arg === 'week') {
    const end = addDays(today, 6);
    if (yearOf(end) === year) return [leapFix({ from: md(today), to: md(end), year })];
    return [{ from: md(today), to: '12-31', year }, leapFix({ from: '01-01', to: md(end), year: yearOf(end) })];
  }
  return [{ from: arg, to: arg, year }];
}

export const birthdayActions = [
  action(api.birthdays, async ({ tenant, params }) => {
    const zone = (await getTenant(tenant))?.timezone ?? DEFAULT_TIMEZONE;
    const today = dateIn(zone);
    const ranges = birthdayRanges(params.arg, today);
    const data = [];
    // One range read of the birthday order (gsi3) per range: no scan, however many customers there are.
    for (const range of ranges) {
      const found = await customers.range(tenant, { slot: 3, from: range.from, to: range.to, limit: MAX_BIRTHDAYS - data.length });
      for (const c of found) {
        const year = Number(c.masterData.birthday?.slice(0, 4));
        data.push({ ...c, ...(year ? { turns: range.year - year } : {}) });
      }
    }
    return { from: ranges[0]!.from, to: ranges[ranges.length - 1]!.to, today, data };
  }),
];
