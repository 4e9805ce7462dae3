import { add, fromMinor, type Money } from '../../money';
import type { CalculationLine, LineTax, PricingResult } from '../types';
import { fraction, scale } from './exact';

export interface TaxRule {
  name: string;
  /** Percent. */
  rate: number;
  inclusive: boolean;
}

/**
 * A line's total and tax from its stated amount (docs/pricing.md, "Taxes"): inclusive, the total is the amount
 * and the tax it contains is amount × rate ÷ (100 + rate); exclusive, the tax is amount × rate ÷ 100 and the total
 * is the amount plus the tax. Either is rounded once per line, half away from zero.
 */
export function withTax(amount: Money, rule: TaxRule | undefined): { total: Money; tax?: LineTax } {
  if (!rule || !(rule.rate > 0)) return { total: amount };
  const r = fraction(rule.rate);
  if (rule.inclusive) {
    const tax = scale(amount, r.num, 100n * r.den + r.num);
    return { total: amount, tax: { name: rule.name, rate: rule.rate, amount: tax, inclusive: true } };
  }
  const tax = scale(amount, r.num, 100n * r.den);
  return { total: add(amount, tax), tax: { name: rule.name, rate: rule.rate, amount: tax, inclusive: false } };
}

/** The tax of the lines summed by name, rate and whether it was included, in the order first seen. */
export function taxesOf(lines: CalculationLine[], currency: { code: string; decimals: number }): PricingResult['taxes'] {
  const out = new Map<string, PricingResult['taxes'][number]>();
  for (const line of lines) {
    if (!line.tax) continue;
    const key = `${line.tax.name}\u0000${line.tax.rate}\u0000${line.tax.inclusive}`;
    const seen = out.get(key);
    if (seen) seen.amount = add(seen.amount, line.tax.amount);
    else out.set(key, { name: line.tax.name, rate: line.tax.rate, inclusive: line.tax.inclusive, amount: add(fromMinor(0, currency), line.tax.amount) });
  }
  return [...out.values()];
}
