import type { enTodoDefaultLabels } from './labels-todo-defaults.en';

/** Deutsche Wörter der eingebauten Aufgabenregeln (shared/domain/booking/todo-defaults.ts). In ./de zusammengeführt. */
export const deTodoDefaultLabels: Record<keyof typeof enTodoDefaultLabels, string> = {
  'todo.default.welcomeMail': 'Willkommens-E-Mail senden',
  'todo.default.collectDeposit': 'Anzahlung einfordern',
  'todo.default.airportTransfer': 'Flughafentransfer organisieren',
  'todo.defaultGroup.office': 'Büro',
  'todo.defaultGroup.finance': 'Finanzen',
  'todo.defaultGroup.guestService': 'Gästeservice',
};
