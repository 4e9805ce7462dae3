import { LANG_COOKIE_DAYS, type Language } from '../../../shared/constants';
import { isLanguage, pickLanguage } from '../../../shared/i18n/core';
import { loadAreas, type TextArea } from './dictionary';

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
/** The text areas the app has asked for so far (the shell's first): a language switch loads them all. */
const areas = new Set<TextArea>(['shell']);
const listeners = new Set<() => void>();

function show(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  if (lang === current) return;
  current = lang;
  listeners.forEach((l) => l());
}

/**
 * A language shows once its texts of every area asked for so far are loaded (a chunk each); the last wish wins
 * when two loads overlap. A failed load (offline) keeps the current language.
 */
function apply(lang: Language): Promise<void> {
  wanted = lang;
  return loadAreas(lang, [...areas]).then(
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
  /**
   * A route's texts, before its page renders (router/lazy-page.ts): in the language shown and in one a switch is
   * loading. A failed load rejects, as a page module's would.
   */
  requireTexts(needed: readonly TextArea[]): Promise<void> {
    needed.forEach((a) => areas.add(a));
    const langs = new Set([current, wanted]);
    return Promise.all([...langs].map((l) => loadAreas(l, needed))).then(() => undefined);
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
