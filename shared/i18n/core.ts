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

/** `{n, plural, one {# night} other {# nights}}`: options without nested braces, `#` the number. */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_OPTION = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The option of a plural placeholder for a count, by the language's plural rules (Intl.PluralRules): an exact `=n`
 * first, then the count's category, else `other`. A parameter that is missing or no number leaves the text as it is.
 */
function pluralText(whole: string, name: string, options: string, params: MessageParams, lang: string): string {
  if (!Object.prototype.hasOwnProperty.call(params, name)) return whole;
  const n = Number(params[name]);
  if (!Number.isFinite(n)) return whole;
  const choices = new Map([...options.matchAll(PLURAL_OPTION)].map((m) => [m[1] as string, m[2] as string]));
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  const chosen = choices.get(`=${n}`) ?? choices.get(rules.select(n)) ?? choices.get('other');
  return chosen === undefined ? whole : chosen.replace(/#/g, String(params[name]));
}

/**
 * Fills {name}, %name% and %name placeholders, and plural ones (`{n, plural, one {# night} other {# nights}}`, so
 * "1 Nacht frei" and "2 Nächte frei" come from one text). The last two simple forms are the spec's own ("Password
 * must be longer than %minLength characters", "%SIZE%"); a placeholder without a parameter is left as it is so that a
 * missing value shows up instead of vanishing. `lang` picks the plural rules; English and German share theirs (one:
 * exactly 1), so callers that do not know the language may leave it.
 */
export function interpolate(text: string, params?: MessageParams, lang = 'en'): string {
  if (!params) return text;
  const value = (name: string, whole: string) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole);
  return text
    .replace(PLURAL, (whole, name: string, options: string) => pluralText(whole, name, options, params, lang))
    .replace(/\{(\w+)\}/g, (whole, name: string) => value(name, whole))
    .replace(/%(\w+)%?/g, (whole, name: string) => value(name, whole));
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
