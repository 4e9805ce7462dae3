import type { TodoRow } from '../../../../shared/api/todos';
import type { Translate } from '../../../../shared/i18n/core';
import { defaultTodoGroupKey, defaultTodoKey } from '../../../../shared/domain/booking/todo-defaults';

/** Which list the /todo screen shows: the caller's bookings' open todos, all open, the overdue ones, or all. */
export const TODO_VIEWS = ['own', 'open', 'overdue', 'all'] as const;
export type TodoView = (typeof TODO_VIEWS)[number];

/** The endpoint and query of a view (overdue: the open list up to yesterday: one Query). */
export function viewQuery(view: TodoView): { list: 'own' | 'open' | 'allTodos'; overdue?: 'true' } {
  if (view === 'own') return { list: 'own' };
  if (view === 'overdue') return { list: 'open', overdue: 'true' };
  return { list: view === 'all' ? 'allTodos' : 'open' };
}

/**
 * A todo's text: a predefined todo and one of a built-in rule whose words are still the product's in the reader's
 * language, a rule's the operator wrote as written (docs/decisions.md, "Whose words: the product's or the operator's").
 */
export function todoText(t: Pick<TodoRow, 'text' | 'predefined'> & { definition?: string }, tr: Translate): string {
  if (t.predefined) return tr(`todo.predefined.${t.predefined}`);
  const key = defaultTodoKey(t.definition, t.text);
  return key ? tr(`todo.default.${key}`) : t.text;
}

/** A todo rule's group, by the same rule as its text. */
export function todoGroup(definition: string | undefined, group: string | undefined, tr: Translate): string | undefined {
  const key = defaultTodoGroupKey(definition, group);
  return key ? tr(`todo.defaultGroup.${key}`) : group;
}
