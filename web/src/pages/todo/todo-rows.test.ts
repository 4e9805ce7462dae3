import { describe, expect, it } from 'vitest';
import { translate } from '../../../../shared/i18n/index';
import { todoGroup, todoText, viewQuery } from './todo-rows';

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

  it('names a built-in rule’s todo in the reader’s language while its words are the product’s, and the operator’s as typed', () => {
    const de = ((key: string, p?: Record<string, unknown>) => translate('de', key as never, p as never)) as never;
    const en = ((key: string, p?: Record<string, unknown>) => translate('en', key as never, p as never)) as never;
    const deposit = { text: 'Collect the deposit', definition: 'tr-deposit' };
    expect(todoText(deposit, de)).toBe('Anzahlung einfordern');
    expect(todoText(deposit, en)).toBe('Collect the deposit');
    expect(todoGroup('tr-deposit', 'Finance', de)).toBe('Finanzen');
    // Retyped by the operator: the operator's words, in every language.
    expect(todoText({ text: 'Anzahlung per Mail anfordern', definition: 'tr-deposit' }, en)).toBe('Anzahlung per Mail anfordern');
    expect(todoGroup('tr-deposit', 'Buchhaltung', en)).toBe('Buchhaltung');
    // The same words on a rule of the operator's own: as typed.
    expect(todoText({ text: 'Collect the deposit', definition: 'tr-01J8ZQ' }, de)).toBe('Collect the deposit');
    expect(todoText({ text: 'Collect the deposit' }, de)).toBe('Collect the deposit');
  });
});
