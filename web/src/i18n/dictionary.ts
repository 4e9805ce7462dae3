import type { Language } from '../../../shared/constants';
import { interpolate, type Dictionary, type MessageKey, type Translate } from '../../../shared/i18n/core';

/**
 * The web's dictionaries, one chunk per language: the first screen loads only the active
 * language's texts (main.tsx waits for them before the first render) and a switch loads the
 * other chunk on demand (i18n/language.ts). Never import shared/i18n (both dictionaries) here.
 */

const loaders: Readonly<Record<Language, () => Promise<Dictionary>>> = {
  de: () => import('../../../shared/i18n/de').then((m) => m.de),
  en: () => import('../../../shared/i18n/en').then((m) => m.en),
};

const loaded: Partial<Record<Language, Dictionary>> = {};
const pending: Partial<Record<Language, Promise<Dictionary>>> = {};

/** Loads a language's texts once; a failed load (offline) may be retried. */
export function loadDictionary(lang: Language): Promise<Dictionary> {
  const ready = loaded[lang];
  if (ready) return Promise.resolve(ready);
  pending[lang] ??= loaders[lang]().then(
    (dict) => (loaded[lang] = dict),
    (err: unknown) => {
      delete pending[lang];
      throw err;
    },
  );
  return pending[lang];
}

export function isDictionaryLoaded(lang: Language): boolean {
  return loaded[lang] !== undefined;
}

/** Translates with a loaded dictionary; a language not loaded yet shows the keys (never happens after boot). */
export function translator(lang: Language): Translate {
  const dict = loaded[lang];
  return (key, params) => interpolate(dict?.[key] ?? key, params, lang);
}

/** Every dictionary has every key (shared/i18n/i18n.test.ts), so any loaded one answers. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.values(loaded).some((dict) => Object.prototype.hasOwnProperty.call(dict, key));
}
