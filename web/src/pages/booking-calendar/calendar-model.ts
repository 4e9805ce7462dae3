import type { CalendarAnswer, CalendarBooking } from '../../../../shared/api/booking-calendar';
import { addDays } from '../../../../shared/calendar-date';
import { blockerDisplay, bookingDisplay, DEFAULT_DISPLAY_CONFIG, type Display, type DisplayConfig } from '../../../../shared/domain/booking/display';
import { daysBetween } from '../../../../shared/domain/inventory/stay';
import { formatLongDate, formatShortDate, formatWeekday } from '../../i18n/dates';

/**
 * The calendars' layout, apart from React: rows (resort rooms, or one per cabin bed), day columns, spans of
 * bookings and blockers over them, and which span (if any) holds each cell. The screens window this over a
 * scroll box of 47 px rows and 78 px columns.
 */

export const ROW_HEIGHT = 47;
export const COLUMN_WIDTH = 78;

export interface GridRow {
  /** Room or cabin id. */
  room: string;
  /** The bed, on the trip calendars. */
  bed?: string;
  label: string;
  /** A second line under the label (the tour calendar: the vessel under the tour). */
  sub?: string;
  /** First bed of its cabin (the cabin's name is shown there). */
  first: boolean;
  closed: boolean;
}

export interface GridSpan {
  kind: 'booking' | 'blocker';
  row: number;
  /** First column and the column after the last one (clipped to the range). */
  start: number;
  end: number;
  booking?: CalendarBooking;
  reason?: string;
  display: Display;
}

export interface CalendarModel {
  days: string[];
  rows: GridRow[];
  spans: GridSpan[];
  /** Per row, per column: the index in `spans` of the span holding the cell, -1 when free. */
  held: Int32Array[];
  /** A vessel's schedules with their columns. */
  schedules: { id: string; from: string; to: string; start: number; end: number; tour?: string }[];
}

export function buildModel(data: CalendarAnswer, now: string, config: DisplayConfig = DEFAULT_DISPLAY_CONFIG): CalendarModel {
  const count = Math.max(0, daysBetween(data.from, data.to));
  const days = Array.from({ length: count }, (_, i) => addDays(data.from, i));
  const rows: GridRow[] = [];
  const rowsOf = new Map<string, number[]>();
  for (const r of data.rows) {
    const beds = data.type === 'vessel' ? (r.beds?.length ? r.beds : ['1']) : [undefined];
    beds.forEach((bed, i) => {
      rowsOf.set(r.id, [...(rowsOf.get(r.id) ?? []), rows.length]);
      if (bed !== undefined) rowsOf.set(`${r.id}|${bed}`, [rows.length]);
      rows.push({ room: r.id, ...(bed !== undefined ? { bed } : {}), label: r.name, first: i === 0, closed: r.closed === true });
    });
  }
  const col = (date: string) => Math.min(count, Math.max(0, daysBetween(data.from, date)));
  const spans: GridSpan[] = [];
  for (const b of data.bookings) {
    const start = col(b.checkIn);
    const end = col(b.checkOut);
    if (end <= start) continue;
    for (const room of b.rooms) {
      const targets = room.beds?.length ? room.beds.flatMap((bed) => rowsOf.get(`${room.room}|${bed}`) ?? []) : (rowsOf.get(room.room) ?? []);
      const display = bookingDisplay(b, now, config, room);
      for (const row of targets) spans.push({ kind: 'booking', row, start, end, booking: b, display });
    }
  }
  for (const bl of data.blockers) {
    const start = col(bl.from);
    const end = col(bl.to);
    if (end <= start) continue;
    for (const row of rowsOf.get(bl.room) ?? [])
      spans.push({ kind: 'blocker', row, start, end, ...(bl.reason ? { reason: bl.reason } : {}), display: blockerDisplay(bl.reason, config) });
  }
  const held = rows.map(() => new Int32Array(count).fill(-1));
  spans.forEach((s, i) => held[s.row]!.fill(i, s.start, s.end));
  const schedules = (data.schedules ?? [])
    .map((s) => ({ id: s.id, from: s.from, to: s.to, start: col(s.from), end: col(s.to), ...(s.tour ? { tour: s.tour } : {}) }))
    .filter((s) => s.end > s.start);
  return { days, rows, spans, held, schedules };
}

export interface CellRange {
  row0: number;
  row1: number;
  col0: number;
  col1: number;
}

/** The rectangle between two cells, ordered. */
export const rangeOf = (a: { row: number; col: number }, b: { row: number; col: number }): CellRange => ({
  row0: Math.min(a.row, b.row),
  row1: Math.max(a.row, b.row),
  col0: Math.min(a.col, b.col),
  col1: Math.max(a.col, b.col),
});

/** Every cell of the range free and its rows open. */
export function rangeFree(model: CalendarModel, r: CellRange): boolean {
  for (let row = r.row0; row <= r.row1; row++) {
    if (model.rows[row]?.closed) return false;
    const held = model.held[row];
    if (!held) return false;
    for (let c = r.col0; c <= r.col1; c++) if (held[c] !== -1) return false;
  }
  return true;
}

/**
 * Where a drag over free cells starts a booking: the wizard prefilled. A resort: its rooms and the nights from the
 * first to the last dragged column. A vessel: the schedule under the first column and the dragged cabins.
 */
export function wizardUrl(model: CalendarModel, asset: string, type: 'resort' | 'vessel', r: CellRange): string | undefined {
  if (!rangeFree(model, r)) return undefined;
  const rooms = [...new Set(model.rows.slice(r.row0, r.row1 + 1).map((x) => x.room))];
  if (type === 'resort') {
    const q = new URLSearchParams({ resort: asset, checkIn: model.days[r.col0]!, checkOut: addDays(model.days[r.col1]!, 1), rooms: rooms.join(',') });
    return `/booking/wizard?${q.toString()}`;
  }
  const schedule = model.schedules.find((s) => s.start <= r.col0 && r.col0 < s.end && r.col1 < s.end);
  if (!schedule) return undefined;
  return `/booking/wizard?${new URLSearchParams({ schedule: schedule.id, cabins: rooms.join(',') }).toString()}`;
}

/** Booked cells per night over the open rows, for the occupancy header. */
export function occupancyPerDay(model: CalendarModel): number[] {
  return model.days.map((_, c) =>
    model.rows.reduce((n, row, i) => (row.closed ? n : n + (model.held[i]![c] !== -1 && model.spans[model.held[i]![c]!]!.kind === 'booking' ? 1 : 0)), 0),
  );
}

/** The windowed slice of a scroll box: first and last row and column to draw (with a few beyond the edges). */
export function windowOf(scroll: { top: number; left: number; height: number; width: number }, rows: number, cols: number, overscan = 3) {
  const row0 = Math.max(0, Math.floor(scroll.top / ROW_HEIGHT) - overscan);
  const row1 = Math.min(rows - 1, Math.ceil((scroll.top + scroll.height) / ROW_HEIGHT) + overscan);
  const col0 = Math.max(0, Math.floor(scroll.left / COLUMN_WIDTH) - overscan);
  const col1 = Math.min(cols - 1, Math.ceil((scroll.left + scroll.width) / COLUMN_WIDTH) + overscan);
  return { row0, row1, col0, col1 };
}

export interface DayLabel {
  weekday: string;
  date: string;
  long: string;
  weekend: boolean;
}

/** The column heads of the days in a language: weekday name, DD.MM, and the long form for screen readers. */
export function dayLabelsOf(days: readonly string[], lang: string): DayLabel[] {
  return days.map((d) => {
    const day = new Date(`${d}T00:00:00Z`).getUTCDay();
    return { weekday: formatWeekday(d, lang), date: formatShortDate(d), long: formatLongDate(d, lang), weekend: day === 0 || day === 6 };
  });
}
