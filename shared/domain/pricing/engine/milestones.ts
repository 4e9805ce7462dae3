import { addDays } from '../../../calendar-date';
import { fromMinor, percentage, subtract, toString, type Money } from '../../money';
import type { TermsEntry, TermsOfPayment } from '../terms';
import type { Milestone, PricingRequest, PricingResult } from '../types';
import { amountIn, convert, type CurrencyTable } from './currency';
import { explain } from './explain';
import type { Definition } from './seasons';

type WithId<T> = T & { id: string };

/** The terms of payment of a request: the first definition's (when active), else the operator's default, else none. */
export function termsFor(first: Definition | undefined, terms: WithId<TermsOfPayment>[]): WithId<TermsOfPayment> | undefined {
  const named = first?.termsOfPayment ? terms.find((t) => t.id === first.termsOfPayment && t.active) : undefined;
  return named ?? terms.find((t) => t.isDefault && t.active);
}

/** Due date: days after the booking date or before the first day of travel, never before the booking date. */
export function dueOf(entry: TermsEntry, request: PricingRequest): string {
  const due = entry.date.from === 'booking' ? addDays(request.bookingDate, entry.date.days) : addDays(request.from, -entry.date.days);
  return due < request.bookingDate ? request.bookingDate : due;
}

/**
 * Milestones (docs/pricing.md, "Terms of payment"). The amount due is the total, or for an agency booked net the
 * total less the commission, unless the rest milestone has includeCommission. Each milestone but the rest is its
 * value (in the first definition's currency, converted) when above 0, else its percent (half away from zero) of the
 * total (includeCommission) or of the amount due; none asks for more than is left. The rest milestone (useTerms,
 * else the last) takes what is left, so the milestones add up to the amount due exactly. No terms: one milestone
 * of the whole amount on the booking date.
 */
export function milestonesOf(
  request: PricingRequest,
  total: Money,
  commission: PricingResult['commission'],
  terms: WithId<TermsOfPayment> | undefined,
  first: Definition | undefined,
  table: CurrencyTable,
): Milestone[] {
  const net = commission && commission.mode === 'net' ? subtract(total, commission.amount) : total;
  if (!terms) {
    return [
      {
        type: 'rest',
        reason: 'Total',
        due: request.bookingDate,
        amount: net,
        explanation: explain('pricing.milestone.single', { amount: toString(net), due: request.bookingDate }),
      },
    ];
  }
  const useTerms = terms.entries.findIndex((e) => e.useTerms);
  const restIndex = useTerms >= 0 ? useTerms : terms.entries.length - 1;
  const rest = terms.entries[restIndex]!;
  const due = rest.includeCommission ? total : net;
  let left = due;
  const zero = fromMinor(0, { code: total.currency, decimals: total.decimals });
  const amounts: Money[] = terms.entries.map((e, i) => {
    if (i === restIndex) return zero;
    let amount =
      e.value > 0
        ? convert(amountIn(e.value, first?.currencies[0] ?? total.currency, table), total.currency, table)
        : percentage(e.includeCommission ? total : net, e.percent);
    if (amount.minor > left.minor) amount = left.minor > 0 ? left : zero;
    if (amount.minor < 0) amount = zero;
    left = subtract(left, amount);
    return amount;
  });
  amounts[restIndex] = left;
  return terms.entries.map((e, i) => {
    const when = dueOf(e, request);
    const amount = amounts[i]!;
    const explanation =
      i === restIndex
        ? explain('pricing.milestone.rest', { reason: e.reason, amount: toString(amount), due: when })
        : e.value > 0
          ? explain('pricing.milestone.value', { reason: e.reason, amount: toString(amount), due: when })
          : explain('pricing.milestone.percent', {
              reason: e.reason,
              percent: e.percent,
              base: toString(e.includeCommission ? total : net),
              amount: toString(amount),
              due: when,
            });
    return { type: i === restIndex ? 'rest' : 'deposit', reason: e.reason, due: when, amount, explanation };
  });
}
