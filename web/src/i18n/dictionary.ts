import type { Language } from '../../../shared/constants';
import { interpolate, type Dictionary, type MessageKey, type Translate } from '../../../shared/i18n/core';

/**
 * The web's dictionaries, one chunk per language and area (docs/decisions/web.md "First load"): the shell's texts
 * load before the first render (main.tsx), a route's areas load with its page module, before it renders
 * (router/lazy-page.ts), and a language switch loads the same areas in the other language before it shows
 * (i18n/language.ts). Screens keep one translate function over whatever is loaded. Never import shared/i18n (both
 * whole dictionaries) here.
 */

export type TextArea = 'shell' | 'menu' | 'home' | 'screens';
export const TEXT_AREAS: readonly TextArea[] = ['shell', 'menu', 'home', 'screens'];

type Texts = Readonly<Partial<Record<MessageKey, string>>>;

const loaders: Readonly<Record<`${TextArea}.${Language}`, () => Promise<Texts>>> = {
  'shell.de': () => import('./texts/shell.de').then((m) => m.texts),
  'shell.en': () => import('./texts/shell.en').then((m) => m.texts),
  'menu.de': () => import('./texts/menu.de').then((m) => m.texts),
  'menu.en': () => import('./texts/menu.en').then((m) => m.texts),
  'home.de': () => import('./texts/home.de').then((m) => m.texts),
  'home.en': () => import('./texts/home.en').then((m) => m.texts),
  'screens.de': () => import('./texts/screens.de').then((m) => m.texts),
  'screens.en': () => import('./texts/screens.en').then((m) => m.texts),
};

/** Each language's loaded texts, merged: areas are disjoint (dictionary.test.ts). */
const merged: Partial<Record<Language, Record<string, string>>> = {};
const loadedAreas = new Set<string>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

function loadArea(lang: Language, area: TextArea): Promise<void> {
  const id = `${area}.${lang}` as const;
  if (loadedAreas.has(id)) return Promise.resolve();
  let load = pending.get(id);
  if (!load) {
    load = loaders[id]().then(
      (texts) => {
        Object.assign((merged[lang] ??= {}), texts);
        loadedAreas.add(id);
        pending.delete(id);
        version++;
        listeners.forEach((l) => l());
      },
      (err: unknown) => {
        // A failed load (offline) may be retried.
        pending.delete(id);
        throw err;
      },
    );
    pending.set(id, load);
  }
  return load;
}

/** Loads a language's texts of these areas once each. */
export function loadAreas(lang: Language, areas: readonly TextArea[]): Promise<void> {
  return Promise.all(areas.map((a) => loadArea(lang, a))).then(() => undefined);
}

/** Loads every area of a language: the whole dictionary (tests, and screens that look keys up by pattern). */
export function loadDictionary(lang: Language): Promise<Dictionary> {
  return loadAreas(lang, TEXT_AREAS).then(() => merged[lang] as Dictionary);
}

export function isAreaLoaded(lang: Language, area: TextArea): boolean {
  return loadedAreas.has(`${area}.${lang}`);
}

export function isDictionaryLoaded(lang: Language): boolean {
  return TEXT_AREAS.every((a) => isAreaLoaded(lang, a));
}

/** Bumped on every area that arrives: what useI18n subscribes to, so a screen shows texts loaded after it rendered. */
export const textsStore = {
  version: (): number => version,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const reported = new Set<string>();

/**
 * A key whose area is not loaded: a route that forgot to name an area. It shows as the key until the rest of the
 * language's texts arrive (then the screen draws again), and says so in the console, which the e2e tests watch.
 */
function missing(lang: Language, key: string): void {
  if (isDictionaryLoaded(lang) || reported.has(`${lang}:${key}`)) return;
  reported.add(`${lang}:${key}`);
  console.warn(`Text ${key} was asked for before its area was loaded: name the area in the route's texts (routes.tsx)`);
  void loadDictionary(lang).catch(() => undefined);
}

/** Translates with the loaded texts of a language. */
export function translator(lang: Language): Translate {
  return (key, params) => {
    const text = merged[lang]?.[key];
    if (text === undefined) missing(lang, key);
    return interpolate(text ?? key, params, lang);
  };
}

/**
 * Whether a text exists under this key, among the loaded ones: every dictionary has every key
 * (shared/i18n/i18n.test.ts), so any loaded language answers. The callers look up error codes (shell) or run on
 * screens that load every area.
 */
export function isMessageKey(key: string): key is MessageKey {
  return Object.values(merged).some((dict) => Object.prototype.hasOwnProperty.call(dict, key));
}
