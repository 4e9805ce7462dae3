import { percentage, round, subtract, add, fromMinor, multiply, toString, type Money } from '../../money';
import type { CalculationLine, LineCustomerType, LineSource, Explanation } from '../types';
import { amountIn, convert, type CurrencyTable } from './currency';
import type { Definition } from './seasons';
import { withTax, type TaxRule } from './tax';

/**
 * A definition's stated amount as the unit price of a line (docs/pricing.md, "Surcharge and discount", "Currencies"):
 * in the definition's first currency, plus its surcharge and less its discount (each figured on the stated amount,
 * percent rounded half away from zero, or an absolute amount per unit; never below zero), then converted to the
 * result's currency.
 */
export function unitPrice(d: Definition, stated: number, table: CurrencyTable, currency: string): Money {
  const code = d.currencies[0]!;
  const price = amountIn(stated, code, table);
  const dec = { code, decimals: price.decimals };
  const surcharge = d.surchargeType === 'percent' ? percentage(price, d.surcharge) : round(d.surcharge, dec);
  const discount = d.discountType === 'percent' ? percentage(price, d.discount) : round(d.discount, dec);
  let adjusted = subtract(add(price, surcharge), discount);
  if (adjusted.minor < 0) adjusted = fromMinor(0, dec);
  return convert(adjusted, currency, table);
}

/**
 * What a line's unit price was made of when it is not the stated amount (surcharge, discount, another currency):
 * the stated amount and currency and the definition's adjustments, for the line's customData (the simulator shows it).
 */
export function statedOf(d: Definition, stated: number, price: Money): Record<string, string | number> | undefined {
  const code = d.currencies[0]!;
  if (price.currency === code && Number(toString(price)) === stated) return undefined;
  const out: Record<string, string | number> = { statedPrice: stated, statedCurrency: code };
  if (d.surcharge) Object.assign(out, { surcharge: d.surcharge, surchargeType: d.surchargeType });
  if (d.discount) Object.assign(out, { discount: d.discount, discountType: d.discountType });
  return out;
}

export function taxRuleOf(d: Definition): TaxRule | undefined {
  return d.tax.status && d.tax.value > 0 ? { name: d.tax.name, rate: d.tax.value, inclusive: d.tax.inclusive } : undefined;
}

export interface LineInput {
  type: CalculationLine['type'];
  customerType: LineCustomerType;
  explanation: Explanation;
  source: LineSource;
  amount: number;
  price: Money;
  tax?: TaxRule;
  customer?: string;
  room?: string;
  from?: string;
  to?: string;
  discountable: boolean;
  commissionable: boolean;
  customData?: Record<string, string | number | boolean>;
}

/** A calculation line: total = price × amount, with an exclusive tax added on top (the tax is shown either way). */
export function makeLine(input: LineInput, sort: number): CalculationLine {
  const { tax: rule, ...rest } = input;
  const { total, tax } = withTax(multiply(input.price, input.amount), rule);
  const line: CalculationLine = {
    ...rest,
    sort,
    text: input.explanation.text,
    total,
    editable: true,
    deletable: input.type === 'addon',
    unique: false,
  };
  if (tax) line.tax = tax;
  for (const k of ['customer', 'room', 'from', 'to', 'customData'] as const) if (line[k] === undefined) delete line[k];
  return line;
}
