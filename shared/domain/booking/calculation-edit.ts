import { add, decimalsOf, fromMinor, money, multiply, round, subtract, sum, toString, type Money } from '../money';
import type { BookingHeader } from './booking';

/**
 * Editing a booking's calculation by hand (ISSUE-14, docs/decisions.md "Editing the calculation"): the line-type
 * check of spec 2 §5, the flags a line carries (editable, deletable, unique), and the arithmetic that keeps the
 * lines adding up to the total and the milestones to the amount due, in exact money (never a float).
 */

export type Line = NonNullable<BookingHeader['calculation']>[number];
export type Milestone = NonNullable<BookingHeader['payments']>[number];

/** Spec 2 §5: the only line types a hand-made line may have (case-insensitive). */
export const MANUAL_LINE_TYPES = ['cost', 'product', 'special', 'room_cost', 'addon', 'discount'] as const;
export type ManualLineType = (typeof MANUAL_LINE_TYPES)[number];

/** Hand-made lines (and catalogue products) are numbered from here, so a reload's engine lines never take their sort. */
export const MANUAL_SORT_FROM = 1000;

/** Why an edit is refused: `invalid` answers 400 (bad input), `conflict` 409 (the line does not allow it). */
export type Refusal = { status: 400 | 409; reason: string };

/** The type as stored (lower case), or the refusal naming the allowed ones. */
export function checkLineType(type: string): { ok: true; type: ManualLineType } | ({ ok: false } & Refusal) {
  const lower = type.trim().toLowerCase();
  const found = MANUAL_LINE_TYPES.find((t) => t === lower);
  return found
    ? { ok: true, type: found }
    : { ok: false, status: 400, reason: `line type ${type} may not be set by hand (allowed: ${MANUAL_LINE_TYPES.join(', ')})` };
}

export type LineEdit = 'edit' | 'rename' | 'delete' | 'refresh';

/** Whether a line may be changed this way: not editable lines refuse edit and rename, not deletable ones delete. */
export function checkLineEdit(line: Line, edit: LineEdit): Refusal | undefined {
  if ((edit === 'edit' || edit === 'rename') && !line.editable) return { status: 409, reason: `line ${line.sort} (${line.type}) is not editable` };
  if (edit === 'delete' && !line.deletable) return { status: 409, reason: `line ${line.sort} (${line.type}) may not be deleted` };
  if (edit === 'refresh' && !isRefreshable(line)) return { status: 409, reason: `line ${line.sort} (${line.type}) has nothing to re-price it from` };
  return undefined;
}

/** A unique line exists once: a new line of the same type and text (or the same product) is refused. */
export function checkUnique(lines: Line[], added: Pick<Line, 'type' | 'text' | 'unique' | 'source'>): Refusal | undefined {
  const product = added.source?.['product'];
  const same = lines.find(
    (l) => (l.unique || added.unique) && l.type === added.type && (product !== undefined ? l.source?.['product'] === product : l.text === added.text),
  );
  return same ? { status: 409, reason: `line ${same.sort} (${same.type} "${same.text}") is unique` } : undefined;
}

/** Hand-made lines, catalogue products and onsite items (the counter's, shared/domain/pos/onsite-bill.ts): kept by a reload (the engine's lines are replaced). */
export const isManual = (l: Line): boolean => l.source?.['kind'] === 'manual' || l.source?.['kind'] === 'product' || l.source?.['kind'] === 'onsite';
/** Engine lines re-price from the price definitions, product lines from the catalogue. */
const isRefreshable = (l: Line): boolean => !isManual(l) || l.source?.['kind'] === 'product';

/** The next free sort for a hand-made line. */
export const nextManualSort = (lines: Line[]): number => Math.max(MANUAL_SORT_FROM - 1, ...lines.map((l) => l.sort)) + 1;

/** A line's total: quantity × unit price, rounded to the currency; a discount is never positive. */
export function lineTotal(type: string, amount: number, price: string, currency: string): string {
  const total = multiply(round(price, currency), amount);
  return toString(type === 'discount' && total.minor > 0 ? fromMinor(-total.minor, cur(total)) : total);
}

const cur = (m: Money) => ({ code: m.currency, decimals: m.decimals });
const zero = (currency: string) => fromMinor(0, { code: currency, decimals: decimalsOf(currency) });
const asMoney = (text: string, currency: string): Money => money(text, { code: currency, decimals: decimalsOf(currency) });

/** The sum of the lines' totals. */
export function totalOf(lines: Line[], currency: string): Money {
  return sum(
    lines.map((l) => asMoney(l.total, currency)),
    { code: currency, decimals: decimalsOf(currency) },
  );
}

/** What the milestones ask for of the lines: all but those paid on site (docs/pricing.md "Fees paid on site"). */
export function advanceOf(lines: Line[], currency: string): Money {
  return totalOf(
    lines.filter((l) => l.customerType !== 'OnSite'),
    currency,
  );
}

/** The sum of the milestones. */
export function dueOf(payments: Milestone[], currency: string): Money {
  return payments.reduce((s, p) => add(s, asMoney(p.amount, currency)), zero(currency));
}

/**
 * The milestones after the total moved by `delta`: the rest milestone (the last of type rest, else the last) takes
 * the change; when that would make it negative, earlier milestones give up what is missing from the last backwards.
 * The milestones' sum moves by exactly `delta` (so they keep adding up to the amount due).
 */
export function rebalance(payments: Milestone[], delta: Money, currency: string): Milestone[] {
  if (!payments.length || delta.minor === 0) return payments;
  const amounts = payments.map((p) => asMoney(p.amount, currency));
  const last = payments.map((p) => p.type).lastIndexOf('rest');
  const restIndex = last >= 0 ? last : payments.length - 1;
  let restAmount = add(amounts[restIndex] as Money, delta);
  amounts[restIndex] = restAmount;
  for (let i = amounts.length - 1; i >= 0 && restAmount.minor < 0; i--) {
    if (i === restIndex) continue;
    const take = Math.min((amounts[i] as Money).minor, -restAmount.minor);
    if (take <= 0) continue;
    amounts[i] = subtract(amounts[i] as Money, fromMinor(take, cur(restAmount)));
    restAmount = add(restAmount, fromMinor(take, cur(restAmount)));
  }
  amounts[restIndex] = restAmount;
  return payments.map((p, i) => ({ ...p, amount: toString(amounts[i] as Money) }));
}

/** The header's calculation after the lines changed: payments rebalanced by the change of what is paid in advance. */
export function withLines(b: Pick<BookingHeader, 'calculation' | 'payments' | 'currency'>, lines: Line[]): Pick<BookingHeader, 'calculation' | 'payments'> {
  const currency = b.currency ?? 'EUR';
  const delta = subtract(advanceOf(lines, currency), advanceOf(b.calculation ?? [], currency));
  const sorted = [...lines].sort((x, y) => x.sort - y.sort);
  return { calculation: sorted, payments: rebalance(b.payments ?? [], delta, currency) };
}

/**
 * A reload's lines: the engine's, then every hand-made line kept (converted by `convert` when the currency changed),
 * with a sort the engine's lines do not use; the milestones are the engine's moved by the kept lines' sum.
 */
export function mergeReload(
  previous: Line[],
  engine: { calculation: Line[]; payments: Milestone[]; currency: string },
  convert: (amount: string) => string = (a) => a,
): Pick<BookingHeader, 'calculation' | 'payments'> {
  const kept = previous
    .filter(isManual)
    .map((l) => ({ ...l, price: convert(l.price), total: convert(l.total) }))
    .map((l) => ({ ...l, total: lineTotal(l.type, l.amount, l.price, engine.currency) }));
  const used = new Set(engine.calculation.map((l) => l.sort));
  let next = Math.max(MANUAL_SORT_FROM - 1, ...engine.calculation.map((l) => l.sort), ...kept.map((l) => l.sort));
  const renumbered = kept.map((l) => {
    const sort = used.has(l.sort) ? ++next : l.sort;
    used.add(sort);
    return { ...l, sort };
  });
  const manual = advanceOf(renumbered, engine.currency);
  return {
    calculation: [...engine.calculation, ...renumbered].sort((x, y) => x.sort - y.sort),
    payments: rebalance(engine.payments, manual, engine.currency),
  };
}

/** updatePaymentPolicy: the new milestones must add up to exactly what the old ones did (the amount due). */
export function checkPaymentPolicy(old: Milestone[], next: Milestone[], currency: string): Refusal | undefined {
  const due = dueOf(old, currency);
  let got: Money;
  try {
    got = dueOf(next, currency);
  } catch {
    return { status: 400, reason: `amounts must have at most ${decimalsOf(currency)} decimals of ${currency}` };
  }
  if (got.minor !== due.minor) return { status: 400, reason: `the milestones add up to ${toString(got)}, not to the amount due ${toString(due)}` };
  if (next.filter((p) => p.type === 'rest').length !== 1) return { status: 400, reason: 'exactly one milestone is the rest' };
  if (next.some((p) => asMoney(p.amount, currency).minor < 0)) return { status: 400, reason: 'no milestone may be negative' };
  return undefined;
}
