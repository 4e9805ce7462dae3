import { fromMinor, type Money } from '../../money';

/**
 * Exact arithmetic the money module does not offer: a rate or percent as a decimal fraction (read from its
 * shortest text, so 1.0856 is 10856/10000 and never the float) and a multiply-divide rounded half away from
 * zero, in BigInt. Used for tax contained in a gross amount and for currency conversion.
 */
export interface Fraction {
  num: bigint;
  den: bigint;
}

/** A finite decimal number (or its text) as an exact fraction. */
export function fraction(value: number | string): Fraction {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^([+-])?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new RangeError(`${text} is not a plain decimal`);
  const digits = m[3] ?? '';
  const num = BigInt(`${m[2]}${digits}`);
  return { num: m[1] === '-' ? -num : num, den: 10n ** BigInt(digits.length) };
}

/** round(a × num / den), half away from zero; den above zero. */
export function mulDivRound(a: bigint, num: bigint, den: bigint): bigint {
  if (den <= 0n) throw new RangeError('division by zero or a negative divisor');
  const p = a * num;
  const negative = p < 0n;
  const abs = negative ? -p : p;
  const q = (abs * 2n + den) / (2n * den);
  return negative ? -q : q;
}

/** Money of the same currency times num/den, rounded half away from zero to its minor units. */
export function scale(m: Money, num: bigint, den: bigint): Money {
  const minor = mulDivRound(BigInt(m.minor), num, den);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) throw new RangeError('The amount is too large');
  return fromMinor(Number(minor), { code: m.currency, decimals: m.decimals });
}
