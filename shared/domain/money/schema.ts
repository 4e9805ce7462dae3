import * as z from 'zod';
import { DEFAULT_DECIMALS, decimalPlaces, decimalsOf, type CurrencyLike } from './money';

/** The largest amount a stored price may have (in the currency's major units). */
export const MAX_MONEY_AMOUNT = 10_000_000;

/**
 * A money amount as the API writes it: a decimal number (12.5 is 12.50) with at most the currency's
 * decimals (2 when no currency is given: spec 2 section 9), so 12.345 EUR and 0.1 + 0.2 are refused rather
 * than rounded behind the caller's back. Decimal text ('12.50', from CSV or a form) is read as the number.
 * The JSON Schema says `type: number, multipleOf: 0.01`; the form reads the step from the same check.
 */
export function zMoneyAmount(currency?: CurrencyLike, { min = 0, max = MAX_MONEY_AMOUNT }: { min?: number; max?: number } = {}) {
  const decimals = currency === undefined ? DEFAULT_DECIMALS : decimalsOf(currency);
  const number = z
    .number()
    .min(min)
    .max(max)
    .refine((n) => decimalPlaces(n) <= decimals, { message: `An amount has at most ${decimals} decimals`, abort: true })
    .meta({ multipleOf: 10 ** -decimals });
  return z.preprocess((v: number | string) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), number);
}
