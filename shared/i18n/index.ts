import type { Language } from '../constants';
import { interpolate, type Dictionary, type MessageKey, type MessageParams, type Translate } from './core';
import { de } from './de';
import { en } from './en';

// The server's entry: both dictionaries, loaded at once. The web imports ./core and loads one
// dictionary at a time (web/src/i18n/dictionary.ts).
export * from './core';

export const dictionaries: Readonly<Record<Language, Dictionary>> = { de, en };

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

export function translate(lang: Language, key: MessageKey, params?: MessageParams): string {
  return interpolate(dictionaries[lang][key], params, lang);
}

export function translator(lang: Language): Translate {
  return (key, params) => translate(lang, key, params);
}
