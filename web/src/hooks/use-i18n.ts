import { useMemo, useSyncExternalStore } from 'react';
import type { Translate } from '../../../shared/i18n/core';
import { translator } from '../i18n/dictionary';
import type { Language } from '../../../shared/constants';
import { languageStore } from '../i18n/language';

export function useLanguage(): Language {
  return useSyncExternalStore(languageStore.subscribe, languageStore.get);
}

/** The current language and its translate function. */
export function useI18n(): { lang: Language; t: Translate } {
  const lang = useLanguage();
  const t = useMemo(() => translator(lang), [lang]);
  return { lang, t };
}
