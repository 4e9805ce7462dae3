import { useMemo, useSyncExternalStore } from 'react';
import type { Translate } from '../../../shared/i18n/core';
import { textsStore, translator } from '../i18n/dictionary';
import type { Language } from '../../../shared/constants';
import { languageStore } from '../i18n/language';

export function useLanguage(): Language {
  return useSyncExternalStore(languageStore.subscribe, languageStore.get);
}

/**
 * The current language and its translate function. A new function whenever texts arrive, so a screen that asked
 * for a text before its area was loaded (dictionary.ts `missing`) draws again with it.
 */
export function useI18n(): { lang: Language; t: Translate } {
  const lang = useLanguage();
  const version = useSyncExternalStore(textsStore.subscribe, textsStore.version);
  const t = useMemo(() => translator(lang), [lang, version]);
  return { lang, t };
}
