/** English words of the product's built-in to-do rules (shared/domain/booking/todo-defaults.ts). Merged into ./en. */
export const enTodoDefaultLabels = {
  'todo.default.welcomeMail': 'Send the welcome mail',
  'todo.default.collectDeposit': 'Collect the deposit',
  'todo.default.airportTransfer': 'Arrange the airport transfer',
  'todo.defaultGroup.office': 'Office',
  'todo.defaultGroup.finance': 'Finance',
  'todo.defaultGroup.guestService': 'Guest service',
} as const;
