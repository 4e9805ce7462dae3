import type { BookingItem } from '../../../functions/data/entities/booking';
import { todoIndexItem } from '../../../functions/data/todos';
import { todoFlags, todosFromRules, type TodoRule } from '../../../shared/domain/booking/todos';
import { DEFAULT_TODO_RULES } from '../../../shared/domain/booking/todo-defaults';

/**
 * The demo's todo rules and todos (docs/decisions.md, "Todos"): the product's three built-in rules (their words shown
 * in the reader's language while untouched); every third confirmed booking carries
 * their todos (due dates from its booking date and arrival, so those whose day has passed are overdue), and every
 * second of those has the welcome mail solved. Pure planning: the season writes the headers and index items in bulk.
 */
export const DEMO_TODO_RULES: Array<[string, TodoRule]> = Object.entries(DEFAULT_TODO_RULES).map(([id, d]) => [id, d.rule]);

/** The season's bookings with the demo todos, and the todo index items to write with them. */
export function withDemoTodos(tenant: string, bookings: BookingItem[], today: string): { bookings: BookingItem[]; items: Array<Record<string, unknown>> } {
  const rules = DEMO_TODO_RULES.map(([id, rule]) => ({ ...rule, id }));
  const items: Array<Record<string, unknown>> = [];
  const out = bookings.map((b, i) => {
    if (b.state !== 'confirmed' || i % 3 !== 0) return b;
    const todo = todosFromRules(rules, b, b.createdAt).map((t) =>
      t.definition === 'tr-welcome' && i % 2 === 0 ? { ...t, open: false, editedBy: b.user ?? 'system', updatedAt: b.createdAt } : t,
    );
    const next: BookingItem = { ...b, todo, ...todoFlags(todo, today) };
    items.push(...todo.map((t) => todoIndexItem(tenant, next, t)));
    return next;
  });
  return { bookings: out, items };
}
