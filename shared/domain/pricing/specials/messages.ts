import { interpolate } from '../../../i18n/core';
import { enPricingLabels } from '../../../i18n/labels-pricing.en';

/**
 * The specials rule engine's explanations (ISSUE-13), English and German. Keys are `pricing.special.*`, their texts in
 * shared/i18n/labels-pricing.{en,de}.ts. `explain` renders the English text for logs, CSV and tests;
 * the web renders the key with its params (`conditionKey`, `discountKey`, `effectKey` name the labels of the
 * condition, discount and price effect so a German screen translates them too).
 */
const en = enPricingLabels;

export type SpecialMessageKey = Extract<keyof typeof enPricingLabels, `pricing.special.${string}`>;

/** An explanation: the key, its params, and the English text. */
export function explain(key: SpecialMessageKey, params: Record<string, string | number>) {
  return { key, params, text: interpolate(en[key], params) };
}

/** The English text of a key (labels put into other messages' params). */
export const english = (key: SpecialMessageKey, params?: Record<string, string | number>): string => interpolate(en[key], params);
