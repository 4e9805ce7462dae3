import { describe, expect, it } from 'vitest';
import { de } from '../../../shared/i18n/de';
import { isDictionaryLoaded, isMessageKey, loadDictionary, translator } from './dictionary';

describe('the web dictionaries', () => {
  it('load one language at a time, on demand', async () => {
    expect(isDictionaryLoaded('de')).toBe(false);
    expect(isMessageKey('login.title')).toBe(false);
    await loadDictionary('de');
    expect(isDictionaryLoaded('de')).toBe(true);
    expect(isDictionaryLoaded('en')).toBe(false);
    expect(translator('de')('login.title')).toBe(de['login.title']);
    expect(isMessageKey('login.title')).toBe(true);
    expect(isMessageKey('login.nothing')).toBe(false);
    await loadDictionary('en');
    expect(translator('en')('validation.passwordMinLength', { minLength: 8 })).toBe('Password must be longer than 8 characters');
  });
});
