import { describe, expect, it } from 'vitest';
import { foldText, phoneTokens, searchTokens, searchWords } from './search-index';
import { matchesFilter } from './filter-expression';

describe('search folding and tokens', () => {
  it('folds müller, Müller, MUELLER and muller alike, ß to ss, and keeps prefixes prefixes', () => {
    for (const s of ['müller', 'Müller', 'MUELLER', 'muller', 'Mueller']) expect(foldText(s)).toBe('muller');
    expect(foldText('Groß')).toBe('gross');
    expect(foldText('Zoë Øster Æbelø')).toBe('zo oster abelo');
    for (const word of ['Mueller', 'Michael', 'Joel', 'Queen']) {
      for (let n = 1; n <= word.length; n++) expect(foldText(word).startsWith(foldText(word.slice(0, n))), `${word} ${n}`).toBe(true);
    }
  });

  it('makes tokens of words, the e-mail and the phone both ways, distinct and bounded', () => {
    expect(searchTokens({ words: ['Jürgen Müller-Lüdenscheidt', 'Jürgen'], emails: ['J.Mueller@X.de'], phones: ['+49 (171) 123-4567'] })).toEqual([
      'jurgen',
      'muller',
      'ludenscheidt',
      'j.muller@x.de',
      '491711234567',
      '1711234567',
    ]);
    expect(phoneTokens('0171 1234567')).toEqual(['1711234567']);
    expect(phoneTokens('+1 555 0100')).toEqual(['15550100', '5550100']);
    expect(phoneTokens('12')).toEqual([]);
    expect(searchTokens({ words: ['a b c d e f g h i j k l'] })).toHaveLength(10);
  });

  it('reads a query as words, a digit query as one phone token', () => {
    expect(searchWords(' Jürgen  MÜLLER ')).toEqual(['jurgen', 'muller']);
    expect(searchWords('0171 / 123 45')).toEqual(['17112345']);
    expect(searchWords('j.mueller@x')).toEqual(['j.muller@x']);
    expect(searchWords('  ')).toEqual([]);
  });
});

describe('matchesFilter', () => {
  it('means what the FilterExpression means', () => {
    const b = { state: 'confirmed', agency: 'ag-1', noOfPax: 2, meta: { source: 'web' } };
    expect(matchesFilter(b, [{ field: 'state', op: 'nin', value: ['aborted'] }])).toBe(true);
    expect(matchesFilter(b, [{ field: 'agency', op: 'eq', value: 'ag-2' }])).toBe(false);
    expect(matchesFilter(b, [{ field: 'meta.source', op: 'contains', value: 'we' }])).toBe(true);
    expect(matchesFilter(b, [{ field: 'noOfPax', op: 'gte', value: 3 }])).toBe(false);
    expect(matchesFilter(b, [{ field: 'vessel', op: 'exists', value: false }])).toBe(true);
    expect(matchesFilter(b, [{ anyOf: [[{ field: 'resort', op: 'eq', value: 'r' }], [{ field: 'agency', op: 'in', value: ['ag-1'] }]] }])).toBe(true);
    expect(
      matchesFilter(b, [
        { field: 'id', op: 'exists', value: false },
        { field: 'state', op: 'eq', value: 'confirmed' },
      ]),
    ).toBe(true);
  });
});
