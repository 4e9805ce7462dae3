import type { Language } from '../../../../shared/constants';
import { interpolate, type MessageKey, type MessageParams } from '../../../../shared/i18n/core';
import type { enBookPageLabels } from '../../../../shared/i18n/labels-book-page.en';

/**
 * The booking pages' own texts (`bookPage.*`, shared/i18n/labels-book-page.*), one chunk per language: nothing of the
 * staff app's dictionaries nor of the guest forms' page.
 */
export type BookKey = keyof typeof enBookPageLabels & MessageKey;
export type BookT = (key: BookKey, params?: MessageParams) => string;
type Texts = Readonly<Record<string, string>>;

const loaders: Record<Language, () => Promise<Texts>> = {
  en: () => import('../../../../shared/i18n/labels-book-page.en').then((m) => m.enBookPageLabels),
  de: () => import('../../../../shared/i18n/labels-book-page.de').then((m) => m.deBookPageLabels),
};

const loaded: Partial<Record<Language, Texts>> = {};

export async function loadBookTexts(lang: Language): Promise<void> {
  loaded[lang] ??= await loaders[lang]();
}

export function bookTranslator(lang: Language): BookT {
  const texts = loaded[lang] ?? {};
  return (key, params) => interpolate(texts[key] ?? key, params, lang);
}
