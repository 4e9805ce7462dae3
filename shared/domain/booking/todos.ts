import * as z from 'zod';
import { ZIsoDate } from '../inventory/stay';
import type { PayableView } from './payment';
import { milestoneSettled } from './payment-status';
import type { BookingState } from './states';

/**
 * Todos of a booking (spec 2 §3 "Todo", ISSUE-14; docs/decisions.md, "Todos"). A todo rule (master data) says what
 * to do and when (calcType + value in days); when a booking is created or confirmed, the rules put todos with due
 * dates on it. Pure: the due dates, rules → todos, toggling, closing on abort and the header's flags.
 */

/**
 * How a rule's due date is computed: days after the booking date, days before or after the arrival (check-in; a
 * trip's first day), days before the departure (check-out), or a fixed date (`date`).
 */
export const TODO_CALC_TYPES = ['afterBooking', 'beforeArrival', 'afterArrival', 'beforeDeparture', 'fixed'] as const;
export type TodoCalcType = (typeof TODO_CALC_TYPES)[number];

export const ZTodoRuleCalc = z.strictObject({
  calcType: z.enum(TODO_CALC_TYPES),
  /** Days (afterBooking, beforeArrival, afterArrival, beforeDeparture). */
  value: z.number().int().min(0).max(3650).default(0),
  /** The due date of a `fixed` rule. */
  date: ZIsoDate.optional(),
});

/** A todo rule (the `todo/rules` resource). */
export const ZTodoRule = z.strictObject({
  group: z.string().trim().max(100).optional(),
  text: z.string().trim().min(1).max(300),
  /** The rule's todos close by themselves when the booking is cancelled or freed. */
  closeOnAbort: z.boolean().default(false),
  /** The payment milestone the rule's todo is about: it closes by itself once that milestone is paid (ISSUE-22). */
  milestone: z.enum(['deposit', 'rest']).optional(),
  rule: ZTodoRuleCalc,
  active: z.boolean().default(true),
});
export type TodoRule = z.infer<typeof ZTodoRule>;

/** Todos the system puts on a booking without a rule. `offered`: a waiting booking can be confirmed now. */
export const PREDEFINED_TODOS = ['offered'] as const;
export type PredefinedTodo = (typeof PREDEFINED_TODOS)[number];

/** A todo on a booking (the header's `todo` list). */
export const ZTodo = z.object({
  id: z.string().min(1),
  group: z.string().optional(),
  text: z.string(),
  due: ZIsoDate,
  open: z.boolean(),
  /** The rule (id) it came from. */
  definition: z.string().optional(),
  /** Who toggled it last (user id; `system` when closed by cancel or confirm). */
  editedBy: z.string().optional(),
  predefined: z.enum(PREDEFINED_TODOS).optional(),
  closeOnAbort: z.boolean().optional(),
  /** The payment milestone it is about (type, and due day for the sweep's reminders): closed when that is paid. */
  milestone: z.object({ type: z.string(), due: ZIsoDate.optional() }).optional(),
  /** Closed by the system because its milestone got paid (reopened when a removed payment opens it again). */
  settledByPayment: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Todo = z.infer<typeof ZTodo>;

/** The booking fields a due date is computed from, and the money that settles milestone todos. */
export interface TodoBookingView extends PayableView {
  state: BookingState;
  createdAt: string;
  bookingDate?: string;
  checkIn?: string;
  checkOut?: string;
  todo?: Todo[];
}

/** The day `n` days after `day` (ISO dates, UTC calendar). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A rule's due date for a booking; the booking date stands in for a missing arrival or departure. */
export function dueDate(rule: z.infer<typeof ZTodoRuleCalc>, b: TodoBookingView): string {
  const booked = b.bookingDate ?? b.createdAt.slice(0, 10);
  const days = rule.value ?? 0;
  switch (rule.calcType) {
    case 'afterBooking':
      return addDays(booked, days);
    case 'beforeArrival':
      return addDays(b.checkIn ?? booked, -days);
    case 'afterArrival':
      return addDays(b.checkIn ?? booked, days);
    case 'beforeDeparture':
      return addDays(b.checkOut ?? b.checkIn ?? booked, -days);
    case 'fixed':
      return rule.date ?? booked;
  }
}

/**
 * The todos after the booking's dates moved (POST /api/bookings/{id}/change; docs/decisions.md "Booking changes"):
 * a todo made from a rule is due when its rule says for the new dates (before arrival, after arrival, before
 * departure; after booking and fixed ones stay where they were), open or solved alike, so the due date of a rule's
 * todo is always its rule's date for the booking. Todos written by hand, the built-in ones and those whose rule was
 * deleted keep their due dates. Answers the same array when nothing moves.
 */
export function todosFollowingDates(todos: readonly Todo[], rules: ReadonlyArray<TodoRule & { id: string }>, b: TodoBookingView, now: string): Todo[] {
  const byId = new Map(rules.map((r) => [r.id, r]));
  let moved = false;
  const next = todos.map((t) => {
    const rule = t.definition !== undefined ? byId.get(t.definition) : undefined;
    if (!rule) return t;
    const due = dueDate(rule.rule, b);
    if (due === t.due) return t;
    moved = true;
    return { ...t, due, updatedAt: now };
  });
  return moved ? next : (todos as Todo[]);
}

/** A todo id unique in its booking: the rule's id, or the predefined kind. */
const todoId = (base: string) => `td-${base}`;

/** The todos the active rules add to a booking that has none of theirs yet (one per rule and booking), by due date. */
export function todosFromRules(rules: ReadonlyArray<TodoRule & { id: string }>, b: TodoBookingView, now: string): Todo[] {
  const have = new Set((b.todo ?? []).map((t) => t.definition));
  return rules
    .filter((r) => r.active !== false && !have.has(r.id))
    .map((r) => ({
      id: todoId(r.id),
      ...(r.group ? { group: r.group } : {}),
      text: r.text,
      due: dueDate(r.rule, b),
      open: true,
      definition: r.id,
      ...(r.closeOnAbort ? { closeOnAbort: true } : {}),
      ...(r.milestone ? { milestone: { type: r.milestone } } : {}),
      createdAt: now,
      updatedAt: now,
    }))
    .sort((a, b) => a.due.localeCompare(b.due));
}

/** The stored text of the offer todo (the screens show it in their language by `predefined`). */
export const OFFERED_TODO_TEXT = 'Can be confirmed now';

/** The predefined todo of an offered waiting booking: confirm it, due today. */
export function offeredTodo(now: string, text: string): Todo {
  return { id: todoId('offered'), text, due: now.slice(0, 10), open: true, predefined: 'offered', closeOnAbort: true, createdAt: now, updatedAt: now };
}

/** Opens a solved or solves an open todo (undefined: the booking has no such todo). */
export function toggleTodo(todos: readonly Todo[], id: string, user: string, now: string): Todo[] | undefined {
  if (!todos.some((t) => t.id === id)) return undefined;
  return todos.map((t) => (t.id === id ? { ...t, open: !t.open, editedBy: user, updatedAt: now } : t));
}

/** States in which a booking is given up: its closeOnAbort todos close. */
const ABORTED: ReadonlySet<BookingState> = new Set<BookingState>(['aborted', 'freed', 'deleted']);

/** Open todos closed by the system (editedBy `system`). */
const closeWhere = (todos: readonly Todo[], now: string, pick: (t: Todo) => boolean) =>
  todos.map((t) => (t.open && pick(t) ? { ...t, open: false, editedBy: 'system', updatedAt: now } : t));

/**
 * A booking's todos after a change from `before` to `after` (state): a booking that becomes confirmed gets the todos
 * of the rules it does not have yet; a cancelled or freed booking closes its closeOnAbort todos; a booking that is no
 * longer waiting closes its "can be confirmed now" todo.
 */
export function todosAfterChange(
  before: BookingState | undefined,
  after: TodoBookingView,
  rules: ReadonlyArray<TodoRule & { id: string }>,
  now: string,
): Todo[] {
  let todos = after.todo ?? [];
  if (after.state === 'confirmed' && before !== 'confirmed') todos = [...todos, ...todosFromRules(rules, after, now)];
  if (ABORTED.has(after.state)) todos = closeWhere(todos, now, (t) => t.closeOnAbort === true);
  if (after.state !== 'waiting') todos = closeWhere(todos, now, (t) => t.predefined === 'offered');
  return settleMilestoneTodos(todos, after, now);
}

/** The milestone a todo is about: its own field, or the id of a payment reminder made before the field existed. */
export function todoMilestone(t: Todo): { type: string; due?: string } | undefined {
  if (t.milestone) return t.milestone;
  const m = /^payment-(deposit|rest)-(\d{4}-\d{2}-\d{2})$/.exec(t.id);
  return m ? { type: m[1] as string, due: m[2] as string } : undefined;
}

/**
 * Todos about a payment milestone follow the money (ISSUE-22, docs/decisions.md "Payments on bookings"): an open one
 * closes (editedBy `system`, `settledByPayment`) once its milestone is paid — whenever the todo was made, before or
 * after the payment; one the payments closed opens again when a removed payment leaves the milestone unpaid. A todo
 * a person closed or opened stays as they left it. A booking with no milestones and nothing to pay leaves them alone.
 */
export function settleMilestoneTodos(todos: readonly Todo[], b: TodoBookingView, now: string): Todo[] {
  if (!todos.some((t) => todoMilestone(t))) return [...todos];
  return todos.map((t) => {
    const ms = todoMilestone(t);
    if (!ms) return t;
    const paid = milestoneSettled(b, ms.type, ms.due);
    if (t.open && paid) return { ...t, open: false, editedBy: 'system', settledByPayment: true, updatedAt: now };
    if (!t.open && !paid && t.settledByPayment && !ABORTED.has(b.state)) {
      const { settledByPayment: _s, ...rest } = t;
      return { ...rest, open: true, editedBy: 'system', updatedAt: now };
    }
    return t;
  });
}

/** Whether a change to this state needs the rules (so the caller reads them only then). */
export const needsRules = (before: BookingState | undefined, after: BookingState) => after === 'confirmed' && before !== 'confirmed';

/** An open todo whose due day has passed (`today`: the ISO date of now). */
export const isOverdue = (t: Pick<Todo, 'open' | 'due'>, today: string) => t.open && t.due < today;

/** The header's flags: any todo open; any open todo past its due date (as of `today`). */
export function todoFlags(todos: readonly Todo[] | undefined, today: string): { hasOpenTodos: boolean; hasExceededDueDate: boolean } {
  const list = todos ?? [];
  return { hasOpenTodos: list.some((t) => t.open), hasExceededDueDate: list.some((t) => isOverdue(t, today)) };
}
