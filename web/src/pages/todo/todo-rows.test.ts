import { describe, expect, it } from 'vitest';
import { todoText, viewQuery } from './todo-rows';

describe('the /todo views', () => {
  it.each([
    ['own', { list: 'own' }],
    ['open', { list: 'open' }],
    ['overdue', { list: 'open', overdue: 'true' }],
    ['all', { list: 'allTodos' }],
  ] as const)('%s reads %j', (view, query) => {
    expect(viewQuery(view)).toEqual(query);
  });

  it('names a predefined todo in the reader’s language and keeps a rule’s text', () => {
    const t = ((key: string) => `<${key}>`) as never;
    expect(todoText({ text: 'Can be confirmed now', predefined: 'offered' }, t)).toBe('<todo.predefined.offered>');
    expect(todoText({ text: 'Send the welcome mail' }, t)).toBe('Send the welcome mail');
  });
});
