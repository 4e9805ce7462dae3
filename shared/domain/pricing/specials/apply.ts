import { toString, type Money } from '../../money';
import { fraction, scale } from '../engine/exact';
import type { CalculationLine, LineTax, SpecialContext, SpecialOutcome } from '../types';
import { check, type Checked, type SpecialWithId } from './check';
import { reductions } from './discounts';
import { english, explain, type SpecialMessageKey } from './messages';
import { affectedLines, groupsOf, productCategories, split, unitsOf, zeroLike } from './units';

const shownMoney = (m: Money) => `${toString(m)} ${m.currency}`;
/**
 * Integer minor units of one currency (the lines are all in ctx.currency): exact without a round trip through dinero
 * for every unit, which keeps a 14-night booking with 10 specials well under a millisecond.
 */
const negate = (m: Money): Money => ({ ...m, minor: m.minor === 0 ? 0 : -m.minor });
const minus = (a: Money, b: Money): Money => ({ ...a, minor: a.minor - b.minor });

/** The order specials are applied in: `sort` (smallest first), then name, then id. */
export function specialOrder(a: SpecialWithId, b: SpecialWithId): number {
  return a.sort - b.sort || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Two rules are the same when scope, channels and conditions are (conditions and channels in any order). */
export function ruleKey(s: SpecialWithId): string {
  const conditions = s.rule.conditions.map((c) => JSON.stringify([c.condition, c.operator, c.value])).sort();
  return JSON.stringify([s.rule.scope, [...s.rule.channels].sort(), conditions]);
}

interface Figured {
  indexes: number[];
  /** Reduction per affected line index. */
  perLine: Map<number, Money>;
  total: Money;
  base: Money;
}

/** What a special takes off the lines (what is left of them after the specials before). */
function figure(s: SpecialWithId, c: Checked, lines: readonly CalculationLine[], left: readonly Money[], ctx: SpecialContext): Figured | undefined {
  const indexes = affectedLines(s, lines, left);
  const units = unitsOf(indexes, lines, left, ctx);
  if (units.length === 0) return undefined;
  const like = left[indexes[0]!]!;
  const scopePersons = s.rule.scope === 'Person' ? c.persons : ctx.persons;
  const groups = groupsOf(units, s.rule.scope, scopePersons);
  const red = reductions(s, units, groups, ctx, scopePersons, like);
  const cents = new Map<number, number>();
  units.forEach((u, k) => cents.set(u.line, (cents.get(u.line) ?? 0) + red[k]!));
  const perLine = new Map([...cents].map(([i, m]) => [i, { ...like, minor: m }] as const));
  const total = red.reduce((a, b) => a + b, 0);
  // What it was figured on: the scope's share of the lines (in Person scope, the matching guests' share).
  const base = groups.reduce((a, g) => g.reduce((t, k) => t + units[k]!.value, a), 0);
  return { indexes, perLine, total: { ...like, minor: total }, base: { ...like, minor: base } };
}

function describe(s: SpecialWithId, f: Figured) {
  const unit = english(`pricing.special.unit.${s.rule.scope}`);
  const discountKey = `pricing.special.discount.${s.discount}` as SpecialMessageKey;
  const effectKey = (s.includeIn.length > 0 ? 'pricing.special.effect.includeIn' : `pricing.special.effect.${s.reduce}`) as SpecialMessageKey;
  return explain('pricing.special.applied', {
    name: s.name,
    discount: english(discountKey, { value: s.discountValue, unit }),
    discountKey,
    // The discount's value and scope unit, so a screen words `discount` in its own language from discountKey.
    value: s.discountValue,
    unitKey: `pricing.special.unit.${s.rule.scope}`,
    base: english(effectKey, { types: s.includeIn.join(', '), categories: categoriesOf(s) }),
    effectKey,
    amountBase: shownMoney(f.base),
    amount: shownMoney(negate(f.total)),
  });
}

const categoriesOf = (s: SpecialWithId) => productCategories(s).join(', ') || '–';

/**
 * The tax a reduction of `r` (a gross amount: what came off lines whose totals carry the tax) contains, figured from
 * the reduction's own amount and rounded once: r × rate ÷ (100 + rate), half away from zero, as the tax of any gross
 * line (docs/pricing.md, "Taxes"). Never the sum of per-line rounded shares, so the invoice's tax is the lines' tax.
 */
function taxIn(r: Money, tax: LineTax): Money {
  const q = fraction(tax.rate);
  return scale(r, q.num, 100n * q.den + q.num);
}

const taxKey = (t: LineTax | undefined): string => (t && t.rate > 0 ? `${t.name}\u0000${t.rate}\u0000${t.inclusive}` : '');

/** A part of a special line: the reduction of lines of one customer type and one tax (none: `tax` undefined). */
interface Part {
  part: Figured;
  customerType: 'Direct' | 'OnSite';
  tax?: LineTax;
}

/**
 * A special's reduction split by the tax of the lines it reduces (excludeFromTax: not split, no tax): one part per
 * tax (name, rate, inclusive), in the order the lines come, each carrying the tax of its own amount. A discount over
 * lines at 7 % and 19 % thus carries each rate's tax on what it took off that rate's lines.
 */
function byTax(p: { part: Figured; customerType: 'Direct' | 'OnSite' }, lines: readonly CalculationLine[], s: SpecialWithId): Part[] {
  if (s.excludeFromTax) return [p];
  const groups = new Map<string, number[]>();
  for (const i of p.part.indexes) {
    if ((p.part.perLine.get(i)?.minor ?? 0) <= 0) continue;
    const key = taxKey(lines[i]!.tax);
    groups.set(key, [...(groups.get(key) ?? []), i]);
  }
  if (groups.size === 0) return [p];
  return [...groups].map(([key, reduced]) => {
    // Each part keeps the lines it was figured on (`indexes`): a part is commissionable as the whole special is.
    const perLine = new Map([...p.part.perLine].filter(([i]) => reduced.includes(i)));
    const total = { ...p.part.total, minor: [...perLine.values()].reduce((t, m) => t + m.minor, 0) };
    const rule = lines[reduced[0]!]!.tax;
    const tax = key && rule ? { name: rule.name, rate: rule.rate, inclusive: rule.inclusive, amount: negate(taxIn(total, rule)) } : undefined;
    return { part: { ...p.part, perLine, total }, customerType: p.customerType, ...(tax ? { tax } : {}) };
  });
}

/** Writes the reduction into the affected lines themselves (replaceMatchingRoomPrice). */
function replaceIn(lines: CalculationLine[], s: SpecialWithId, f: Figured): void {
  for (const [i, r] of f.perLine) {
    if (r.minor === 0) continue;
    const line = lines[i]!;
    const total = minus(line.total, r);
    const tax = line.tax ? { ...line.tax, amount: minus(line.tax.amount, line.tax.rate > 0 ? taxIn(r, line.tax) : zeroLike(r)) } : undefined;
    const n = Number.isInteger(line.amount) && line.amount > 0 ? line.amount : 1;
    lines[i] = {
      ...line,
      total,
      // The unit price of the new total (the first, largest share when it does not divide evenly); total is exact.
      price: {
        ...total,
        minor: split(
          total.minor,
          Array.from({ length: n }, () => 1),
        )[0]!,
      },
      ...(tax ? { tax } : {}),
      // What the line cost before any special wrote into it (the specials warning compares with it).
      customData: { ...line.customData, totalBeforeSpecials: line.customData?.totalBeforeSpecials ?? toString(line.total) },
      explanation: explain('pricing.special.replaced', { line: line.explanation.text, name: s.name, amount: shownMoney(negate(r)) }),
    };
    lines[i]!.text = lines[i]!.explanation.text;
  }
}

/**
 * A special's reduction by who collects it: the part of the lines paid in advance (a Direct special line) and the
 * part of the lines paid on site (an OnSite special line, only when includeIn names on-site lines), so the amount
 * paid in advance, and the milestones, lose only what the special took off lines paid in advance.
 */
function byCustomerType(f: Figured, lines: readonly CalculationLine[]): { part: Figured; customerType: 'Direct' | 'OnSite' }[] {
  const onSite = (i: number) => lines[i]!.customerType === 'OnSite';
  const parts = (['Direct', 'OnSite'] as const).map((customerType) => {
    const indexes = f.indexes.filter((i) => onSite(i) === (customerType === 'OnSite'));
    const perLine = new Map([...f.perLine].filter(([i]) => indexes.includes(i)));
    const total = { ...f.total, minor: [...perLine.values()].reduce((t, m) => t + m.minor, 0) };
    return { part: { ...f, indexes, perLine, total }, customerType };
  });
  return parts.filter((p) => p.part.total.minor > 0);
}

function specialLine(
  s: SpecialWithId,
  { part: f, customerType, tax }: Part,
  lines: readonly CalculationLine[],
  manual: boolean,
  c: Checked,
  ctx: SpecialContext,
): CalculationLine {
  const explanation = describe(s, f);
  const total = negate(f.total);
  const commissionable = s.excludeFromCommission ? false : s.reduce === 'ChangeRoomPriceBeforeCommission' || f.indexes.some((i) => lines[i]!.commissionable);
  const only = s.rule.scope === 'Person' && c.persons.length === 1 && ctx.persons.length > 1 ? c.persons[0]!.key : undefined;
  return {
    sort: Math.max(0, ...lines.map((l) => l.sort)) + 1,
    type: manual ? 'discount' : 'special',
    customerType,
    text: explanation.text,
    explanation,
    source: { kind: 'special', special: s.id },
    amount: 1,
    price: total,
    total,
    ...(tax ? { tax } : {}),
    ...(only ? { customer: only } : {}),
    discountable: false,
    commissionable,
    editable: s.editable,
    deletable: s.deletable,
    unique: s.unique,
    customData: { special: s.id, discount: s.discount, reduce: s.reduce, ...(s.excludeFromTax ? { excludeFromTax: true } : {}) },
  };
}

const notApplied = (s: SpecialWithId, key: SpecialMessageKey, condition: 'unique' | 'sameRule', other: SpecialWithId): SpecialOutcome => ({
  special: s.id,
  name: s.name,
  matched: false,
  explanation: explain(key, { name: s.name, other: other.name }),
  failed: { condition, wanted: other.id },
});

/**
 * Applies the specials of ctx.data.specials to the lines (ISSUE-13) and explains each one. See
 * docs/pricing.md ("Specials") for the order, the flags and every discount type and price effect.
 */
export function applySpecials(
  input: CalculationLine[],
  ctx: SpecialContext,
  manual: string[],
): { lines: CalculationLine[]; outcomes: SpecialOutcome[]; commissionPercent?: number } {
  const specials = [...ctx.data.specials].sort(specialOrder);
  const lines = input.map((l) => ({ ...l }));
  const left = lines.map((l) => l.total);
  const outcomes = new Map<string, SpecialOutcome>();
  const checks = new Map<string, Checked>();
  let commission: SpecialWithId | undefined;
  const candidates: SpecialWithId[] = [];
  for (const s of specials) {
    const c = check(s, ctx);
    checks.set(s.id, c);
    if (!c.outcome.matched) outcomes.set(s.id, c.outcome);
    else if (!s.autoAdd && !manual.includes(s.id)) outcomes.set(s.id, { ...c.outcome, explanation: explain('pricing.special.notAdded', { name: s.name }) });
    else if (s.type === 'AgencyCommission') {
      if (commission) outcomes.set(s.id, { ...c.outcome, explanation: explain('pricing.special.commissionTaken', { name: s.name, other: commission.name }) });
      else {
        commission = s;
        outcomes.set(s.id, { ...c.outcome, explanation: explain('pricing.special.commission', { name: s.name, percent: s.discountValue }) });
      }
    } else candidates.push(s);
  }
  // Best for the guest: the largest reduction figured on the lines before any special; ties go to the earlier one.
  // Figured only for specials that compete (same rule, unique).
  const dryRun = new Map<string, number>();
  const worth = (s: SpecialWithId): number => {
    if (!dryRun.has(s.id)) dryRun.set(s.id, figure(s, checks.get(s.id)!, lines, left, ctx)?.total.minor ?? 0);
    return dryRun.get(s.id)!;
  };
  const best = (group: SpecialWithId[]) => group.reduce((a, b) => (worth(b) > worth(a) ? b : a));
  let applied = candidates;
  const byRule = new Map<string, SpecialWithId[]>();
  for (const s of candidates.filter((x) => !x.includeSpecialsWithSameRule)) byRule.set(ruleKey(s), [...(byRule.get(ruleKey(s)) ?? []), s]);
  for (const group of byRule.values()) {
    if (group.length < 2) continue;
    const winner = best(group);
    for (const s of group) if (s !== winner) outcomes.set(s.id, notApplied(s, 'pricing.special.sameRule', 'sameRule', winner));
    applied = applied.filter((s) => s === winner || !group.includes(s));
  }
  const uniques = applied.filter((s) => s.unique);
  if (uniques.length > 0) {
    const winner = best(uniques);
    for (const s of applied) if (s !== winner) outcomes.set(s.id, notApplied(s, 'pricing.special.unique', 'unique', winner));
    applied = [winner];
  }
  for (const s of applied) {
    const c = checks.get(s.id)!;
    const f = figure(s, c, lines, left, ctx);
    if (!f || f.total.minor === 0) {
      const base = english(s.includeIn.length > 0 ? 'pricing.special.effect.includeIn' : `pricing.special.effect.${s.reduce}`, {
        types: s.includeIn.join(', '),
        categories: categoriesOf(s),
      });
      outcomes.set(s.id, { ...c.outcome, explanation: explain('pricing.special.nothingToReduce', { name: s.name, base }) });
      continue;
    }
    for (const [i, r] of f.perLine) left[i] = minus(left[i]!, r);
    if (s.replaceMatchingRoomPrice) replaceIn(lines, s, f);
    else
      for (const part of byCustomerType(f, lines).flatMap((p) => byTax(p, lines, s))) {
        lines.push(specialLine(s, part, lines, !s.autoAdd, c, ctx));
        left.push(zeroLike(f.total));
      }
    outcomes.set(s.id, { ...c.outcome, explanation: describe(s, f), effect: negate(f.total) });
  }
  return {
    lines,
    outcomes: specials.map((s) => outcomes.get(s.id)!),
    ...(commission ? { commissionPercent: commission.discountValue } : {}),
  };
}
