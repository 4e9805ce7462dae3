import {
  add as dAdd,
  allocate as dAllocate,
  dinero,
  halfAwayFromZero,
  multiply as dMultiply,
  subtract as dSubtract,
  toSnapshot,
  transformScale,
  type Dinero,
} from 'dinero.js';
import { ISO_DECIMALS_OTHER_THAN_2 } from './iso-decimals';

/**
 * Money as plain data: an integer number of minor units (cents) in a currency with its number of decimals.
 * Every computation runs on integers through dinero.js, so no float ever decides a cent; amounts enter and
 * leave as exact decimal text or numbers (the API's wire format: 12.5 means 12.50).
 */
export interface Money {
  /** Minor units (cents for EUR): 1250 is 12.50 EUR. */
  readonly minor: number;
  /** ISO 4217 code (or an operator's own three-letter code). */
  readonly currency: string;
  /** Decimals of the currency: 2 for EUR, 0 for JPY, 3 for KWD. */
  readonly decimals: number;
}

/** A currency code, or a code with the decimals the operator configured for it (settings, currencies). */
export type CurrencyLike = string | { readonly code: string; readonly decimals: number };

/** The spec's default currency and rounding (spec 2 section 9: default currency EUR, rounding 2 decimals). */
export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_DECIMALS = 2;

/** The decimals of a currency: the operator's setting, else ISO 4217, else the spec's default 2. */
export function decimalsOf(currency: CurrencyLike = DEFAULT_CURRENCY): number {
  if (typeof currency !== 'string') return currency.decimals;
  return ISO_DECIMALS_OTHER_THAN_2.get(currency) ?? DEFAULT_DECIMALS;
}

const codeOf = (currency: CurrencyLike) => (typeof currency === 'string' ? currency : currency.code);

/** A decimal as digits and a scale: 12.345 is { units: 12345n, scale: 3 }. */
interface Scaled {
  units: bigint;
  scale: number;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/**
 * Reads a decimal exactly from its text (a number by its shortest text, so 2.675 is 2.675, not the float
 * 2.67499999...). Exponent notation and anything else that is not a plain decimal is refused.
 */
function parseDecimal(value: number | string): Scaled {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`${value} is not an amount`);
  const m = DECIMAL.exec(typeof value === 'number' ? String(value) : value.trim());
  if (!m) throw new RangeError(`${String(value)} is not a plain decimal amount`);
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  const units = BigInt(`${m[2]}${fraction}`);
  return { units: m[1] === '-' ? -units : units, scale: fraction.length };
}

/** The number of decimals a value carries (trailing zeros do not count); Infinity for what is no decimal. */
export function decimalPlaces(value: number | string): number {
  try {
    return parseDecimal(value).scale;
  } catch {
    return Infinity;
  }
}

const safe = (n: bigint, what: string): number => {
  if (n > BigInt(Number.MAX_SAFE_INTEGER) || n < BigInt(Number.MIN_SAFE_INTEGER)) throw new RangeError(`${what} is too large to be counted exactly`);
  return Number(n);
};

function toDinero(m: Money): Dinero<number> {
  return dinero({ amount: m.minor, currency: { code: m.currency, base: 10, exponent: m.decimals } });
}

/** Back to plain money at the currency's decimals, rounding half-up (away from zero for negatives). */
function fromDinero(d: Dinero<number>, like: Money): Money {
  const snap = toSnapshot(transformScale(d, like.decimals, halfAwayFromZero));
  if (!Number.isSafeInteger(snap.amount)) throw new RangeError('The amount is too large to be counted exactly');
  return { minor: snap.amount === 0 ? 0 : snap.amount, currency: like.currency, decimals: like.decimals };
}

/** Money from minor units: fromMinor(1250, 'EUR') is 12.50 EUR. */
export function fromMinor(minor: number, currency: CurrencyLike = DEFAULT_CURRENCY): Money {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} minor units is not a whole safe number`);
  return { minor: minor === 0 ? 0 : minor, currency: codeOf(currency), decimals: decimalsOf(currency) };
}

/**
 * Money from a decimal amount (12.5, '12.50'), exactly. An amount with more decimals than the currency has
 * is refused (use `round` for a computed value that needs rounding).
 */
export function money(amount: number | string, currency: CurrencyLike = DEFAULT_CURRENCY): Money {
  const decimals = decimalsOf(currency);
  const { units, scale } = parseDecimal(amount);
  if (scale > decimals) throw new RangeError(`${String(amount)} has more than the ${decimals} decimals of ${codeOf(currency)}`);
  return fromMinor(safe(units * 10n ** BigInt(decimals - scale), String(amount)), currency);
}

/** A decimal amount rounded half-up to the currency's decimals: 0.005 is 0.01, 2.675 is 2.68 (not the float 2.67). */
export function round(amount: number | string, currency: CurrencyLike = DEFAULT_CURRENCY): Money {
  const { units, scale } = parseDecimal(amount);
  const zero = fromMinor(0, currency);
  return fromDinero(dinero({ amount: safe(units, String(amount)), currency: { code: zero.currency, base: 10, exponent: zero.decimals }, scale }), zero);
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency || a.decimals !== b.decimals) throw new TypeError(`Cannot combine ${a.currency} with ${b.currency}`);
}

export function add(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return fromDinero(dAdd(toDinero(a), toDinero(b)), a);
}

export function subtract(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return fromDinero(dSubtract(toDinero(a), toDinero(b)), a);
}

/** The sum of amounts in one currency; an empty list is zero of `currency`. */
export function sum(amounts: readonly Money[], currency: CurrencyLike = DEFAULT_CURRENCY): Money {
  return amounts.reduce(add, amounts[0] ? { ...amounts[0], minor: 0 } : fromMinor(0, currency));
}

/** Money times a factor (a quantity, 1.5 nights, 0.19), rounded half-up to the currency's decimals. */
export function multiply(m: Money, factor: number | string): Money {
  const { units, scale } = parseDecimal(factor);
  return fromDinero(dMultiply(toDinero(m), { amount: safe(units, String(factor)), scale }), m);
}

/** `percent` per cent of the money (19 for 19 %, 7.5 for 7.5 %), rounded half-up to the currency's decimals. */
export function percentage(m: Money, percent: number | string): Money {
  const { units, scale } = parseDecimal(percent);
  return fromDinero(dMultiply(toDinero(m), { amount: safe(units, String(percent)), scale: scale + 2 }), m);
}

/**
 * Splits money by ratios (decimals allowed, none negative, at least one above zero) so that the parts add up
 * to exactly the whole: the cents a division leaves over go to the first parts, one each.
 */
export function allocate(m: Money, ratios: ReadonlyArray<number | string>): Money[] {
  const parsed = ratios.map(parseDecimal);
  if (parsed.length === 0 || parsed.some((r) => r.units < 0n) || parsed.every((r) => r.units === 0n)) {
    throw new RangeError('Allocation needs ratios that are not negative, at least one above zero');
  }
  const scale = Math.max(...parsed.map((r) => r.scale));
  const whole = parsed.map((r) => safe(r.units * 10n ** BigInt(scale - r.scale), 'a ratio'));
  return dAllocate(toDinero(m), whole).map((part) => fromDinero(part, m));
}

export const isZero = (m: Money): boolean => m.minor === 0;
export const isNegative = (m: Money): boolean => m.minor < 0;
export function equals(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.decimals === b.decimals && a.minor === b.minor;
}
/** -1, 0 or 1, for sorting. */
export function compare(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b);
  return a.minor === b.minor ? 0 : a.minor < b.minor ? -1 : 1;
}

/** The exact decimal text with all the currency's decimals: '12.50', '-0.05', '1000' (JPY). */
export function toString(m: Money): string {
  const negative = m.minor < 0;
  const digits = String(Math.abs(m.minor)).padStart(m.decimals + 1, '0');
  const whole = m.decimals ? `${digits.slice(0, -m.decimals)}.${digits.slice(-m.decimals)}` : digits;
  return negative ? `-${whole}` : whole;
}

/** The amount as the API writes it: a decimal number (12.5), exact because it has at most the currency's decimals. */
export function toNumber(m: Money): number {
  return Number(toString(m));
}

/** For a locale: format(money(1234.5), 'de') is '1.234,50 €'. An unknown code is shown with the code. */
export function format(m: Money, locale: string): string {
  const options = { minimumFractionDigits: m.decimals, maximumFractionDigits: m.decimals } as const;
  try {
    return new Intl.NumberFormat(locale, { ...options, style: 'currency', currency: m.currency }).format(Number(toString(m)));
  } catch {
    return `${new Intl.NumberFormat(locale, options).format(Number(toString(m)))} ${m.currency}`;
  }
}
