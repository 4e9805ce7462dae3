import { addDays } from '../../../../shared/calendar-date';
import { DEFAULT_DISPLAY_CONFIG, textColour, type DisplayConfig, type DisplayState } from '../../../../shared/domain/booking/display';
import { daysBetween } from '../../../../shared/domain/inventory/stay';
import type { CalendarModel, GridRow, GridSpan } from './calendar-model';

/**
 * The tour calendar (/booking/tour) apart from React: one row per tour and vessel (a second lane when two of its
 * departures overlap), each departure a span over its days with its booked and total beds. The same windowed grid
 * as the booking calendars draws it (./calendar-grid).
 */

export interface TourSchedule {
  id: string;
  tour: string;
  tourName: string;
  vessel: string;
  vesselName: string;
  from: string;
  to: string;
  totalBeds: number;
  freeBeds: number;
}

export interface TourSpanInfo {
  schedule: TourSchedule;
  booked: number;
}

/**
 * Full → the confirmed colour, some beds booked → the confirmed-resolved colour, none → the released colour (the
 * default colours of these three keep their text readable: axe's contrast check passes).
 */
export function scheduleDisplayState(s: Pick<TourSchedule, 'totalBeds' | 'freeBeds'>): DisplayState {
  if (s.totalBeds > 0 && s.freeBeds <= 0) return 'confirmed';
  if (s.freeBeds < s.totalBeds) return 'confirmedResolved';
  return 'released';
}

export function buildTourModel(
  schedules: readonly TourSchedule[],
  from: string,
  to: string,
  config: DisplayConfig = DEFAULT_DISPLAY_CONFIG,
): { model: CalendarModel; info: Map<GridSpan, TourSpanInfo> } {
  const count = Math.max(0, daysBetween(from, to));
  const days = Array.from({ length: count }, (_, i) => addDays(from, i));
  const col = (date: string) => Math.min(count, Math.max(0, daysBetween(from, date)));
  const sorted = [...schedules].sort(
    (a, b) => a.tourName.localeCompare(b.tourName) || a.vesselName.localeCompare(b.vesselName) || a.from.localeCompare(b.from),
  );
  const rows: GridRow[] = [];
  // Per tour and vessel: its lanes, each the column after its last span.
  const lanes = new Map<string, { row: number; end: number }[]>();
  const spans: GridSpan[] = [];
  const info = new Map<GridSpan, TourSpanInfo>();
  for (const s of sorted) {
    const start = col(s.from);
    // A departure's last day (its arrival) is drawn: the span runs to the day after `to`.
    const end = col(addDays(s.to, 1));
    if (end <= start) continue;
    const key = `${s.tour}|${s.vessel}`;
    const own = lanes.get(key) ?? [];
    lanes.set(key, own);
    let lane = own.find((l) => l.end <= start);
    if (!lane) {
      lane = { row: rows.length, end: 0 };
      own.push(lane);
      rows.push({ room: s.tour, label: s.tourName, sub: s.vesselName, first: own.length === 1, closed: false });
    }
    lane.end = end;
    const state = scheduleDisplayState(s);
    const colour = config.colours[state];
    const span: GridSpan = { kind: 'booking', row: lane.row, start, end, display: { state, colour, text: textColour(colour, config.luminanceThreshold) } };
    spans.push(span);
    info.set(span, { schedule: s, booked: Math.max(0, s.totalBeds - s.freeBeds) });
  }
  const held = rows.map(() => new Int32Array(count).fill(-1));
  spans.forEach((s, i) => held[s.row]!.fill(i, s.start, s.end));
  return { model: { days, rows, spans, held, schedules: [] }, info };
}
