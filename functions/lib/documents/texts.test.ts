import { describe, expect, it } from 'vitest';
import { PRODUCT_PRICE_RULES } from '../../../shared/domain/product/product';
import { dePricesLabels } from '../../../shared/i18n/labels-prices.de';
import { enPricesLabels } from '../../../shared/i18n/labels-prices.en';
import { PRICE_RULE_WORDS } from './texts';

describe('PRICE_RULE_WORDS', () => {
  it('names every price rule with the price screens’ words, in German and English', () => {
    for (const rule of PRODUCT_PRICE_RULES) {
      expect(PRICE_RULE_WORDS.de[rule]).toBe(dePricesLabels[`label.prices.rule.${rule}`]);
      expect(PRICE_RULE_WORDS.en[rule]).toBe(enPricesLabels[`label.prices.rule.${rule}`]);
    }
    expect(Object.keys(PRICE_RULE_WORDS.de).sort()).toEqual([...PRODUCT_PRICE_RULES].sort());
  });
});
