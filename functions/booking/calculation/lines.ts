import type { z } from 'zod';
import type { ZAddLine, ZPaymentPolicy, ZUpdateLine } from '../../../shared/api/booking-calculation';
import type { Principal } from '../../../shared/auth/principal';
import {
  checkLineEdit,
  checkLineType,
  checkPaymentPolicy,
  checkUnique,
  lineTotal,
  nextManualSort,
  withLines,
  type Line,
} from '../../../shared/domain/booking/calculation-edit';
import { decimalsOf, money, toString } from '../../../shared/domain/money';
import { convert } from '../../../shared/domain/pricing/engine/currency';
import type { TaxRule } from '../../../shared/domain/pricing/engine/tax';
import { productLineMoney } from '../../../shared/domain/pricing/product-line';
import type { ZTax } from '../../../shared/domain/settings/tax';
import { NotFoundError } from '../../../shared/errors';
import type { BookingItem } from '../../data/entities/booking';
import { read, readerOf } from '../../data/readers';
import { currencyBook } from '../../pricing/index';
import { changeCalculation, lineOf, refuse } from './change';
import { refreshEngineLine } from './reprice';

/** The hand-made calls: lines added, changed, renamed, deleted; catalogue products; milestones edited. */

const currencyOf = (b: BookingItem) => b.currency ?? 'EUR';

/** A unit price as the booking's currency's exact text (400 naming the field with more decimals than it has). */
function priceText(price: string, currency: string, path: string): string {
  try {
    return toString(money(price, { code: currency, decimals: decimalsOf(currency) }));
  } catch {
    throw refuse({ status: 400, reason: `price ${price} has more than the ${decimalsOf(currency)} decimals of ${currency}` }, path);
  }
}

export function addLine(principal: Principal, id: string, body: z.output<typeof ZAddLine>) {
  return changeCalculation(principal, id, 'addCalculationLine', (b) => {
    const type = checkLineType(body.type);
    if (!type.ok) throw refuse(type, 'body.type');
    const currency = currencyOf(b);
    const price = priceText(body.price, currency, 'body.price');
    const line: Line = {
      sort: nextManualSort(b.calculation ?? []),
      type: type.type,
      customerType: body.customerType,
      text: body.text,
      amount: body.amount,
      price,
      total: lineTotal(type.type, body.amount, price, currency),
      ...(body.customer !== undefined ? { customer: body.customer } : {}),
      editable: true,
      deletable: true,
      unique: body.unique,
      source: { kind: 'manual' },
    };
    const dup = checkUnique(b.calculation ?? [], line);
    if (dup) throw refuse(dup);
    return withLines(b, [...(b.calculation ?? []), line]);
  });
}

export function updateLine(principal: Principal, id: string, sort: number, body: z.output<typeof ZUpdateLine>) {
  return changeCalculation(principal, id, 'editCalculationLine', (b) => {
    const line = lineOf(b, sort);
    const no = checkLineEdit(line, 'edit');
    if (no) throw refuse(no);
    const currency = currencyOf(b);
    const price = body.price !== undefined ? priceText(body.price, currency, 'body.price') : line.price;
    const amount = body.amount ?? line.amount;
    // A product line keeps its product's tax, figured again on the new quantity and price (docs/pricing.md "Taxes").
    if (line.source?.['kind'] === 'product' && line.tax) {
      const { tax: _was, ...rest } = line;
      const rule = { name: line.tax.name, rate: line.tax.rate, inclusive: line.tax.inclusive };
      const product: Line = { ...rest, text: body.text ?? line.text, amount, price, ...productMoney({ amount, price }, currency, rule) };
      return withLines(
        b,
        (b.calculation ?? []).map((l) => (l.sort === sort ? product : l)),
      );
    }
    const next: Line = { ...line, text: body.text ?? line.text, amount, price, total: lineTotal(line.type, amount, price, currency) };
    // A changed amount no longer matches the engine's tax figure: the line keeps no tax and is marked edited.
    const { tax: _tax, ...untaxed } = next;
    const kept = next.total === line.total ? next : { ...untaxed, customData: { ...(line.customData ?? {}), edited: true } };
    return withLines(
      b,
      (b.calculation ?? []).map((l) => (l.sort === sort ? kept : l)),
    );
  });
}

export function renameLine(principal: Principal, id: string, sort: number, text: string) {
  return changeCalculation(principal, id, 'renameCalculationLine', (b) => {
    const line = lineOf(b, sort);
    const no = checkLineEdit(line, 'rename');
    if (no) throw refuse(no);
    return { calculation: (b.calculation ?? []).map((l) => (l.sort === sort ? { ...l, text } : l)) };
  });
}

export function deleteLine(principal: Principal, id: string, sort: number) {
  return changeCalculation(principal, id, 'deleteCalculationLine', (b) => {
    const line = lineOf(b, sort);
    const no = checkLineEdit(line, 'delete');
    if (no) throw refuse(no);
    // A special's or supplement's line deleted gives the choice up, so a reload does not bring it back.
    const given = line.source?.['special'] ?? line.source?.['supplement'];
    return {
      ...withLines(
        b,
        (b.calculation ?? []).filter((l) => l.sort !== sort),
      ),
      ...(line.source?.['kind'] === 'special' && b.specials ? { specials: b.specials.filter((s) => s !== given) } : {}),
      ...(line.source?.['kind'] === 'supplement' && b.supplements ? { supplements: b.supplements.filter((s) => s.id !== given) } : {}),
    };
  });
}

const taxes = readerOf<typeof ZTax>('TAX');

/** The tax a product names (`taxId`, at a rate above 0); none: the line carries no tax, as before products had one. */
async function productTax(tenant: string, taxId: string | undefined): Promise<TaxRule | undefined> {
  if (!taxId) return undefined;
  const tax = await taxes.get(tenant, taxId);
  return tax && tax.rate > 0 ? { name: tax.name, rate: tax.rate, inclusive: tax.inclusive } : undefined;
}

/** A product line's total and tax: quantity × unit price, taxed by the product's tax (docs/pricing.md "Taxes"). */
function productMoney(line: Pick<Line, 'amount' | 'price'>, currency: string, tax: TaxRule | undefined): Pick<Line, 'total' | 'tax'> {
  const { total, tax: lineTax } = productLineMoney(line.amount, line.price, currency, tax);
  return { total, ...(lineTax ? { tax: lineTax } : {}) };
}

/** A catalogue product's unit price in the booking's currency (converted at the operator's rates) and its tax. */
async function productPrice(tenant: string, b: BookingItem, productId: string) {
  const product = await read.products.get(tenant, productId);
  if (!product || !product.active) throw new NotFoundError(`product ${productId} does not exist or is inactive`);
  const asset = b.resort !== undefined ? { type: 'resort', ref: b.resort } : { type: 'vessel', ref: b.vessel };
  if (product.assets.length && !product.assets.some((a) => a.type === asset.type && a.ref === asset.ref))
    throw refuse({ status: 409, reason: `product ${product.name} is not sold at this booking's ${asset.type}` });
  const currency = currencyOf(b);
  const book = await currencyBook(tenant);
  const table = { base: book.baseCurrency, currencies: book.currencies };
  const stated = money(product.price, {
    code: product.currency,
    decimals: book.currencies.find((c) => c.code === product.currency)?.decimals ?? decimalsOf(product.currency),
  });
  return { product, price: toString(convert(stated, currency, table)), tax: await productTax(tenant, product.taxId) };
}

export function addProduct(principal: Principal, id: string, productId: string, quantity: number) {
  return changeCalculation(principal, id, 'addProduct', async (b, ctx) => {
    const { product, price, tax } = await productPrice(ctx.tenant, b, productId);
    const line: Line = {
      sort: nextManualSort(b.calculation ?? []),
      type: 'product',
      customerType: 'Direct',
      text: product.name,
      amount: quantity,
      price,
      ...productMoney({ amount: quantity, price }, currencyOf(b), tax),
      editable: true,
      deletable: true,
      unique: false,
      source: { kind: 'product', product: product.id },
    };
    return withLines(b, [...(b.calculation ?? []), line]);
  });
}

/** calculation/{calcId}/refresh: an engine line from the price definitions, a product line from the catalogue. */
export function refreshLine(principal: Principal, id: string, sort: number) {
  return changeCalculation(principal, id, 'refreshCalculationLine', async (b, ctx) => {
    const line = lineOf(b, sort);
    const no = checkLineEdit(line, 'refresh');
    if (no) throw refuse(no);
    if (line.source?.['kind'] === 'product') {
      const { price, tax } = await productPrice(ctx.tenant, b, String(line.source['product']));
      const { tax: _old, ...untaxed } = line;
      const fresh = { ...untaxed, price, ...productMoney({ amount: line.amount, price }, currencyOf(b), tax) };
      return withLines(
        b,
        (b.calculation ?? []).map((l) => (l.sort === sort ? fresh : l)),
      );
    }
    const next = await refreshEngineLine(ctx.tenant, b, line);
    if (!next) throw refuse({ status: 409, reason: `line ${sort} (${line.type}) is no longer priced by the booking's price definitions: reload the price` });
    return next;
  });
}

export function updatePaymentPolicy(principal: Principal, id: string, body: z.output<typeof ZPaymentPolicy>) {
  return changeCalculation(principal, id, 'updatePaymentPolicy', (b) => {
    const currency = currencyOf(b);
    const payments = body.payments.map((p, i) => ({ ...p, amount: priceText(p.amount, currency, `body.payments.${i}.amount`) }));
    const no = checkPaymentPolicy(b.payments ?? [], payments, currency);
    if (no) throw refuse(no, 'body.payments');
    return { payments };
  });
}
