import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { interpolate, isMessageKey, pickLanguage, translate } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}|%(\w+)%?/g)].map((m) => m[1] ?? m[2]).sort();

describe('the dictionaries', () => {
  it('have the same keys in German and English', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  // The dictionaries are spread together from one file per area (./labels-*.{en,de}.ts, registered in ./en.ts and ./de.ts):
  // a key in two files would silently take the later text, and a file not registered would be dead.
  it.each(['en', 'de'] as const)('takes every %s key from exactly one registered file', async (lang) => {
    const modules = import.meta.glob<Record<string, Record<string, string>>>('./labels*.ts', { eager: true });
    const parts = Object.entries(modules)
      .filter(([file]) => file.endsWith(`.${lang}.ts`))
      .flatMap(([, exports]) => Object.values(exports));
    const keys = parts.flatMap((part) => Object.keys(part));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(keys.sort()).toEqual(Object.keys(lang === 'en' ? en : de).sort());
  });

  it('uses the same placeholders in both languages', () => {
    const keys = Object.keys(en) as (keyof typeof en)[];
    expect(keys.filter((key) => placeholders(de[key]).join() !== placeholders(en[key]).join())).toEqual([]);
  });

  it('has no empty texts', () => {
    for (const dict of [de, en]) expect(Object.entries(dict).filter(([, v]) => v.trim() === '')).toEqual([]);
  });

  it('keeps the password screen notices exactly as the spec writes them', () => {
    expect(en['password.requestFailed']).toBe("can't request password change.");
    expect(en['password.requestSucceeded']).toBe('password change requested, please check your emails.');
    expect(en['password.saved']).toBe('password changed sucessfully!');
  });

  it('has an errors text for every server message the auth calls answer', () => {
    for (const m of ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN_RESSOURCE', 'ValidationError', 'TOO_MANY_REQUESTS', 'ROUTE_NOT_FOUND']) {
      expect(isMessageKey(`errors.${m}`)).toBe(true);
    }
  });
});

describe('interpolate', () => {
  it.each([
    ['Hello {name}', { name: 'Ada' }, 'Hello Ada'],
    ['Password must be longer than %minLength characters', { minLength: 4 }, 'Password must be longer than 4 characters'],
    ['not larger than %SIZE%', { SIZE: '256 KB' }, 'not larger than 256 KB'],
    ['keeps {unknown} and 100% as they are', { name: 'x' }, 'keeps {unknown} and 100% as they are'],
  ])('%s', (text, params, expected) => {
    expect(interpolate(text, params)).toBe(expected);
  });

  it('translates with parameters', () => {
    expect(translate('de', 'validation.passwordMinLength', { minLength: 4 })).toBe('Das Passwort muss länger als 4 Zeichen sein');
  });
});

describe('pickLanguage', () => {
  it.each([
    ['the cookie first', { cookie: 'en', browser: ['de-DE'], tenantDefault: 'de' }, 'en'],
    ['the browser when there is no cookie', { browser: ['fr-FR', 'en-GB'], tenantDefault: 'de' }, 'en'],
    ['the tenant default when the browser has no supported language', { browser: ['fr-FR'], tenantDefault: 'en' }, 'en'],
    ['de when nothing is known', { cookie: 'xx' }, 'de'],
  ] as const)('takes %s', (_name, opts, expected) => {
    expect(pickLanguage(opts)).toBe(expected);
  });
});
