import { todoRulesResource } from '../../../../shared/api/todos';
import type { ResourceWebConfig } from '../../resources/resource-types';
import { todoGroup, todoText } from './todo-rows';

/** The todo rules' list and edit panel (the resource engine's screens), shown on /todo?view=rules. */
export const todoRulesConfig: ResourceWebConfig = {
  resource: todoRulesResource,
  defaultSort: { sort: 'text', order: 'asc' },
  columns: [
    // A built-in rule's words in the reader's language while untouched; the edit panel shows what is stored.
    { key: 'text', sort: 'text', grow: 3, minWidth: 220, render: (r, { t }) => todoText({ text: String(r.text ?? ''), definition: String(r.id) }, t) },
    { key: 'group', minWidth: 120, render: (r, { t }) => todoGroup(String(r.id), typeof r.group === 'string' ? r.group : undefined, t) ?? '' },
    { key: 'rule.calcType', format: 'enum', minWidth: 180 },
    { key: 'rule.value', format: 'number', minWidth: 70, grow: 0.4 },
    { key: 'closeOnAbort', format: 'boolean', minWidth: 90, grow: 0.5 },
    { key: 'active', format: 'boolean', minWidth: 64, grow: 0.4 },
  ],
  filters: ['active', 'closeOnAbort'],
  labels: {
    text: 'label.todo.text',
    closeOnAbort: 'label.todo.closeOnAbort',
    rule: 'label.todo.rule',
    'rule.calcType': 'label.todo.calcType',
    'rule.value': 'label.todo.days',
    'rule.date': 'label.todo.date',
    milestone: 'label.todo.milestone',
  },
  enumLabels: {
    milestone: { deposit: 'label.todo.milestone.deposit', rest: 'label.todo.milestone.rest' },
    'rule.calcType': {
      afterBooking: 'label.todo.calc.afterBooking',
      beforeArrival: 'label.todo.calc.beforeArrival',
      afterArrival: 'label.todo.calc.afterArrival',
      beforeDeparture: 'label.todo.calc.beforeDeparture',
      fixed: 'label.todo.calc.fixed',
    },
  },
};
