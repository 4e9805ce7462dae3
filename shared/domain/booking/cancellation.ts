import { CANCELLATION_FEE_TYPE } from '../credit/credit';
import { add, compare, fromMinor, money, percentage, toString, type Money } from '../money';
import type * as z from 'zod';
import type { ZCalculationLine } from './calculation';

type CalculationLine = z.infer<typeof ZCalculationLine>;

/**
 * The cancellation fee (issue 22, docs/booking-states.md "Cancelling"): what a cancelled booking still owes under its
 * terms of payment. The terms name it as `cancellationFeeValue` (a fixed amount in the booking's currency; wins when
 * above 0) or `cancellationFeePercent` (of the booking's total before the cancel, half away from zero); never more than
 * the total. The cancel writes it as ONE calculation line of type `cancellationFee` (the type the credit notes read:
 * a cancelled booking owes only these lines), unless the operator waives it.
 */
export interface CancellationTerms {
  cancellationFeePercent?: number;
  cancellationFeeValue?: number;
}

/** The booking's total: its calculation lines without earlier fee lines, in its currency. */
export function bookingTotal(calculation: readonly Pick<CalculationLine, 'type' | 'total'>[] | undefined, currency: string): Money {
  return (calculation ?? []).filter((l) => l.type !== CANCELLATION_FEE_TYPE).reduce((s, l) => add(s, money(l.total, currency)), fromMinor(0, currency));
}

/** The fee the terms ask of a booking with this calculation (0 when the terms name none). */
export function cancellationFee(
  calculation: readonly Pick<CalculationLine, 'type' | 'total'>[] | undefined,
  currency: string,
  terms: CancellationTerms | undefined,
): Money {
  const total = bookingTotal(calculation, currency);
  const zero = fromMinor(0, currency);
  if (!terms || total.minor <= 0) return zero;
  const fee =
    (terms.cancellationFeeValue ?? 0) > 0
      ? money(String(terms.cancellationFeeValue), currency)
      : (terms.cancellationFeePercent ?? 0) > 0
        ? percentage(total, terms.cancellationFeePercent ?? 0)
        : zero;
  return compare(fee, total) > 0 ? total : fee;
}

/** The calculation line of a fee (editable off: waiving it is removing it). */
export function cancellationFeeLine(fee: Money, sort: number, text: string): CalculationLine {
  const total = toString(fee);
  return {
    sort,
    type: CANCELLATION_FEE_TYPE,
    customerType: 'Direct',
    text,
    amount: 1,
    price: total,
    total,
    editable: false,
    deletable: true,
    unique: true,
    source: { kind: 'cancel' },
  };
}

/** The calculation without the fee line a cancel wrote (revert of a cancel; a fee line added by hand stays). */
export const withoutCancelFee = <L extends { type: string; source?: Record<string, unknown> }>(calculation: readonly L[] | undefined): L[] | undefined =>
  calculation?.filter((l) => !(l.type === CANCELLATION_FEE_TYPE && l.source?.kind === 'cancel'));

/** The calculation without any cancellation fee line. */
export const withoutFee = <L extends { type: string }>(calculation: readonly L[] | undefined): L[] | undefined =>
  calculation?.filter((l) => l.type !== CANCELLATION_FEE_TYPE);
