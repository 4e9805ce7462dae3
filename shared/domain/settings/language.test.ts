import { describe, expect, it } from 'vitest';
import { languageOf } from './language';

describe('languageOf', () => {
  it.each([
    [undefined, 'de'],
    ['', 'de'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['de-AT', 'de'],
    ['fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7', 'en'],
    ['fr, de;q=0.5, en;q=0.6', 'en'],
    ['en;q=0, de;q=0.1', 'de'],
    ['en;q=0', 'de'],
    ['fr, es', 'de'],
    ['*', 'de'],
    ['EN-gb', 'en'],
    ['en;q=abc', 'de'],
    ['en;q=0.5, de;q=0.5', 'en'],
  ])('%s → %s', (header, lang) => {
    expect(languageOf(header)).toBe(lang);
  });
});
