import type { Language } from '../../../../shared/constants';
import { interpolate, type Translate } from '../../../../shared/i18n/core';

/** The widget page's own texts (`widgetPage.*`), one small chunk per language: nothing of the staff app's dictionaries. */
type Texts = Readonly<Record<string, string>>;

const loaders: Record<Language, () => Promise<Texts>> = {
  en: () => import('../../../../shared/i18n/labels-widget-page.en').then((m) => m.enWidgetPageLabels),
  de: () => import('../../../../shared/i18n/labels-widget-page.de').then((m) => m.deWidgetPageLabels),
};
const loaded: Partial<Record<Language, Texts>> = {};

export async function loadWidgetTexts(lang: Language): Promise<void> {
  loaded[lang] ??= await loaders[lang]();
}

export function widgetTranslator(lang: Language): Translate {
  const texts = loaded[lang] ?? {};
  return (key, params) => interpolate(texts[key] ?? key, params, lang);
}
