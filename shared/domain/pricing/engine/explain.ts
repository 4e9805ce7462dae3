import { interpolate, type MessageParams } from '../../../i18n/core';
import { enPricingLabels } from '../../../i18n/labels-pricing.en';
import type { Explanation } from '../types';

export type PricingKey = keyof typeof enPricingLabels;

/**
 * An explanation: the message key, its values and the English text (logs, CSV, tests). The web renders the same
 * key and values in the reader's language with `renderExplanation` (or translate()).
 */
export function explain(key: PricingKey, params: Record<string, string | number> = {}): Explanation {
  return { key, params, text: interpolate(enPricingLabels[key], params) };
}

/** The explanation in a dictionary's language; a key the dictionary lacks falls back to the English text. */
export function renderExplanation(e: Explanation, dictionary: Readonly<Record<string, string>>): string {
  const template = dictionary[e.key];
  return template === undefined ? e.text : interpolate(template, e.params as MessageParams);
}
