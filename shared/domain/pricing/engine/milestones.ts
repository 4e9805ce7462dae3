import { addDays } from '../../../calendar-date';
import { fromMinor, percentage, subtract, toString, type Money } from '../../money';
import type { TermsEntry, TermsOfPayment } from '../terms';
import type { CalculationLine, Milestone, PricingRequest, PricingResult } from '../types';
import { amountIn, convert, type CurrencyTable } from './currency';
import { explain } from './explain';
import type { Definition } from './seasons';

type WithId<T> = T & { id: string };

/** The terms of payment of a request: the first definition's (when active), else the operator's default, else none. */
export function termsFor(first: Definition | undefined, terms: WithId<TermsOfPayment>[]): WithId<TermsOfPayment> | undefined {
  const named = first?.termsOfPayment ? terms.find((t) => t.id === first.termsOfPayment && t.active) : undefined;
  return named ?? terms.find((t) => t.isDefault && t.active);
}

/** An entry's own due date: days after the booking date or before the first day of travel, never before the booking date. */
export function dueOf(entry: TermsEntry, request: PricingRequest): string {
  const due = entry.date.from === 'booking' ? addDays(request.bookingDate, entry.date.days) : addDays(request.from, -entry.date.days);
  return due < request.bookingDate ? request.bookingDate : due;
}

/**
 * The schedule of the terms' entries (docs/pricing.md, "Terms of payment"): each entry's own due date (never before the
 * booking date); an entry before the rest whose date is on or after the rest's merges into the rest (the rest would
 * otherwise fall due before it: "Balance due today, Deposit due in 7 days"); then every milestone is due no earlier
 * than the one before it (clamped to the previous due date). Answers, per entry, its due date and the index of the
 * entry it merged into (itself when it stands alone).
 */
export function scheduleOf(entries: readonly TermsEntry[], restIndex: number, request: PricingRequest): { due: string; into: number }[] {
  const own = entries.map((e) => dueOf(e, request));
  const restDue = own[restIndex]!;
  const into = entries.map((_, i) => (i < restIndex && own[i]! >= restDue ? restIndex : i));
  let previous = request.bookingDate;
  const due = own.map((d, i) => {
    if (into[i] !== i) return d;
    previous = d < previous ? previous : d;
    return previous;
  });
  return entries.map((_, i) => ({ due: due[into[i]!]!, into: into[i]! }));
}

/** The part of the total paid on site (lines of customer type OnSite): in no milestone paid in advance. */
export function onSiteOf(lines: readonly CalculationLine[], total: Money): Money {
  return { ...total, minor: lines.reduce((t, l) => t + (l.customerType === 'OnSite' ? l.total.minor : 0), 0) };
}

/**
 * Milestones (docs/pricing.md, "Terms of payment"), figured on what is paid in advance: the total less the lines
 * paid on site. The amount due is that, or for an agency booked net that less the commission, unless the rest
 * milestone has includeCommission. Each milestone but the rest is its value (in the first definition's currency,
 * converted) when above 0, else its percent (half away from zero) of the advance (includeCommission) or of the
 * amount due; none asks for more than is left. The rest milestone (useTerms, else the last) takes what is left, so
 * the milestones add up to the amount due exactly. Due dates by `scheduleOf`: in order, never before the booking
 * date; a milestone that would fall due on or after the rest merges into it. No terms: one milestone of the whole
 * amount on the booking date.
 */
export function milestonesOf(
  request: PricingRequest,
  total: Money,
  commission: PricingResult['commission'],
  terms: WithId<TermsOfPayment> | undefined,
  first: Definition | undefined,
  table: CurrencyTable,
  onSite: Money = { ...total, minor: 0 },
): Milestone[] {
  const advance = subtract(total, onSite);
  const afterCommission = commission && commission.mode === 'net' ? subtract(advance, commission.amount) : advance;
  const net = afterCommission.minor < 0 ? { ...advance, minor: 0 } : afterCommission;
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
  const schedule = scheduleOf(terms.entries, restIndex, request);
  const due = rest.includeCommission ? advance : net;
  let left = due;
  const zero = fromMinor(0, { code: total.currency, decimals: total.decimals });
  const amounts: Money[] = terms.entries.map((e, i) => {
    if (i === restIndex || schedule[i]!.into !== i) return zero;
    let amount =
      e.value > 0
        ? convert(amountIn(e.value, first?.currencies[0] ?? total.currency, table), total.currency, table)
        : percentage(e.includeCommission ? advance : net, e.percent);
    if (amount.minor > left.minor) amount = left.minor > 0 ? left : zero;
    if (amount.minor < 0) amount = zero;
    left = subtract(left, amount);
    return amount;
  });
  amounts[restIndex] = left;
  const merged = schedule.some((x, i) => x.into !== i);
  return terms.entries.flatMap((e, i): Milestone[] => {
    if (schedule[i]!.into !== i) return [];
    const when = schedule[i]!.due;
    const amount = amounts[i]!;
    const explanation =
      i === restIndex
        ? explain(merged && amount.minor === due.minor ? 'pricing.milestone.whole' : 'pricing.milestone.rest', {
            reason: e.reason,
            amount: toString(amount),
            due: when,
          })
        : e.value > 0
          ? explain('pricing.milestone.value', { reason: e.reason, amount: toString(amount), due: when })
          : explain('pricing.milestone.percent', {
              reason: e.reason,
              percent: e.percent,
              base: toString(e.includeCommission ? advance : net),
              amount: toString(amount),
              due: when,
            });
    return [{ type: i === restIndex ? 'rest' : 'deposit', reason: e.reason, due: when, amount, explanation }];
  });
}
