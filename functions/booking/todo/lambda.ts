import { todoEndpoints as api, todoRulesResource } from '../../../shared/api/todos';
import { action, resourceHandler } from '../../lib/http';
import { resourceActions } from '../../lib/resource-engine';
import { todoRules } from './rules';
import { solveTodo, todoList } from './service';

/**
 * Todos (ISSUE-14; docs/decisions.md, "Todos"): the rules (generic resource at /api/todo/rules), the lists open, own
 * and allTodos (one Query each) and solve (a booking change through applyBookingChange).
 */
export const handler = resourceHandler('todo', [
  ...resourceActions(todoRulesResource, todoRules, { idPrefix: 'tr' }),
  action(api.open, async ({ principal, query }) => todoList(principal, 'open', query)),
  action(api.own, async ({ principal, query }) => todoList(principal, 'own', query)),
  action(api.allTodos, async ({ principal, query }) => todoList(principal, 'allTodos', query)),
  action(api.solve, async ({ principal, params }) => solveTodo(principal, params.booking, params.todo)),
]);
