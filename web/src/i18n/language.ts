import { LANG_COOKIE_DAYS, type Language } from '../../../shared/constants';
import { isLanguage, pickLanguage } from '../../../shared/i18n/core';
import { loadDictionary } from './dictionary';

/**
 * The interface language: the lang cookie (14 days), else the browser, else the tenant's default.
 * The cookie is read by the server too (mails in the visitor's language), hence a cookie.
 */

const COOKIE = 'lang';

export function readLanguageCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`));
  return match ? decodeURIComponent(match.slice(COOKIE.length + 1)) : null;
}

function writeLanguageCookie(lang: Language): void {
  const maxAge = LANG_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${COOKIE}=${lang}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

let current: Language = pickLanguage({ cookie: readLanguageCookie(), browser: browserLanguages() });
let wanted: Language = current;
const listeners = new Set<() => void>();

function show(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  if (lang === current) return;
  current = lang;
  listeners.forEach((l) => l());
}

/**
 * A language shows once its texts are loaded (its own chunk); the last wish wins when two loads
 * overlap. A failed load (offline) keeps the current language.
 */
function apply(lang: Language): Promise<void> {
  wanted = lang;
  return loadDictionary(lang).then(
    () => {
      if (wanted === lang) show(lang);
    },
    (err: unknown) => console.warn(`The ${lang} texts could not be loaded`, err),
  );
}

export const languageStore = {
  get: (): Language => current,
  /** Before the first render (main.tsx): the starting language's texts. */
  ready: (): Promise<void> => apply(current),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The visitor chose a language: remember it in the cookie. */
  choose(lang: Language): Promise<void> {
    writeLanguageCookie(lang);
    return apply(lang);
  },
  /**
   * The tenant's default applies only when neither the cookie nor the browser named a supported
   * language.
   */
  applyTenantDefault(tenantDefault: string): void {
    void apply(pickLanguage({ cookie: readLanguageCookie(), browser: browserLanguages(), tenantDefault }));
  },
  /** A signed-in user's own setting wins over the browser. */
  applyUserSetting(lang: string | undefined): void {
    if (isLanguage(lang)) void this.choose(lang);
  },
};
