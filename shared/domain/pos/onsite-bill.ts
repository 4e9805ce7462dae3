import type * as z from 'zod';
import type { ZCalculationLine } from '../booking/calculation';
import type { TaxRule } from '../pricing/engine/tax';
import { productLineMoney } from '../pricing/product-line';
import type { ItemTax, OnsiteItem } from './pos';

/**
 * Onsite items and counter sales on the bill (issue 22, docs/decisions.md "Point of sale: tax and the bill"): taxed
 * by their product's tax like a booking's product line, and billed as calculation lines. A module of its own so the
 * Lambdas that only read the booking header do not carry the tax code.
 */

/**
 * An item's or sale line's total and tax: quantity × unit price, taxed by the product's tax exactly as a booking's
 * product line is (shared/domain/pricing/product-line.ts: included, the total holds it; added, it comes on top).
 */
export function itemMoney(unitPrice: string, quantity: number, currency: string, tax?: TaxRule | null): { total: string; tax?: ItemTax } {
  const m = productLineMoney(quantity, unitPrice, currency, tax);
  return { total: m.total, ...(m.tax ? { tax: m.tax } : {}) };
}

/** The tax rule an item carries (to figure it again on a new quantity). */
export const ruleOf = (tax: ItemTax | undefined): TaxRule | undefined => (tax ? { name: tax.name, rate: tax.rate, inclusive: tax.inclusive } : undefined);

type CalculationLine = z.infer<typeof ZCalculationLine>;

/** The calculation line's `source.kind` of an onsite item. */
export const ONSITE_LINE_KIND = 'onsite';

/**
 * The booking's bill with its onsite items (issue 22): the calculation without its onsite lines, plus one line per
 * item that is not voided (open or paid: what was sold is billed, what was paid is in `received`), so the invoice
 * names each with its net, tax rate and tax amount like a product line. Paid on site (`customerType: 'OnSite'`): no
 * milestone asks for it. A derivation of the items, written with every onsite change: an item keeps its line's sort.
 */
export function withOnsiteLines(calculation: readonly CalculationLine[] | undefined, onsite: readonly OnsiteItem[]): CalculationLine[] {
  const lines = calculation ?? [];
  const sortOf = new Map(lines.filter((l) => l.source?.['kind'] === ONSITE_LINE_KIND).map((l) => [l.source?.['item'], l.sort]));
  const rest = lines.filter((l) => l.source?.['kind'] !== ONSITE_LINE_KIND);
  let next = Math.max(999, ...lines.map((l) => l.sort));
  const billed = onsite
    .filter((i) => i.state !== 'voided')
    .map((i): CalculationLine => ({
      sort: sortOf.get(i.id) ?? ++next,
      type: 'product',
      customerType: 'OnSite',
      text: i.name,
      amount: i.quantity,
      price: i.unitPrice,
      total: i.total,
      ...(i.tax ? { tax: i.tax } : {}),
      ...(i.person ? { customer: i.person } : {}),
      room: i.room,
      from: i.day,
      to: i.day,
      editable: false,
      deletable: false,
      unique: false,
      source: { kind: ONSITE_LINE_KIND, item: i.id, product: i.product },
    }));
  return [...rest, ...billed].sort((a, b) => a.sort - b.sort);
}
