import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants';
import type { MessageKey } from './en';

/**
 * Everything of the translation system except the dictionaries themselves, so that the web can
 * load only the active language's texts (web/src/i18n/dictionary.ts) while the server imports
 * both through ./index.
 */

export type { MessageKey } from './en';

export type MessageParams = Readonly<Record<string, string | number>>;

export type Dictionary = Readonly<Record<MessageKey, string>>;

export type Translate = (key: MessageKey, params?: MessageParams) => string;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Fills {name}, %name% and %name placeholders. The last two are the spec's own forms
 * ("Password must be longer than %minLength characters", "%SIZE%"); a placeholder without a
 * parameter is left as it is so that a missing value shows up instead of vanishing.
 */
export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  const value = (name: string, whole: string) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => value(name, whole)).replace(/%(\w+)%?/g, (whole, name: string) => value(name, whole));
}

/**
 * The language to start with: the lang cookie, else the first supported browser language,
 * else the operator's default (de unless the tenant says otherwise).
 */
export function pickLanguage(opts: { cookie?: string | null; browser?: readonly string[]; tenantDefault?: string | null }): Language {
  if (isLanguage(opts.cookie)) return opts.cookie;
  for (const tag of opts.browser ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return isLanguage(opts.tenantDefault) ? opts.tenantDefault : DEFAULT_LANGUAGE;
}
