import type { TodoRow } from '../../../../shared/api/todos';
import type { Translate } from '../../../../shared/i18n/core';

/** Which list the /todo screen shows: the caller's bookings' open todos, all open, the overdue ones, or all. */
export const TODO_VIEWS = ['own', 'open', 'overdue', 'all'] as const;
export type TodoView = (typeof TODO_VIEWS)[number];

/** The endpoint and query of a view (overdue: the open list up to yesterday: one Query). */
export function viewQuery(view: TodoView): { list: 'own' | 'open' | 'allTodos'; overdue?: 'true' } {
  if (view === 'own') return { list: 'own' };
  if (view === 'overdue') return { list: 'open', overdue: 'true' };
  return { list: view === 'all' ? 'allTodos' : 'open' };
}

/** A todo's text: a predefined todo in the reader's language, a rule's as the operator wrote it. */
export const todoText = (t: Pick<TodoRow, 'text' | 'predefined'>, tr: Translate) => (t.predefined ? tr(`todo.predefined.${t.predefined}`) : t.text);
