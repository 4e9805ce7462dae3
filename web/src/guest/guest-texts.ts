import type { Language } from '../../../shared/constants';
import { interpolate, isLanguage, type MessageKey, type Translate } from '../../../shared/i18n/core';

/**
 * The guest entry's own small i18n (docs/decisions/forms.md "The guest's page"): the renderer's `guestForm.*` texts
 * and the page's `guestPage.*`, one chunk per language, nothing of the staff app's dictionaries.
 */
type Texts = Readonly<Record<string, string>>;

const loaders: Record<Language, () => Promise<Texts>> = {
  en: () =>
    Promise.all([import('../../../shared/i18n/labels-forms-web.en'), import('../../../shared/i18n/labels-guest-page.en')]).then(([a, b]) => ({
      ...a.enFormsWebLabels,
      ...b.enGuestPageLabels,
    })),
  de: () =>
    Promise.all([import('../../../shared/i18n/labels-forms-web.de'), import('../../../shared/i18n/labels-guest-page.de')]).then(([a, b]) => ({
      ...a.deFormsWebLabels,
      ...b.deGuestPageLabels,
    })),
};

const loaded: Partial<Record<Language, Texts>> = {};

export async function loadTexts(lang: Language): Promise<void> {
  loaded[lang] ??= await loaders[lang]();
}

/** The renderer's upload hint is the editor's preview's; the guest reads the page's own. */
const OVERRIDES: Partial<Record<MessageKey, MessageKey>> = { 'guestForm.uploadLater': 'guestPage.uploadLater' };

export function translator(lang: Language): Translate {
  const texts = loaded[lang] ?? {};
  return (key, params) => interpolate(texts[OVERRIDES[key] ?? key] ?? key, params, lang);
}

/** The browser's first language we have, else the operator's first, else English. */
export function browserLanguage(browser: readonly string[], operator: readonly string[] = []): Language {
  for (const tag of [...browser, ...operator]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
