import { fromMinor, money, type Money } from '../money';

/**
 * The warning an operator sees before saving a price that specials changed by more than half (docs/pricing.md,
 * "Specials that change the price by more than half"): the booking wizard shows it on the simulator's answer, the
 * booking file on the stored calculation, both through this one function.
 */

/** Specials that take more than this percent of the price before them are worth a second look. */
export const SPECIALS_WARNING_PERCENT = 50;

/** A line of an engine result (Money) or of a stored calculation (exact decimal text). */
export interface WarnedLine {
  type: string;
  total: Money | string;
  customData?: Record<string, string | number | boolean>;
}

/** The price before and after the specials, when they change it by more than SPECIALS_WARNING_PERCENT; else null. */
export interface SpecialsChange {
  before: Money;
  after: Money;
}

const minorOf = (total: Money | string, currency: string): number => (typeof total === 'string' ? money(total, currency).minor : total.minor);

/**
 * Before: the sum of the lines that are not specials, each as it was before a special wrote into it
 * (replaceMatchingRoomPrice keeps the line's earlier total in customData.totalBeforeSpecials). After: the sum of all
 * lines. Exact integers: more than 50 % is |before − after| × 100 > 50 × before. No price before (0): no warning.
 */
export function specialsChange(lines: readonly WarnedLine[], currency: string): SpecialsChange | null {
  let before = 0;
  let after = 0;
  for (const l of lines) {
    const total = minorOf(l.total, currency);
    after += total;
    if (l.type === 'special' || l.type === 'discount') continue;
    const earlier = l.customData?.totalBeforeSpecials;
    before += typeof earlier === 'string' ? money(earlier, currency).minor : total;
  }
  if (before <= 0 || Math.abs(before - after) * 100 <= SPECIALS_WARNING_PERCENT * before) return null;
  return { before: fromMinor(before, currency), after: fromMinor(after, currency) };
}
