import { fromMinor, type Money } from '../../../shared/domain/money';
import type { PricingCurrency } from '../../../shared/domain/pricing/types';
import { ValidationError } from '../../../shared/errors';
import { allOf, collect } from '../../data/iterate';
import { getSettingsGroup } from '../../data/settings';
import { read } from '../../data/readers';
import { getTenant } from '../../data/tenants';
import { cachedPricingData } from '../../data/pricing-version';

/**
 * The operator's currencies for pricing (spec 2, settings: currencies, exchangeRates): `rate` is units of a currency
 * per unit of the base currency, so X → Y is × rate(Y) / rate(X). Conversions are exact: decimal text and BigInt,
 * rounded half away from zero to the target's decimals once (docs/decisions.md, "Prices").
 */
export interface CurrencyBook {
  currencies: (PricingCurrency & { name: string; symbol: string; display: boolean; online: boolean })[];
  baseCurrency: string;
  onsiteCurrency: string;
  onlineCurrency?: string;
}

export async function currencyBook(tenant: string): Promise<CurrencyBook> {
  // The currencies are kept in this process under the pricing version (every currency write bumps it).
  const [stored, tenantItem, booking] = await Promise.all([
    cachedPricingData(tenant, () => collect(allOf(read.currencies, tenant)), 'currencies'),
    getTenant(tenant),
    getSettingsGroup(tenant, 'booking'),
  ]);
  const active = stored.filter((c) => c.active).sort((a, b) => a.code.localeCompare(b.code));
  const baseCurrency = tenantItem?.baseCurrency ?? 'EUR';
  const list = active.map((c) => ({ code: c.code, name: c.name, symbol: c.symbol, decimals: c.decimals, rate: c.rate, display: c.display, online: c.online }));
  if (!list.some((c) => c.code === baseCurrency))
    list.unshift({ code: baseCurrency, name: baseCurrency, symbol: baseCurrency, decimals: 2, rate: 1, display: true, online: false });
  return {
    currencies: list,
    baseCurrency,
    onsiteCurrency: booking.values.baseOnsiteCurrency,
    ...(booking.values.onlineCurrency ? { onlineCurrency: booking.values.onlineCurrency } : {}),
  };
}

/** A decimal (number or text) as integer units and scale, exactly as written (no float arithmetic). */
function decimal(value: number | string): { units: bigint; scale: number } {
  const text = typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(12).replace(/0+$/, '')) : value;
  const [int, frac = ''] = text.replace(/^\+/, '').split('.');
  return { units: BigInt(`${int}${frac}` || '0'), scale: frac.length };
}

/** Money as exact decimal text (1250 EUR minor → "12.50"). */
export function minorText(m: Money): string {
  const digits = String(Math.abs(m.minor)).padStart(m.decimals + 1, '0');
  const text = m.decimals ? `${digits.slice(0, -m.decimals)}.${digits.slice(-m.decimals)}` : digits;
  return m.minor < 0 ? `-${text}` : text;
}

/** num / den rounded half away from zero. */
function divRound(num: bigint, den: bigint): bigint {
  const negative = num < 0n !== den < 0n;
  const [n, d] = [num < 0n ? -num : num, den < 0n ? -den : den];
  const q = (n * 2n + d) / (2n * d);
  return negative ? -q : q;
}

export function currencyOf(book: CurrencyBook, code: string, path = 'query.currency') {
  const c = book.currencies.find((x) => x.code === code);
  if (!c) throw new ValidationError(`${code} is not an active currency`, [{ path, message: `${code} is not an active currency` }]);
  return c;
}

/** The minor units of `amount` (a decimal in `from`) in `to`, exactly: amount × rate(to) / rate(from), half-up once. */
export function convertMinor(amount: number | string, from: PricingCurrency, to: PricingCurrency): number {
  const a = decimal(amount);
  const rf = decimal(from.rate);
  const rt = decimal(to.rate);
  // amount = a.units / 10^a.scale; result minor = amount × rt / rf × 10^to.decimals
  const num = a.units * rt.units * 10n ** BigInt(rf.scale + to.decimals);
  const den = rf.units * 10n ** BigInt(a.scale + rt.scale);
  return Number(divRound(num, den));
}

export function convert(m: Money, from: PricingCurrency, to: PricingCurrency): Money {
  if (from.code === to.code) return m;
  return fromMinor(convertMinor(minorText(m), from, to), { code: to.code, decimals: to.decimals });
}

/** A rate as a number with up to 10 significant decimals (display only; conversions use convertMinor). */
export function rateOf(from: PricingCurrency, to: PricingCurrency): number {
  return Number((to.rate / from.rate).toPrecision(12));
}

const isMoney = (v: unknown): v is { minor: number; currency: string; decimals: number } =>
  typeof v === 'object' && v !== null && typeof (v as { minor?: unknown }).minor === 'number' && typeof (v as { currency?: unknown }).currency === 'string';

/** Every Money in a value as a decimal number: the API's wire format for amounts. */
export function decimalMoney(value: unknown): unknown {
  if (isMoney(value)) return Number(`${value.minor}e-${value.decimals}`);
  if (Array.isArray(value)) return value.map(decimalMoney);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decimalMoney(v)]));
  return value;
}
