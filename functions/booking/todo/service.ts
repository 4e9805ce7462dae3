import { ZTodoRow, type TodoPage } from '../../../shared/api/todos';
import { SYSTEM_USER } from '../../../shared/auth/actor';
import type { Principal } from '../../../shared/auth/principal';
import { isOverdue, todoFlags, toggleTodo } from '../../../shared/domain/booking/todos';
import { NotFoundError } from '../../../shared/errors';
import { visibility } from '../list/service';
import { applyBookingChange } from '../bookings/lifecycle/apply';
import type { BookingItem } from '../../data/entities/booking';
import { queryTodos, type TodoList } from '../../data/todos';

/** Today as an ISO day (UTC: the due dates are calendar days; docs/decisions.md, "Todos"). */
const today = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * One page of a todo list: ONE Query of the todo index by due date, restricted like the booking list (agency users:
 * their agency's bookings; asset-limited users: their assets'). `overdue` is computed now, so a todo that passed its
 * due day since the last change shows as overdue without any write.
 */
export async function todoList(principal: Principal, list: TodoList, q: { size: number; next?: string; overdue?: 'true' | 'false' }): Promise<TodoPage> {
  const day = today();
  const page = await queryTodos(principal.tenant, list, {
    ...(principal.userId !== undefined ? { user: principal.userId } : {}),
    size: q.size,
    ...(q.next !== undefined ? { next: q.next } : {}),
    ...(q.overdue === 'true' && list !== 'allTodos' ? { before: day } : {}),
    filter: visibility(principal),
  });
  const data = page.items.map((item) => ZTodoRow.parse({ ...item, overdue: isOverdue(item as { open: boolean; due: string }, day) }));
  return { data, ...(page.next !== undefined ? { next: page.next } : {}) };
}

/** POST /api/todo/solve/{booking}/{todo}: toggles the todo as a booking change (version, history, etag, index). */
export async function solveTodo(principal: Principal, booking: string, todo: string): Promise<BookingItem> {
  return applyBookingChange(principal, booking, 'solveTodo', (current, ctx) => {
    const todos = toggleTodo(current.todo ?? [], todo, principal.userId ?? SYSTEM_USER, ctx.now);
    if (!todos) throw new NotFoundError(`todo ${todo} does not exist on booking ${current.bookingNo}`);
    return { next: { todo: todos, ...todoFlags(todos, today(new Date(ctx.now))) } };
  });
}
