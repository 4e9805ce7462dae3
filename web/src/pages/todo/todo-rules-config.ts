import { todoRulesResource } from '../../../../shared/api/todos';
import type { ResourceWebConfig } from '../../resources/resource-types';

/** The todo rules' list and edit panel (the resource engine's screens), shown on /todo?view=rules. */
export const todoRulesConfig: ResourceWebConfig = {
  resource: todoRulesResource,
  defaultSort: { sort: 'text', order: 'asc' },
  columns: [
    { key: 'text', sort: 'text', grow: 3, minWidth: 220 },
    { key: 'group', minWidth: 120 },
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
