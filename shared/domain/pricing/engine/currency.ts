import { fromMinor, money, type Money } from '../../money';
import type { PricingCurrency } from '../types';
import { fraction, mulDivRound } from './exact';

/**
 * Currencies (docs/pricing.md, "Currencies"): a rate is units of the currency per unit of the base currency (the
 * base's own rate is 1 whether listed or not). An amount converts through the base: target = amount ÷ rate(from) ×
 * rate(to), computed as one exact fraction of the minor units and rounded once, half away from zero, to the
 * target's decimals. The inverted rate (from the target back) is the same fraction turned over, never 1 ÷ a
 * rounded rate.
 */
export interface CurrencyTable {
  base: string;
  currencies: PricingCurrency[];
}

export function currencyOf(table: CurrencyTable, code: string): PricingCurrency | undefined {
  const c = table.currencies.find((x) => x.code === code);
  if (c) return c;
  return code === table.base ? { code, decimals: fromMinor(0, code).decimals, rate: 1 } : undefined;
}

/** The exact rate from one currency to another as a fraction: units of `to` per unit of `from`. */
export function rateFraction(table: CurrencyTable, from: string, to: string): { num: bigint; den: bigint } {
  if (from === to) return { num: 1n, den: 1n };
  const a = currencyOf(table, from);
  const b = currencyOf(table, to);
  if (!a || !b) throw new RangeError(`No exchange rate for ${a ? to : from}`);
  const fa = fraction(from === table.base ? 1 : a.rate);
  const fb = fraction(to === table.base ? 1 : b.rate);
  if (fa.num <= 0n || fb.num <= 0n) throw new RangeError(`The exchange rate of ${fa.num <= 0n ? from : to} is not above zero`);
  // (1 / (fa.num/fa.den)) × (fb.num/fb.den)
  return { num: fa.den * fb.num, den: fa.num * fb.den };
}

/** The money in another currency, rounded half away from zero to the target's decimals. */
export function convert(m: Money, to: string, table: CurrencyTable): Money {
  if (m.currency === to) return m;
  const target = currencyOf(table, to);
  if (!target) throw new RangeError(`No exchange rate for ${to}`);
  const r = rateFraction(table, m.currency, to);
  const num = r.num * 10n ** BigInt(target.decimals);
  const den = r.den * 10n ** BigInt(m.decimals);
  const minor = mulDivRound(BigInt(m.minor), num, den);
  return fromMinor(Number(minor), { code: to, decimals: target.decimals });
}

/** A stated amount (a price of a definition or supplement) as money of its currency with the operator's decimals. */
export function amountIn(amount: number, code: string, table: CurrencyTable): Money {
  const c = currencyOf(table, code);
  return money(amount, c ? { code, decimals: c.decimals } : code);
}

/**
 * The exchange rate for display, `decimals` places, half away from zero: units of `to` per unit of `from`.
 * `inverted` (the user setting showInvertedCurrencyExchange) shows units of `from` per unit of `to`: the exact
 * fraction turned over and then rounded, so rate and inverted rate are each the nearest to the truth.
 */
export function displayRate(table: CurrencyTable, from: string, to: string, { inverted = false, decimals = 6 } = {}): string {
  const r = rateFraction(table, from, to);
  const [num, den] = inverted ? [r.den, r.num] : [r.num, r.den];
  const units = mulDivRound(10n ** BigInt(decimals), num, den);
  return formatUnits(units, decimals);
}

function formatUnits(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  return decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
}
