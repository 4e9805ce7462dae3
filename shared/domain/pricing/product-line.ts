import { decimalsOf, money, multiply, toString } from '../money';
import { withTax, type TaxRule } from './engine/tax';

/**
 * A catalogue product on a booking's calculation (docs/pricing.md "Taxes", products): quantity × the unit price in the
 * booking's currency, taxed by the product's own tax (`taxId`) as any line is — included: the total contains
 * total × rate ÷ (100 + rate); added (exclusive): price × quantity × rate ÷ 100 on top — rounded once per line. A
 * product without a tax (or at 0 %) carries none.
 */
export interface ProductLineMoney {
  total: string;
  tax?: { name: string; rate: number; amount: string; inclusive: boolean };
}

export function productLineMoney(quantity: number, unitPrice: string, currency: string, tax?: TaxRule | null): ProductLineMoney {
  const price = money(unitPrice, { code: currency, decimals: decimalsOf(currency) });
  const taxed = withTax(multiply(price, quantity), tax ?? undefined);
  return {
    total: toString(taxed.total),
    ...(taxed.tax ? { tax: { name: taxed.tax.name, rate: taxed.tax.rate, amount: toString(taxed.tax.amount), inclusive: taxed.tax.inclusive } } : {}),
  };
}
