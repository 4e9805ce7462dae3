import { describe, expect, it } from 'vitest';
import { de } from '../../../shared/i18n/de';
import { en } from '../../../shared/i18n/en';
import { texts as homeDe } from './texts/home.de';
import { texts as homeEn } from './texts/home.en';
import { texts as menuDe } from './texts/menu.de';
import { texts as menuEn } from './texts/menu.en';
import { texts as screensDe } from './texts/screens.de';
import { texts as screensEn } from './texts/screens.en';
import { texts as shellDe } from './texts/shell.de';
import { texts as shellEn } from './texts/shell.en';
import { flattenRoutes } from '../navigation/route-tree';
import { jumpToRoute, notFoundRoute, publicRoutes } from '../navigation/public-routes';
import { routes } from '../routes';
import { isAreaLoaded, isDictionaryLoaded, isMessageKey, loadAreas, loadDictionary, translator } from './dictionary';

describe('the web dictionaries', () => {
  it('load one language and one area at a time, on demand', async () => {
    expect(isDictionaryLoaded('de')).toBe(false);
    expect(isMessageKey('login.title')).toBe(false);
    await loadAreas('de', ['shell']);
    expect(isAreaLoaded('de', 'shell')).toBe(true);
    expect(isAreaLoaded('de', 'screens')).toBe(false);
    expect(translator('de')('login.title')).toBe(de['login.title']);
    expect(isMessageKey('login.title')).toBe(true);
    expect(isMessageKey('bank.title')).toBe(false);
    await loadDictionary('de');
    expect(isDictionaryLoaded('de')).toBe(true);
    expect(isDictionaryLoaded('en')).toBe(false);
    expect(isMessageKey('login.nothing')).toBe(false);
    await loadDictionary('en');
    expect(translator('en')('validation.passwordMinLength', { minLength: 8 })).toBe('Password must be longer than 8 characters');
  });

  it.each([
    ['en', en, [shellEn, menuEn, homeEn, screensEn]],
    ['de', de, [shellDe, menuDe, homeDe, screensDe]],
  ] as const)('the areas of %s hold every text of the dictionary once', (_lang, whole, areas) => {
    const keys = areas.flatMap((a) => Object.keys(a));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.assign({}, ...areas)).toEqual(whole);
  });

  it('the shell has every text the shell and the sign-in pages use by prefix', () => {
    const prefixes = ['app.', 'nav.', 'header.', 'common.', 'date.', 'errors.', 'validation.', 'login.', 'password.', 'register.', 'verify.'];
    const stray = Object.keys(en).filter((k) => prefixes.some((p) => k.startsWith(p)) && !(k in shellEn));
    expect(stray).toEqual([]);
  });

  it("the shell names the routes the router starts with, the menu's texts every other route", () => {
    const starting = flattenRoutes([...publicRoutes, jumpToRoute, notFoundRoute]).map((r) => `routes.${r.name}`);
    expect(
      Object.keys(shellEn)
        .filter((k) => k.startsWith('routes.'))
        .sort(),
    ).toEqual([...new Set(starting)].sort());
    const others = flattenRoutes(routes).filter((r) => !starting.includes(`routes.${r.name}`));
    expect(others.filter((r) => !(`routes.${r.name}` in menuEn)).map((r) => r.name)).toEqual([]);
  });
});
