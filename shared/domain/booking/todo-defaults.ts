import type { TodoRule } from './todos';

/**
 * The product's built-in to-do rules (docs/decisions.md, "Whose words: the product's or the operator's"): the rules
 * an operator starts with (the demo seeds them). While a rule keeps the product's words, its text and group are the
 * product's and are shown in the reader's language by key (`todo.default.*`); once the operator retypes them they are
 * the operator's and are shown as typed. `text` and `group` are what is stored (English, the product's words).
 */
export const DEFAULT_TODO_RULES = {
  'tr-welcome': {
    key: 'welcomeMail',
    groupKey: 'office',
    rule: { group: 'Office', text: 'Send the welcome mail', closeOnAbort: true, active: true, rule: { calcType: 'afterBooking', value: 3 } },
  },
  'tr-deposit': {
    key: 'collectDeposit',
    groupKey: 'finance',
    rule: {
      group: 'Finance',
      text: 'Collect the deposit',
      closeOnAbort: true,
      milestone: 'deposit',
      active: true,
      rule: { calcType: 'beforeArrival', value: 14 },
    },
  },
  'tr-transfer': {
    key: 'airportTransfer',
    groupKey: 'guestService',
    rule: { group: 'Guest service', text: 'Arrange the airport transfer', closeOnAbort: true, active: true, rule: { calcType: 'beforeArrival', value: 7 } },
  },
} as const satisfies Record<string, { key: string; groupKey: string; rule: TodoRule }>;

type Defaults = typeof DEFAULT_TODO_RULES;
export type DefaultTodoKey = Defaults[keyof Defaults]['key'];
export type DefaultTodoGroupKey = Defaults[keyof Defaults]['groupKey'];

const defaultOf = (definition: string | undefined) =>
  definition !== undefined && Object.hasOwn(DEFAULT_TODO_RULES, definition) ? DEFAULT_TODO_RULES[definition as keyof Defaults] : undefined;

/** The key of a built-in rule's text while it is the product's own (a todo's `definition` or a rule's id). */
export function defaultTodoKey(definition: string | undefined, text: string | undefined): DefaultTodoKey | undefined {
  const d = defaultOf(definition);
  return d && text === d.rule.text ? d.key : undefined;
}

/** The key of a built-in rule's group while it is the product's own. */
export function defaultTodoGroupKey(definition: string | undefined, group: string | undefined): DefaultTodoGroupKey | undefined {
  const d = defaultOf(definition);
  return d && group === d.rule.group ? d.groupKey : undefined;
}
