import type { BookPrice } from '../../../shared/api/book';
import { rebalance, type Milestone } from '../../../shared/domain/booking/calculation-edit';
import { add, decimalsOf, fromMinor, money, toNumber, toString, type Money } from '../../../shared/domain/money';
import { convert } from '../../../shared/domain/pricing/engine/currency';
import type { TaxRule } from '../../../shared/domain/pricing/engine/tax';
import { productLineMoney } from '../../../shared/domain/pricing/product-line';
import type { ZTax } from '../../../shared/domain/settings/tax';
import { ValidationError } from '../../../shared/errors';
import { read, readerOf } from '../../data/readers';
import { currencyBook } from '../../pricing/index';

/**
 * The products a guest adds online (docs/decisions/online-booking.md "What a guest sees"), priced as a staff booking's
 * product line (functions/booking/calculation/lines.ts `addProduct`): the unit price converted into the booking's
 * currency at the operator's rates, × quantity, taxed by the product's own tax; the milestones moved by their sum as
 * any added line moves them (`rebalance`: the rest milestone takes it). Only active products sold online at the asset.
 */

const taxes = readerOf<typeof ZTax>('TAX');

export interface ProductLine {
  product: string;
  text: string;
  amount: number;
  /** Unit price and total in the booking's currency, as decimal text. */
  price: string;
  total: string;
  tax?: { name: string; rate: number; amount: string; inclusive: boolean };
}

export async function productLines(
  tenant: string,
  chosen: readonly { id: string; quantity: number }[],
  asset: { type: 'resort' | 'vessel'; ref: string },
  currency: string,
): Promise<ProductLine[]> {
  if (chosen.length === 0) return [];
  const [book, found] = await Promise.all([currencyBook(tenant), Promise.all(chosen.map((c) => read.products.get(tenant, c.id)))]);
  const table = { base: book.baseCurrency, currencies: book.currencies };
  const fields = chosen.flatMap((c, i) => {
    const p = found[i];
    const sold = p && p.active && p.availableOnline && (p.assets.length === 0 || p.assets.some((a) => a.type === asset.type && a.ref === asset.ref));
    if (!sold) return [{ path: `body.products.${i}.id`, message: `No product ${c.id} to book here` }];
    if (p.stock.tracked && p.stock.quantity < c.quantity)
      return [{ path: `body.products.${i}.quantity`, message: `Only ${Math.max(0, Math.floor(p.stock.quantity))} left` }];
    return [];
  });
  if (fields.length) throw new ValidationError(fields.map((f) => f.message).join('; '), fields);
  return Promise.all(
    chosen.map(async (c, i) => {
      const p = found[i]!;
      const decimals = book.currencies.find((x) => x.code === p.currency)?.decimals ?? decimalsOf(p.currency);
      const price = toNumber(convert(money(p.price, { code: p.currency, decimals }), currency, table)).toFixed(decimalsOf(currency));
      const tax = p.taxId ? await taxes.get(tenant, p.taxId) : null;
      const rule: TaxRule | undefined = tax && tax.rate > 0 ? { name: tax.name, rate: tax.rate, inclusive: tax.inclusive } : undefined;
      const lineMoney = productLineMoney(c.quantity, price, currency, rule);
      return { product: p.id, text: p.name, amount: c.quantity, price, ...lineMoney };
    }),
  );
}

/** The guest's price with the product lines added: the total and the rest milestone move by their sum (before any approximation). */
export function withProductLines(price: BookPrice, lines: readonly ProductLine[]): BookPrice {
  if (lines.length === 0) return price;
  const currency = price.currency;
  const m = (n: number | string) => money(n, currency);
  const delta = lines.reduce<Money>((s, l) => add(s, m(l.total)), fromMinor(0, currency));
  const stored: Milestone[] = price.milestones.map((x) => ({ text: x.text, amount: toString(m(x.amount)), due: x.due, type: x.type }));
  const moved = rebalance(stored, delta, currency);
  const milestones = price.milestones.map((x, i) => ({ ...x, amount: toNumber(m(moved[i]!.amount)) }));
  const depositMinor = milestones.filter((x) => x.type === 'deposit').reduce((s, x) => s + m(x.amount).minor, 0);
  const total = toNumber(add(m(price.total), delta));
  const deposit = toNumber(fromMinor(depositMinor, currency));
  return {
    ...price,
    lines: [
      ...price.lines,
      ...lines.map((l) => ({
        type: 'product',
        text: l.text,
        explanation: l.text,
        amount: l.amount,
        price: Number(l.price),
        total: Number(l.total),
        onSite: false,
      })),
    ],
    total,
    deposit,
    payNow: depositMinor > 0 ? deposit : total,
    milestones,
  };
}
