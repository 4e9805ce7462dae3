import { formatMonthTitle, formatWeekday } from '../../i18n/dates';
/**
 * The v2 pages' calendar of prices and availability as data (docs/decisions/online-pages.md "The price calendar"): a
 * month as weeks of seven days (Monday first, as the staff app's date picker), each day with the lowest price that
 * starts on it and whether something is free. Calendar days are ISO `yyyy-MM-dd` strings; the arithmetic is done in
 * UTC so no time zone moves a day.
 */

export interface DayOffer {
  /** The lowest price of something that starts that day (a departure, a night), in the page's currency. */
  lowest?: number;
  /** Something is free to book that day. */
  free: boolean;
}

export interface GridDay {
  day: string;
  /** 1 … 31. */
  date: number;
  offer?: DayOffer;
  /** Before `today`: shown, never chosen. */
  past: boolean;
}

/** A week: seven cells, `null` before the first and after the last day of the month. */
export type GridWeek = (GridDay | null)[];

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: Date): string => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const utc = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** `yyyy-MM` of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month `delta` months after `month` (`yyyy-MM`). */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The day `delta` days after `day`. */
export function addDays(day: string, delta: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + delta);
  return isoDay(d);
}

/** Nights between two days (0 when `to` is not after `from`). */
export function nightsBetween(from: string, to: string): number {
  return Math.max(0, Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000));
}

/** First and last day of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/** The month as weeks, Monday first; `offers` by day (missing: nothing starts that day). */
export function monthGrid(month: string, offers: ReadonlyMap<string, DayOffer>, today: string): GridWeek[] {
  const { from, to } = monthRange(month);
  const lead = (utc(from).getUTCDay() + 6) % 7;
  const cells: (GridDay | null)[] = Array.from({ length: lead }, () => null);
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const offer = offers.get(day);
    cells.push({ day, date: Number(day.slice(8)), past: day < today, ...(offer ? { offer } : {}) });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: GridWeek[] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The lowest price and availability per day of a list of offers that start on a day (departures, nights). */
export function offersByDay(items: readonly { day: string; price?: number; free: boolean }[]): Map<string, DayOffer> {
  const out = new Map<string, DayOffer>();
  for (const it of items) {
    const had = out.get(it.day);
    // The lowest price among what is free; a sold-out day keeps its lowest price for reference.
    const candidates = [had, { lowest: it.price, free: it.free }].filter((x): x is DayOffer => !!x);
    const free = candidates.some((c) => c.free);
    const prices = candidates.filter((c) => (free ? c.free : true) && c.lowest !== undefined).map((c) => c.lowest as number);
    out.set(it.day, { free, ...(prices.length ? { lowest: Math.min(...prices) } : {}) });
  }
  return out;
}

/** Weekday names, Monday first, short, in the guest's language. */
export function weekdayNames(lang: string): string[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => formatWeekday(`2024-01-0${i + 1}`, lang));
}

/** "März 2027" / "March 2027". */
export function monthTitle(month: string, lang: string): string {
  return formatMonthTitle(month, lang);
}

/** DD.MM.YYYY in both languages (spec 1 section 9). */
export function dayText(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
}
