import type { TodoRow } from '../../../../shared/api/todos';
import type { DashboardOccupancy } from '../../../../shared/api/booking-dashboard';
import { addDays } from '../../../../shared/calendar-date';

/** The start page apart from React: shares of the occupancy bars and the state of a to-do. */

/** Whole percent of taken over capacity (0 without capacity; over 100 when overbooked, as it is). */
export const shareOf = (taken: number, capacity: number): number => (capacity > 0 ? Math.round((100 * taken) / capacity) : 0);

export interface OccupancyBar {
  date: string;
  taken: number;
  share: number;
}

/** One bar per day from `today`, and the average share over the days. */
export function barsOf(o: DashboardOccupancy, today: string): { bars: OccupancyBar[]; average: number } {
  const bars = o.taken.map((taken, i) => ({ date: addDays(today, i), taken, share: shareOf(taken, o.capacity) }));
  const total = o.taken.reduce((a, b) => a + b, 0);
  return { bars, average: shareOf(total, o.capacity * Math.max(1, o.taken.length)) };
}

/** A to-do as GET /api/todo/open answers it (shared/api/todos.ts ZTodoRow); the page reads only these fields. */
export type OwnTodo = Pick<TodoRow, 'booking' | 'id' | 'text' | 'predefined'> &
  Partial<Pick<TodoRow, 'bookingNo' | 'due' | 'open' | 'customerName' | 'definition'>>;

/** Open to-dos, overdue first (by due day), then the others by due day, those without one last. */
export function openTodos(list: readonly OwnTodo[], today: string): Array<OwnTodo & { overdue: boolean }> {
  return list
    .filter((t) => t.open !== false)
    .map((t) => ({ ...t, overdue: t.due !== undefined && t.due.slice(0, 10) < today }))
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || (a.due ?? '\uffff').localeCompare(b.due ?? '\uffff'));
}

/** The days the page asks for: the user's setting, within what one answer carries. */
export const dashboardDays = (setting: number | undefined, max: number): number => Math.min(max, Math.max(1, Math.round(setting ?? 30)));
